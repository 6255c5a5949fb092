import Foundation
import SheetLabKit
import Testing

/// Where table row `line` of the calling file stands, so a failing row reports its own line.
func rowLocation(
  _ line: UInt, fileID: String = #fileID, filePath: String = #filePath
) -> SourceLocation {
  SourceLocation(fileID: fileID, filePath: filePath, line: Int(line), column: 1)
}

/// Checks that `decode` throws an error at `path` whose message contains `message`, and returns
/// it; returns nil, recording an issue, when it decoded (what `decode` returns: a name).
@discardableResult
func expectDecodingError(
  at location: SourceLocation, path: String, message: String,
  _ decode: () throws(ScenarioError) -> String
) -> ScenarioError? {
  do {
    let name = try decode()
    Issue.record("decoded \(name) instead of failing", sourceLocation: location)
    return nil
  } catch {
    #expect(error.path == path, "\(error)", sourceLocation: location)
    #expect(error.message.contains(message), "\(error)", sourceLocation: location)
    return error
  }
}

/// Checks that `scenario` passes its own expectations at every frame rate the lab supports
/// (`each` checks more of every run), and that its export decodes back to it.
func expectPassesAtEveryRateAndSurvivesExport(
  _ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation,
  each: (LabRun) -> Void = { _ in }
) throws {
  for rate in ScenarioPlayer.supportedFramesPerSecond {
    let run = LabRun(scenario, framesPerSecond: rate)
    #expect(
      run.summary.passed, "\(rate) Hz: \(run.summary.failures)", sourceLocation: sourceLocation)
    each(run)
  }
  let again = try ScenarioDecoder.decode(try ScenarioEncoder.encode(scenario))
  #expect(again == scenario, sourceLocation: sourceLocation)
}
