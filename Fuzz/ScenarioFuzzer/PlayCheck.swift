import BottomSheetCore
import BottomSheetTestSupport

@testable import SheetLabKit

/// What a decoded ``Scenario`` must do: come back unchanged from ``ScenarioEncoder`` (the
/// `export` format), and run through ``LabRun`` (the player, the summary and the expectation
/// checker, as `sheet-lab run FILE` does) without trapping, every frame finite and the
/// notifications in a valid order.
///
/// The run is bounded (``PlayBounds``) so one execution stays far below a second: a scenario
/// longer than the bound is cut, and gestures beyond the touch-sample budget are left out. The
/// cut scenario must itself still be valid, i.e. decode after encoding.
enum PlayCheck {
  static func verify(_ scenario: Scenario) {
    let text: String
    do {
      text = try ScenarioEncoder.encode(scenario)
    } catch {
      fail("a decoded scenario does not encode: \(error)")
    }
    let again: Scenario
    do {
      again = try ScenarioDecoder.decode(text)
    } catch {
      fail("the encoded scenario does not decode: \(error)\n\(text)")
    }
    guard again == scenario else {
      fail("the encoded scenario decodes to a different one:\n\(text)")
    }
    let bounded = PlayBounds.cut(scenario)
    if bounded != scenario {
      do {
        _ = try ScenarioDecoder.decode(try ScenarioEncoder.encode(bounded))
      } catch {
        fail("the cut scenario is invalid (harness bug): \(error)")
      }
    }
    let run = LabRun(bounded, framesPerSecond: PlayBounds.framesPerSecond)
    let frames = run.trace.frames
    let expected = Int((bounded.duration * PlayBounds.framesPerSecond).rounded(.down)) + 1
    guard abs(frames.count - expected) <= 1 else {
      fail("\(frames.count) frames for \(bounded.duration) s at \(PlayBounds.framesPerSecond) Hz")
    }
    if let bad = frames.first(where: { !ExpectationChecker.isFinite($0) }) {
      fail("frame at \(bad.sheet.time) s holds a non-finite value: \(bad)")
    }
    if let violation = NotificationOrder.violation(
      in: run.trace.sheetTrace.notificationSequence)
    {
      fail("notification order: \(violation)")
    }
    ReportCheck.verify(run)
    let table = SummaryTable.render([run.summary])
    if printsResults {
      report("ran \(frames.count) frames of \(bounded.duration) s\n" + table)
      for failure in run.summary.failures { report("  expectation: \(failure)") }
    }
  }
}

/// How much of a scenario one execution plays.
enum PlayBounds {
  /// The frame rate, in frames per second (the command line's slower choice).
  static let framesPerSecond: Double = 60
  /// The longest stretch played, in seconds: at most 1,201 frames.
  static let maximumDuration: Double = 20
  /// The most touch samples all gestures together may produce.
  static let maximumTouchSamples = 4_000

  /// `scenario` cut to ``maximumDuration`` and ``maximumTouchSamples``: inputs, checkpoints
  /// and windows beyond the cut are dropped, and so are gestures that end after it or exceed
  /// the sample budget.
  static func cut(_ scenario: Scenario) -> Scenario {
    var result = scenario
    let end = min(scenario.duration, maximumDuration)
    result.duration = end
    var samples = 0
    result.inputs = scenario.inputs.filter { input in
      guard input.time <= end else { return false }
      switch input.action {
      case .drag(let gesture), .scrollDrag(let gesture), .interactivePop(let gesture):
        let count = gesture.path.reduce(0) {
          $0 + max(1, Int(($1.over * GestureSpec.sampleRate).rounded()))
        }
        guard input.time + gesture.duration <= end, samples + count <= maximumTouchSamples
        else { return false }
        samples += count
        return true
      default:
        return true
      }
    }
    result.expectations.checkpoints.removeAll { $0.time > end }
    result.expectations.windows.removeAll { $0.to > end }
    if let poster = result.posterTime, poster > end { result.posterTime = nil }
    return result
  }
}
