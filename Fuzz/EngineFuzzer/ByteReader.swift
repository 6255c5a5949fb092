/// Reads fuzzer bytes as small decisions and numbers. Past the end every read returns 0, so any
/// input, even an empty one, decodes to a complete plan.
struct ByteReader {
  /// Share of selector values (out of 256) that decode a number in its sensible range; the rest
  /// pick special values (NaN, infinities, zeros, huge numbers) or raw bit patterns.
  static let sensibleSelectorLimit: UInt8 = 200

  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isExhausted: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A number in `0..<count`.
  mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

  mutating func uint16() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return value
  }

  /// A number: usually uniform in `range`, sometimes NaN, ±infinity, ±0, a huge or tiny value,
  /// or any bit pattern at all.
  mutating func double(in range: ClosedRange<Double>) -> Double {
    let selector = byte()
    if selector < Self.sensibleSelectorLimit {
      let unit = Double(uint16()) / Double(UInt16.max)
      return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
    switch selector {
    case 200: return .nan
    case 201: return .infinity
    case 202: return -.infinity
    case 203: return 0
    case 204: return -0.0
    case 205: return .greatestFiniteMagnitude
    case 206: return -.greatestFiniteMagnitude
    case 207: return .leastNonzeroMagnitude
    case 208: return 1e6
    case 209: return -1e6
    case 210: return 1e12
    case 211: return -1e12
    case 212: return 1e15
    case 213: return -1e15
    case 214: return 1e300
    case 215: return -1e300
    case 216: return range.lowerBound
    case 217: return range.upperBound
    case 218: return range.lowerBound.nextDown
    case 219: return range.upperBound.nextUp
    default: return Double(bitPattern: uint64())
    }
  }
}
