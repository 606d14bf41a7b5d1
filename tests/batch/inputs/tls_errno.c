#include <stddef.h>

_Thread_local int last_error = 0;

static const char *messages[] = {"ok", "no memory", "bad input", "timeout"};

const char *describe(void) {
    if (last_error < 0 || (size_t)last_error >= sizeof messages / sizeof messages[0])
        return "unknown";
    return messages[last_error];
}

void fail(int code) {
    last_error = code;
}
