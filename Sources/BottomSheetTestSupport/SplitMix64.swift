/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators", 2014):
/// the one seeded generator of the tests and tools, deterministic on every platform.
///
/// The property checks draw their cases from swift-property-based's xoshiro256**, seeded
/// through this generator (the seeding xoshiro's authors recommend), so every seed a failure
/// names replays the same case; the lab's mutation tests draw from it directly.
///
/// ```swift
/// var random = SplitMix64(seed: 0x5EED)
/// let byte = UInt8(truncatingIfNeeded: random.next())
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The generator's state: the seed, advanced by the golden-ratio increment per draw.
  public private(set) var state: UInt64

  /// Creates a generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
