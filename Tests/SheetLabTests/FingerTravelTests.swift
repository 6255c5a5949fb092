import BottomSheetCore
import BottomSheetTestSupport
import Testing

@testable import SheetLabKit

@Suite("Finger travel: each step carries the gesture's own move, up to the release")
struct FingerTravelTests {
  /// In every built-in run at both rates, a frame's finger travel is what the scenario's
  /// gestures moved vertically in its step: for each gesture, the translation at the last
  /// sample up to the frame (or the release) less the translation at the last sample up to the
  /// previous frame (or 0 when it went down after it). Edge swipes move sideways: none.
  @Test(arguments: ScenarioPlayer.supportedFramesPerSecond)
  func everyStepCarriesTheGesturesMoveUpToTheRelease(framesPerSecond: Double) {
    for scenario in BuiltInScenarios.all {
      let trace = ScenarioPlayer.play(scenario, framesPerSecond: framesPerSecond)
      let paths: [GesturePath] = scenario.inputs.compactMap { input in
        switch input.action {
        case .drag(let gesture), .scrollDrag(let gesture), .edgePresent(let gesture):
          return gesture.gesturePath(at: input.time)
        default: return nil
        }
      }
      var worst = 0.0
      for (previous, current) in zip(trace.frames, trace.frames.dropFirst()) {
        var expected = 0.0
        for path in paths {
          expected += abs(
            Self.translation(of: path, at: current.sheet.time)
              - Self.translation(of: path, at: previous.sheet.time))
        }
        worst = max(worst, abs(current.fingerTravel - expected))
      }
      #expect(worst < 1e-9, "\(scenario.name) at \(framesPerSecond) Hz")
    }
  }

  /// The translation `path` has reached by `time`: 0 before the finger goes down, the last
  /// sample's at or after the release.
  static func translation(of path: GesturePath, at time: Double) -> Double {
    path.samples.last { path.startTime + $0.offset <= time + 1e-9 }?.translation ?? 0
  }

  @Test func theTravelIsCountedOnceEvenWhenTheFingerIsDownAcrossManyFrames() {
    var travel = FingerTravel()
    travel.down(at: Point(x: 0, y: 100))
    #expect(travel.step(finger: Point(x: 0, y: 110)) == 10)
    #expect(travel.step(finger: Point(x: 0, y: 130)) == 20)
    travel.lift(at: Point(x: 0, y: 125))
    #expect(travel.step(finger: nil) == 5)
    #expect(travel.step(finger: nil) == 0)
  }
}
