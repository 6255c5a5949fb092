import CAllocationCounter

/// Counts the heap allocations a piece of code makes, so tests can prove per-frame work
/// allocates nothing.
///
/// On Linux the `CAllocationCounter` target defines `malloc`, `calloc`, `realloc`,
/// `posix_memalign`, `aligned_alloc` and `memalign` in the process; the dynamic linker then
/// routes every allocation in the process (Swift runtime included) through them. Each call bumps
/// a per-thread counter and forwards to libc's allocator, found with `dlsym(RTLD_NEXT, …)`.
/// Linking this target therefore adds one thread-local increment to every allocation.
///
/// Elsewhere (Darwin's two-level namespaces do not let an executable replace `malloc` this way)
/// ``isSupported`` is `false`; gate tests on it so they are skipped rather than passing
/// vacuously.
///
/// ```swift
/// @Test(.enabled(if: AllocationCounter.isSupported))
/// func samplingAllocatesNothing() {
///   let count = AllocationCounter.count { _ = SheetSpring.smooth.sample(displacement: 1, velocity: 0, at: 0.1) }
///   #expect(count == 0)
/// }
/// ```
public enum AllocationCounter {
  /// Whether allocations in this process go through the counting allocator.
  public static var isSupported: Bool { bs_allocation_counter_is_active() != 0 }

  /// Number of heap allocations the current thread makes while running `body`.
  ///
  /// Only the calling thread is counted, so tests running in parallel on other threads do not
  /// disturb the result; `body` is synchronous and runs entirely on this thread. Nested calls
  /// work (the outer count includes the inner one). Always 0 when ``isSupported`` is `false`.
  /// One-time runtime work on first use (type metadata, lazy globals) is counted too, so run the
  /// code once before measuring it.
  /// - Parameter body: The code to measure.
  /// - Returns: Allocations made, 0 or more.
  public static func count(_ body: () throws -> Void) rethrows -> Int {
    let before = bs_allocation_counter_thread_total()
    try body()
    return Int(truncatingIfNeeded: bs_allocation_counter_thread_total() &- before)
  }
}
