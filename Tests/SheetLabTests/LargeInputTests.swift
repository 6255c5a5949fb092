import Foundation
import SheetLabKit
import Testing

/// Any file up to the size limit decodes or is refused well under a second, even in a debug
/// build (the fuzzer's `--large` inputs, rebuilt here).
@Suite("Scenario files near the size limit")
struct LargeInputTests {
  static let limit = ScenarioLimits.maximumFileSize
  static let inputs = LargeScenarioFile.all()

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
