// A malloc call counter for measurements (tactile-bench --scene animate prints allocations per
// frame when it is preloaded). Not part of any target.
//
//   cc -shared -fPIC -O2 -o /tmp/libmalloc-counter.so Tools/malloc-counter.c -ldl
//   LD_PRELOAD=/tmp/libmalloc-counter.so tactile-bench --scene animate --n 100
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdatomic.h>

static _Atomic unsigned long count;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static int (*real_posix_memalign)(void **, size_t, size_t);

unsigned long tactile_malloc_count(void) { return atomic_load(&count); }

// dlsym's own calloc before real_calloc is known: a small static arena.
static char arena[4096];
static size_t arena_used;

void *malloc(size_t n) {
    if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc");
    atomic_fetch_add(&count, 1);
    return real_malloc(n);
}

void *calloc(size_t a, size_t b) {
    if (!real_calloc) {
        static int resolving;
        if (resolving) { void *p = arena + arena_used; arena_used += (a * b + 15) & ~(size_t)15; return p; }
        resolving = 1;
        real_calloc = dlsym(RTLD_NEXT, "calloc");
        resolving = 0;
    }
    atomic_fetch_add(&count, 1);
    return real_calloc(a, b);
}

void *realloc(void *p, size_t n) {
    if (!real_realloc) real_realloc = dlsym(RTLD_NEXT, "realloc");
    atomic_fetch_add(&count, 1);
    return real_realloc(p, n);
}

int posix_memalign(void **p, size_t a, size_t n) {
    if (!real_posix_memalign) real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    atomic_fetch_add(&count, 1);
    return real_posix_memalign(p, a, n);
}
