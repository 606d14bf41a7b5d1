/* A wire-format header, packed the way MSVC code writes it. */
#include <stdint.h>
#include <string.h>

#pragma pack(push)
#pragma pack(1)
struct header {
    uint8_t kind;
    uint32_t length;
    uint16_t checksum;
};
#pragma pack(pop)

static uint16_t sum(const uint8_t *p, size_t n) {
    uint16_t s = 0;
    while (n--)
        s = (uint16_t)(s + *p++);
    return s;
}

int encode(struct header *h, const uint8_t *payload, size_t n) {
    memset(h, 0, sizeof *h);
    h->kind = 7;
    h->length = (uint32_t)n;
    h->checksum = sum(payload, n);
    return (int)sizeof *h;
}
