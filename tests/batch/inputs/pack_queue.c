#include <stddef.h>

#pragma pack(push)
#pragma pack(4)
struct slot {
    short id;
    long long stamp;
};
#pragma pack(pop)

struct queue {
    struct slot items[16];
    size_t head, tail;
};

int push(struct queue *q, short id, long long stamp) {
    size_t next = (q->tail + 1) % 16;
    if (next == q->head)
        return -1;
    q->items[q->tail].id = id;
    q->items[q->tail].stamp = stamp;
    q->tail = next;
    return 0;
}

int pop(struct queue *q, struct slot *out) {
    if (q->head == q->tail)
        return -1;
    *out = q->items[q->head];
    q->head = (q->head + 1) % 16;
    return 0;
}
