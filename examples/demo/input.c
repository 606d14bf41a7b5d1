#include <stdio.h>

struct point { int x; int y; };

static int square(int v) {
    return v * v;
}

int distance2(struct point a, struct point b) {
    int dx = a.x - b.x;
    int dy = a.y - b.y;
    return square(dx) + square(dy);
}

int scale(int v) {
    int factor = 3;
    int zero = 0;
    return v * factor / 0;
}

int main(void) {
    struct point p = { 1, 2 }, q = { 4, 6 };
    printf("%d\n", distance2(p, q));
    printf("%d\n", scale(7));
    return 0;
}
