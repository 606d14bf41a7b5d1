#include <stdlib.h>

struct node;
typedef int (*visit_fn)(struct node *, void *);

#pragma pack(push)
#pragma pack(2)
struct node {
    char tag;
    int value;
    struct node *left, *right;
};
#pragma pack(pop)

int walk(struct node *n, visit_fn f, void *ctx) {
    if (!n)
        return 0;
    return walk(n->left, f, ctx) + f(n, ctx) + walk(n->right, f, ctx);
}

static int count(struct node *n, void *ctx) {
    (void)n;
    ++*(int *)ctx;
    return 1;
}

int size(struct node *root) {
    int c = 0;
    walk(root, count, &c);
    return c;
}
