import BottomSheetTestSupport
import PropertyBased
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The seed every property check starts from: `PROPERTY_SEED` from the environment (a decimal
/// or 0x-prefixed number), else ``defaultPropertySeed``. CI sets none, so every run draws the
/// same inputs and a red run never depends on luck.
let propertySeed: UInt64 = environmentNumber("PROPERTY_SEED") ?? defaultPropertySeed

/// The seed used when the environment names none.
let defaultPropertySeed: UInt64 = 0x5EED_B077_0A5E_EE75

/// `PROPERTY_CASE` from the environment: run only this case of each property (with the seed
/// above), to rerun one failure.
let propertyCase: Int? = environmentNumber("PROPERTY_CASE").map { Int(truncatingIfNeeded: $0) }

/// Reads a number from the environment.
func environmentNumber(_ name: String) -> UInt64? {
  guard let raw = getenv(name) else { return nil }
  let text = String(cString: raw)
  if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
  return UInt64(text)
}

/// Runs `body` on `count` inputs drawn from `input`, deterministically: case `i` draws from a
/// generator seeded with (``propertySeed``, `i`). A failing case stops the check; each of its
/// issues carries the seed and the case, and how to rerun only that case. There is no
/// shrinking, so a failure costs one run of `body`, never minutes of shrinking; the failing
/// input is printed whole instead.
func seededPropertyCheck<Value, Shrink>(
  count: Int = 100,
  input: Generator<Value, Shrink>,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  perform body: (Value) async throws -> Void
) async {
  let cases = propertyCase.map { $0..<($0 + 1) } ?? 0..<count
  for index in cases {
    var rng = seededGenerator(case: index)
    let value = input.run(using: &rng)
    let failed = Mutex(false)
    let note = Comment(
      rawValue:
        "property case \(index) with seed \(propertySeed); rerun it alone with "
        + "PROPERTY_SEED=\(propertySeed) PROPERTY_CASE=\(index) swift test --filter <test>. "
        + "Input: \(value)")
    let tagging = IssueHandlingTrait.compactMapIssues { issue in
      var tagged = issue
      tagged.comments.append(note)
      failed.withLock { $0 = true }
      return tagged
    }
    nonisolated(unsafe) let unsafeBody = body
    nonisolated(unsafe) let unsafeValue = value
    do {
      try await tagging.provideScope(for: Test.current!, testCase: Test.Case.current) {
        try await unsafeBody(unsafeValue)
      }
    } catch {
      Issue.record(error, note, sourceLocation: sourceLocation)
      return
    }
    if failed.withLock({ $0 }) { return }
  }
}

/// The generator for case `index`: xoshiro256** needs well-mixed state, so the seed and the
/// case are spread over its four words with ``SplitMix64``, the seeding its authors recommend.
func seededGenerator(case index: Int) -> Xoshiro {
  var mixer = SplitMix64(
    seed: propertySeed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
  return Xoshiro(seed: (mixer.next(), mixer.next(), mixer.next(), mixer.next()))
}
