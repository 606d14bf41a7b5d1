#include <stdlib.h>

struct pool {
    void *blocks[32];
    int used;
};

_Thread_local int pool_hits;
static struct pool global_pool;

void *take(void) {
    if (global_pool.used == 0)
        return malloc(64);
    pool_hits++;
    return global_pool.blocks[--global_pool.used];
}

void give(void *p) {
    if (global_pool.used < 32)
        global_pool.blocks[global_pool.used++] = p;
    else
        free(p);
}
