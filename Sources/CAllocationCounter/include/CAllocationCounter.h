#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

// Counts heap allocations per thread by interposing the C allocator (Linux only).
// Swift code reaches it through AllocationCounting's AllocationCounter.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by the
/// calling thread since it started. Always 0 where counting is not supported.
uint64_t bs_allocation_counter_thread_total(void);

/// 1 when this process's malloc is the counting one (the interposer won symbol resolution),
/// 0 otherwise (for example on Darwin, where two-level namespaces prevent interposition).
int bs_allocation_counter_is_active(void);

#ifdef __cplusplus
}
#endif

#endif
