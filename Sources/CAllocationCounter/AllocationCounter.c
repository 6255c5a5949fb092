// Heap allocation counting for tests, by symbol interposition.
//
// On Linux, a malloc defined in the main executable takes precedence over libc's for every
// caller in the process (the Swift runtime, Foundation, libc itself), because the dynamic linker
// resolves symbols in load order and the executable comes first. The functions below count the
// call in a thread-local counter and forward to the next definition (libc's), found with
// dlsym(RTLD_NEXT, ...). dlsym may itself allocate before the real functions are known; those
// few early requests are served from a static bootstrap arena that is never handed to libc.

#define _GNU_SOURCE 1

#include "CAllocationCounter.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

// initial-exec: the counters live in static TLS, so touching them never calls the allocator
// (general-dynamic TLS could allocate through __tls_get_addr and recurse).
#define BS_THREAD_LOCAL __thread __attribute__((tls_model("initial-exec")))

typedef void *(*bs_malloc_fn)(size_t);
typedef void *(*bs_calloc_fn)(size_t, size_t);
typedef void *(*bs_realloc_fn)(void *, size_t);
typedef void (*bs_free_fn)(void *);
typedef int (*bs_posix_memalign_fn)(void **, size_t, size_t);
typedef void *(*bs_aligned_fn)(size_t, size_t);
typedef size_t (*bs_usable_size_fn)(void *);

static bs_malloc_fn real_malloc;
static bs_calloc_fn real_calloc;
static bs_realloc_fn real_realloc;
static bs_free_fn real_free;
static bs_posix_memalign_fn real_posix_memalign;
static bs_aligned_fn real_aligned_alloc;
static bs_aligned_fn real_memalign;
static bs_usable_size_fn real_malloc_usable_size;

// 0: nothing resolved, 1: a thread is resolving, 2: all real functions known.
static atomic_int resolution_state;

static BS_THREAD_LOCAL uint64_t thread_total;

// Bootstrap arena for allocations made while dlsym runs. Each block is preceded by a 16-byte
// header holding its size, so realloc and malloc_usable_size work on it. 64 KiB is far more
// than dlsym needs (it asks for at most a few hundred bytes for its error state).
#define BS_BOOTSTRAP_SIZE (64 * 1024)
#define BS_HEADER 16
static _Alignas(16) unsigned char bootstrap_arena[BS_BOOTSTRAP_SIZE];
static atomic_size_t bootstrap_used;

static int is_bootstrap(const void *pointer) {
  const unsigned char *p = (const unsigned char *)pointer;
  return p >= bootstrap_arena && p < bootstrap_arena + BS_BOOTSTRAP_SIZE;
}

static void *bootstrap_allocate(size_t size) {
  size_t rounded = (size + 15) & ~(size_t)15;
  size_t offset = atomic_fetch_add(&bootstrap_used, rounded + BS_HEADER);
  if (rounded < size || offset + rounded + BS_HEADER > BS_BOOTSTRAP_SIZE) {
    errno = ENOMEM;
    return NULL;
  }
  unsigned char *block = bootstrap_arena + offset;
  memcpy(block, &size, sizeof size);
  return block + BS_HEADER;  // the arena is static, hence already zero-filled
}

static size_t bootstrap_size(const void *pointer) {
  size_t size;
  memcpy(&size, (const unsigned char *)pointer - BS_HEADER, sizeof size);
  return size;
}

// Looks up libc's functions once. Returns 1 when they can be used by the caller, 0 while
// another thread (or this one, re-entered from dlsym) is still resolving.
static int resolve(void) {
  if (atomic_load_explicit(&resolution_state, memory_order_acquire) == 2) return 1;
  int expected = 0;
  if (!atomic_compare_exchange_strong(&resolution_state, &expected, 1)) return 0;
  real_malloc = (bs_malloc_fn)dlsym(RTLD_NEXT, "malloc");
  real_calloc = (bs_calloc_fn)dlsym(RTLD_NEXT, "calloc");
  real_realloc = (bs_realloc_fn)dlsym(RTLD_NEXT, "realloc");
  real_free = (bs_free_fn)dlsym(RTLD_NEXT, "free");
  real_posix_memalign = (bs_posix_memalign_fn)dlsym(RTLD_NEXT, "posix_memalign");
  real_aligned_alloc = (bs_aligned_fn)dlsym(RTLD_NEXT, "aligned_alloc");
  real_memalign = (bs_aligned_fn)dlsym(RTLD_NEXT, "memalign");
  real_malloc_usable_size = (bs_usable_size_fn)dlsym(RTLD_NEXT, "malloc_usable_size");
  atomic_store_explicit(&resolution_state, 2, memory_order_release);
  return 1;
}

void *malloc(size_t size) {
  thread_total += 1;
  if (!resolve()) return bootstrap_allocate(size);
  return real_malloc(size);
}

void *calloc(size_t count, size_t size) {
  thread_total += 1;
  if (!resolve()) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
      errno = ENOMEM;
      return NULL;
    }
    return bootstrap_allocate(total);
  }
  return real_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  thread_total += 1;
  if (pointer != NULL && is_bootstrap(pointer)) {
    // Move a bootstrap block to a real one (or a bigger bootstrap one, if still resolving).
    void *moved = resolve() ? real_malloc(size) : bootstrap_allocate(size);
    if (moved != NULL) {
      size_t old = bootstrap_size(pointer);
      memcpy(moved, pointer, old < size ? old : size);
    }
    return moved;
  }
  if (!resolve()) {
    // Only reachable for pointer == NULL: no real block can exist before resolution.
    return bootstrap_allocate(size);
  }
  return real_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer == NULL || is_bootstrap(pointer)) return;
  if (resolve()) real_free(pointer);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  thread_total += 1;
  if (!resolve()) return ENOMEM;
  return real_posix_memalign(result, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  thread_total += 1;
  if (!resolve()) {
    errno = ENOMEM;
    return NULL;
  }
  return real_aligned_alloc(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  thread_total += 1;
  if (!resolve()) {
    errno = ENOMEM;
    return NULL;
  }
  return real_memalign(alignment, size);
}

size_t malloc_usable_size(void *pointer) {
  if (pointer == NULL) return 0;
  if (is_bootstrap(pointer)) return bootstrap_size(pointer);
  if (!resolve()) return 0;
  return real_malloc_usable_size(pointer);
}

uint64_t bs_allocation_counter_thread_total(void) { return thread_total; }

int bs_allocation_counter_is_active(void) {
  void *global = dlsym(RTLD_DEFAULT, "malloc");
  return global == (void *)&malloc;
}

#else

uint64_t bs_allocation_counter_thread_total(void) { return 0; }

int bs_allocation_counter_is_active(void) { return 0; }

#endif
