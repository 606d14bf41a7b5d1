/* The waiting test of bench/scaling.py: sleeps, then checks that every identifier of a list is
 * still a whole word somewhere in the candidate (a file, or every file under a directory).
 *
 *     wait_check SECONDS IDS_FILE CALLS_LOG PATH
 *
 * Exits 0 when all are there, 1 when one is missing, 2 on a usage or read error; appends a line
 * to CALLS_LOG first, so the bench can count calls. It gives the verdicts of the shell pipeline
 * it replaces (`grep -ohwF -f IDS -r PATH | sort -u | wc -l` equal to the number of identifiers,
 * in the C locale): an identifier is made of word characters only, so it occurs as a whole word
 * exactly where a maximal run of word characters equals it. The pipeline started five programs
 * per call, and on a tree of half a megabyte it cost 7-10 ms of CPU per call, most of this
 * machine's two cores at -j 64: a test meant to cost nothing competed with pare for the cores.
 * One program reading each file once costs a fraction of that. */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define MAX_IDS 1024

static char *ids[MAX_IDS];
static size_t id_len[MAX_IDS];
static int found[MAX_IDS];
static int n_ids, n_found;

static int is_word(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Marks the identifiers that are maximal word runs of `text`. */
static void scan(const char *text, size_t len) {
    size_t i = 0;
    while (i < len && n_found < n_ids) {
        if (!is_word((unsigned char)text[i])) {
            i++;
            continue;
        }
        size_t start = i;
        while (i < len && is_word((unsigned char)text[i]))
            i++;
        for (int k = 0; k < n_ids; k++) {
            if (!found[k] && id_len[k] == i - start && memcmp(ids[k], text + start, i - start) == 0) {
                found[k] = 1;
                n_found++;
                break;
            }
        }
    }
}

static int scan_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    char *text = NULL;
    size_t len = 0, cap = 0, got;
    do {
        if (len + 65536 > cap) {
            cap = 2 * cap + 65536;
            text = realloc(text, cap);
        }
        got = fread(text + len, 1, cap - len, f);
        len += got;
    } while (got > 0);
    fclose(f);
    scan(text, len);
    free(text);
    return 0;
}

/* Every regular file under `path` (symbolic links are not followed, as with grep -r). */
static int scan_path(const char *path, int top) {
    struct stat st;
    if ((top ? stat(path, &st) : lstat(path, &st)) != 0)
        return top ? -1 : 0;
    if (S_ISREG(st.st_mode))
        return scan_file(path);
    if (!S_ISDIR(st.st_mode))
        return 0;
    DIR *dir = opendir(path);
    if (!dir)
        return -1;
    struct dirent *e;
    while ((e = readdir(dir)) && n_found < n_ids) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char *child;
        if (asprintf(&child, "%s/%s", path, e->d_name) < 0)
            return -1;
        scan_path(child, 0);
        free(child);
    }
    closedir(dir);
    return 0;
}

static void read_ids(const char *path) {
    FILE *f = fopen(path, "r");
    char line[4096];
    if (!f)
        exit(2);
    while (n_ids < MAX_IDS && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0])
            continue;
        ids[n_ids] = strdup(line);
        id_len[n_ids] = strlen(line);
        n_ids++;
    }
    fclose(f);
}

int main(int argc, char **argv) {
    if (argc != 5)
        return 2;
    FILE *log = fopen(argv[3], "a");
    if (log) {
        fputc('\n', log);
        fclose(log);
    }
    double wait = atof(argv[1]);
    struct timespec nap = {(time_t)wait, (long)((wait - (time_t)wait) * 1e9)};
    while (nanosleep(&nap, &nap) != 0)
        ;
    read_ids(argv[2]);
    if (scan_path(argv[4], 1) != 0)
        return 1;
    return n_found == n_ids ? 0 : 1;
}
