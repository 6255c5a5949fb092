import AllocationCounting
import Testing

@testable import SheetLabKit

/// Any file up to the size limit decodes or is refused with work in proportion to its size
/// (the fuzzer's `--large` inputs, built by ``LargeScenarioFile``). The work is counted, not
/// timed, so a busy machine cannot fail these tests: the syntax pass's steps
/// (`JSONSyntax.validate(_:steps:)`) and the whole decode's heap allocations, each bounded per
/// byte at 1 MiB and compared with the same file at 256 KiB. How long the files take is in
/// `Benchmarks/Benchmarks/DecoderBenchmarks` and the figures in `Benchmarks/README.md`.
@Suite("Scenario files near the size limit")
struct LargeInputTests {
  static let limit = ScenarioLimits.maximumFileSize
  /// Every hard file at the size limit, and the same shapes at a quarter of it.
  static let large = LargeScenarioFile.all(size: limit)
  static let quarter = LargeScenarioFile.all(size: limit / 4)

  /// Syntax-pass steps per byte allowed at the size limit. Measured: 2.0 (whitespace, the long
  /// summary) to 4.25 (the long key). Each byte is looked at once or twice and copied at most
  /// twice more, so a pass that stays linear stays under 8; one that redoes work for each
  /// element goes far past it (copying the long key's path for each element of its array took
  /// 131,077 steps a byte).
  static let maximumStepsPerByte = 8.0
  /// Heap allocations per byte allowed for a whole decode at the size limit (syntax pass,
  /// `JSONDecoder` and the model's `Codable` code). Measured: at most 0.34 (distinct keys: a
  /// few per field).
  static let maximumAllocationsPerByte = 1.0
  /// How much more work 4 times the bytes may take: 4 when the work is linear, 16 when it is
  /// quadratic; 8 lies halfway between them on a log scale, a wide margin either way.
  static let maximumGrowth = 8.0

  @Test func eachFileDecodesOrIsRefusedWithTheExpectedError() throws {
    // (line, file, expected error's path and a fragment of its message; nil when it decodes)
    let rows: [(line: UInt, name: String, error: (path: String, message: String)?)] = [
      (#line, "distinct keys", ("k0", "unknown field")),
      (#line, "deep nesting", ("detents" + String(repeating: "[0]", count: 63), "deeper than 64")),
      (#line, "long summary", nil),
      (#line, "many inputs", ("inputs", "expected at most 1000 elements, got 27592")),
      (#line, "many detents", ("detents", "expected at most 1000 elements, got 33823")),
      (#line, "whitespace", ("", "line 1, column 1048577: expected a JSON document")),
      (#line, "long key, long array", (String(repeating: "a", count: 1 << 19), "unknown field")),
    ]
    #expect(rows.map(\.name) == Self.large.map(\.name), "one row per file")
    for row in rows {
      let location = rowLocation(row.line)
      let file = try #require(
        Self.large.first { $0.name == row.name }, sourceLocation: location)
      #expect(file.bytes.count <= Self.limit, sourceLocation: location)
      #expect(file.bytes.count > Self.limit - 64, "fills the file", sourceLocation: location)
      do {
        let scenario = try ScenarioDecoder.decode(file.bytes)
        #expect(row.error == nil, "decoded \(scenario.name)", sourceLocation: location)
      } catch {
        #expect(error.path == row.error?.path, "\(error)", sourceLocation: location)
        #expect(
          error.message.contains(row.error?.message ?? "no error"), "\(error)",
          sourceLocation: location)
      }
    }
  }

  @Test func theSyntaxPassTakesStepsInProportionToTheBytes() throws {
    try Self.expectWorkInProportionToTheBytes("steps", perByte: Self.maximumStepsPerByte) {
      Self.syntaxSteps($0)
    }
  }

  @Test(.enabled(if: AllocationCounter.isSupported))
  func theDecodeAllocatesInProportionToTheBytes() throws {
    try Self.expectWorkInProportionToTheBytes(
      "allocations", perByte: Self.maximumAllocationsPerByte
    ) { bytes in
      AllocationCounter.count { _ = try? ScenarioDecoder.decode(bytes) }
    }
  }

  /// Checks the work `count` counts (in `unit`s) for each file at the size limit: at most
  /// `limit` a byte, and at most ``maximumGrowth`` times the count for the same shape at a
  /// quarter of the size.
  static func expectWorkInProportionToTheBytes(
    _ unit: String, perByte limit: Double, sourceLocation: SourceLocation = #_sourceLocation,
    _ count: ([UInt8]) -> Int
  ) throws {
    for file in large {
      let small = try #require(
        quarter.first { $0.name == file.name }, sourceLocation: sourceLocation)
      let work = count(file.bytes)
      let smallWork = count(small.bytes)
      let perByte = Double(work) / Double(file.bytes.count)
      #expect(
        perByte <= limit, "\(file.name): \(work) \(unit) for \(file.bytes.count) bytes",
        sourceLocation: sourceLocation)
      #expect(
        Double(work) <= maximumGrowth * Double(max(smallWork, 1)),
        "\(file.name): \(work) \(unit) at 1 MiB, \(smallWork) at 256 KiB",
        sourceLocation: sourceLocation)
    }
  }

  /// The steps the syntax pass takes over `bytes`, whether it accepts them or not.
  static func syntaxSteps(_ bytes: [UInt8]) -> Int {
    var steps = 0
    try? JSONSyntax.validate(bytes, steps: &steps)
    return steps
  }
}
