#include <stdio.h>

static const char greeting[] = u8"gr\u00fc\u00df dich";
static const char farewell[] = "tsch\xc3\xbcss";

int print_all(FILE *out) {
    int n = fprintf(out, "%s\n", greeting);
    n += fprintf(out, "%s\n", farewell);
    return n;
}
