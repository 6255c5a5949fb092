import Foundation
import SheetLabKit
import Testing

/// Any file up to the size limit decodes or is refused well under a second, even in a debug
/// build (the fuzzer's `--large` inputs, rebuilt here).
@Suite("Scenario files near the size limit")
struct LargeInputTests {
  static let limit = ScenarioLimits.maximumFileSize

  static func fill(_ head: String, _ piece: String, _ tail: String) -> [UInt8] {
    let room = limit - head.utf8.count - tail.utf8.count
    let count = room / piece.utf8.count
    return Array((head + String(repeating: piece, count: count) + tail).utf8)
  }

  static func distinctKeys() -> [UInt8] {
    var text = "{\"name\": \"k\", \"duration\": 1,"
    var key = 0
    while text.utf8.count < limit - 40 {
      text += "\"k\(key)\": 0,"
      key += 1
    }
    return Array((text + "\"detents\": [\"large\"]}").utf8)
  }

  static let inputs: [(name: String, bytes: [UInt8])] = [
    ("distinct keys", distinctKeys()),
    (
      "deep nesting",
      Array(
        ("{\"name\": \"d\", \"duration\": 1, \"detents\": " + String(repeating: "[", count: 100_000))
          .utf8)
    ),
    (
      "long summary",
      fill(
        "{\"name\": \"s\", \"duration\": 1, \"detents\": [\"large\"], \"summary\": \"", "x", "\"}")
    ),
    (
      "many inputs",
      fill(
        "{\"name\": \"i\", \"duration\": 100, \"detents\": [\"large\"], \"inputs\": [",
        "{\"at\": 0.001, \"type\": \"tapOnDimming\"},", "{\"at\": 0, \"type\": \"present\"}]}")
    ),
    (
      "many detents",
      fill(
        "{\"name\": \"d\", \"duration\": 1, \"inputs\": [], \"detents\": [",
        "{\"kind\": \"height\", \"value\": 1},", "\"large\"]}")
    ),
    ("whitespace", [UInt8](repeating: UInt8(ascii: " "), count: limit)),
  ]

  @Test(arguments: inputs.map(\.name))
  func decodesOrIsRefusedWellUnderASecond(name: String) throws {
    let bytes = try #require(Self.inputs.first { $0.name == name }?.bytes)
    #expect(bytes.count <= Self.limit)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      _ = try? ScenarioDecoder.decode(bytes)
    }
    #expect(elapsed < .seconds(1), "\(name): \(elapsed)")
  }
}
