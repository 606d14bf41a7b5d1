#include <stddef.h>

struct entry {
    const char *key;
    int value;
};

static char units[] = u8"\u00b5s";
static struct entry table[] = {
    {"ns", 1},
    {"us", 1000},
    {"ms", 1000000},
};

int lookup(const char *key) {
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        const char *a = table[i].key, *b = key;
        while (*a && *a == *b)
            a++, b++;
        if (*a == *b)
            return table[i].value;
    }
    return units[0];
}
