static const char *fallback = "anon";
static char name_a[] = u8"Zo\u00eb";
static char name_b[] = "Bob";

const char *pick(int which) {
    switch (which) {
    case 0:
        return name_a;
    case 1:
        return name_b;
    default:
        return fallback;
    }
}
