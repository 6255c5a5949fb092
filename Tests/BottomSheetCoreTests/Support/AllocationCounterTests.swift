import AllocationCounting
import BottomSheetTestSupport
import Testing

/// A class whose instances live on the heap.
private final class HeapBox {
  let value: Int
  init(_ value: Int) { self.value = value }
}

/// Creates a heap object behind a call the optimiser must not see through.
@inline(never)
private func makeBox(_ value: Int) -> HeapBox { HeapBox(value) }

/// Creates a heap-backed array behind a call the optimiser must not see through.
@inline(never)
private func makeArray(count: Int) -> [Int] { Array(repeating: 7, count: count) }

/// Uses a value so its creation cannot be optimised away.
@inline(never)
private func consume(_ box: HeapBox) -> Int { box.value }

@Suite("AllocationCounter")
struct AllocationCounterTests {
  @Test("is active on Linux", .enabled(if: isLinux))
  func activeOnLinux() {
    #expect(AllocationCounter.isSupported)
  }

  @Test("counts a class instance", .enabled(if: AllocationCounter.isSupported))
  func countsClassInstance() {
    var sum = 0
    let count = AllocationCounter.count { sum += consume(makeBox(41)) }
    #expect(count == 1)  // exactly the one object: nothing else in the closure allocates
    #expect(sum == 41)
  }

  @Test("counts each array buffer", .enabled(if: AllocationCounter.isSupported))
  func countsArrays() {
    var total = 0
    let count = AllocationCounter.count {
      for length in 1...10 { total += makeArray(count: length).count }
    }
    #expect(count >= 10)  // at least one buffer per array
    #expect(total == 55)
  }

  @Test("counts nothing for arithmetic", .enabled(if: AllocationCounter.isSupported))
  func countsNothingForArithmetic() {
    var sum = 0.0
    let count = AllocationCounter.count {
      for step in 0..<1_000 { sum += Double(step) * 0.5 }
    }
    #expect(count == 0)
    #expect(sum == 249_750)
  }

  @Test("nested counts add up", .enabled(if: AllocationCounter.isSupported))
  func nestedCounts() {
    var inner = 0
    var sum = 0
    let outer = AllocationCounter.count {
      inner = AllocationCounter.count { sum += consume(makeBox(1)) }
      sum += consume(makeBox(2))
    }
    #expect(inner >= 1)
    #expect(outer >= inner + 1)
    #expect(sum == 3)
  }
}

/// Whether these tests run on Linux, where the counter must work.
private var isLinux: Bool {
  #if os(Linux)
    return true
  #else
    return false
  #endif
}
