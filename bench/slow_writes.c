/* A filesystem where pare's results are slow to write, for bench/scaling.py --slow-writes MS.
 *
 * Preloaded into pare (LD_PRELOAD), it sleeps SLOW_MS milliseconds (default 50) before each
 * creation of a file whose name starts with ".pare-": the temporary files through which pare
 * writes a result, a tree's changed files and its marker before renaming them into place. That
 * is what a shared filesystem (NFS, Lustre) may cost per file created; the tests' own
 * directories are not slowed, so the rows show what slow result writes alone do to a run. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef int (*open_fn)(const char *, int, ...);
typedef int (*openat_fn)(int, const char *, int, ...);

static void nap_for(const char *path, int flags) {
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if ((flags & O_CREAT) && strncmp(base, ".pare-", 6) == 0) {
        const char *ms = getenv("SLOW_MS");
        usleep(1000 * (ms ? atoi(ms) : 50));
    }
}

/* The mode is read whatever the flags (open(2) reads it only with O_CREAT): reading a vararg
 * that was not passed is harmless on the ABIs glibc supports, and it is passed on unused. */
#define WRAP_OPEN(name)                                          \
    int name(const char *path, int flags, ...) {                 \
        static open_fn real;                                     \
        if (!real) real = (open_fn)dlsym(RTLD_NEXT, #name);      \
        va_list args;                                            \
        va_start(args, flags);                                   \
        mode_t mode = va_arg(args, mode_t);                      \
        va_end(args);                                            \
        nap_for(path, flags);                                    \
        return real(path, flags, mode);                          \
    }

#define WRAP_OPENAT(name)                                        \
    int name(int dir, const char *path, int flags, ...) {        \
        static openat_fn real;                                   \
        if (!real) real = (openat_fn)dlsym(RTLD_NEXT, #name);    \
        va_list args;                                            \
        va_start(args, flags);                                   \
        mode_t mode = va_arg(args, mode_t);                      \
        va_end(args);                                            \
        nap_for(path, flags);                                    \
        return real(dir, path, flags, mode);                     \
    }

WRAP_OPEN(open)
WRAP_OPEN(open64)
WRAP_OPENAT(openat)
WRAP_OPENAT(openat64)
