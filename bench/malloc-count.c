// Counts a process's heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) and writes the
// total at exit to the file ALLOC_COUNT_FILE names (standard error without it). For bench/http-allocations,
// through LD_PRELOAD; glibc's __libc_* entry points do the allocating.
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static atomic_long count;

void *malloc(size_t n) { atomic_fetch_add(&count, 1); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { atomic_fetch_add(&count, 1); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { atomic_fetch_add(&count, 1); return __libc_realloc(p, n); }
int posix_memalign(void **out, size_t alignment, size_t n) {
    atomic_fetch_add(&count, 1);
    *out = __libc_memalign(alignment, n);
    return *out ? 0 : 12; // ENOMEM
}
void *aligned_alloc(size_t alignment, size_t n) { atomic_fetch_add(&count, 1); return __libc_memalign(alignment, n); }

__attribute__((destructor)) static void report(void) {
    char line[64];
    int length = snprintf(line, sizeof line, "ALLOCATIONS %ld\n", atomic_load(&count));
    const char *path = getenv("ALLOC_COUNT_FILE");
    if (path) {
        FILE *f = fopen(path, "w");
        if (f) {
            fputs(line, f);
            fclose(f);
            return;
        }
    }
    if (write(2, line, (size_t)length) < 0) return;
}
