import BottomSheetCore
import Foundation

/// The transients issue 42 asked the lab to show where they move the sheet, each checked on
/// the frames right after the change that starts it, not only at rest: an app's animation
/// retargeted mid-flight. On the old lab the earlier animation's samples, still running, ended
/// the retargeted move early with a jump.
extension BuiltInScenarios {
  // MARK: - A paced move retargeted

  /// The lowest detent of ``pacedRetarget``, a fifth of the largest extent: 157.4 pt.
  static let fifthExtent = largeExtent / 5
  /// Where the retarget finds the sheet: half-way up its linear 0.6 s move to `.large`
  /// (0.3 s in), moving at the move's pace, 629.6 pt / 0.6 s.
  static let retargetExtent = (fifthExtent + largeExtent) / 2
  static let retargetSpeed = (largeExtent - fifthExtent) / 0.6
  /// How far that speed carries the new move's start, v / ω with ω the settle spring's
  /// (`.snappy`, 2π / 0.5 s): the start eases out to ``retargetExtent`` plus this.
  static let retargetDrift = retargetSpeed * SheetSpring.snappy.response / (2 * Double.pi)

  /// The retargeted move `time` seconds into its linear 0.4 s animation: the start drifting on,
  /// `retargetExtent + drift · (1 − e^(−ωt))`, and the sheet at `time / 0.4` of the way from
  /// there to `.medium`.
  static func retargeted(after time: Double) -> Double {
    let omega = 2 * Double.pi / SheetSpring.snappy.response
    let start = retargetExtent + retargetDrift * (1 - exp(-omega * time))
    return start + (mediumExtent - start) * time / 0.4
  }

  static let pacedRetarget = Scenario(
    name: "paced-retarget",
    summary:
      "An app's linear 0.6 s move from 20 % to .large is retargeted half-way to .medium by a "
      + "linear 0.4 s one: the sheet carries on up as its speed eases out, never past where that "
      + "speed would take it, then keeps to the new animation and rests at .medium when it "
      + "ends; the first animation's frames, still running, no longer steer it.",
    duration: 2,
    detents: [.fraction(0.2, id: "low"), .medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present(animated: false)),
      ScenarioInput(
        at: 0.5, .paced(.selectDetent("large"), AppAnimation(curveName: "linear", duration: 0.6))
      ),
      ScenarioInput(
        at: 0.8, .paced(.selectDetent("medium"), AppAnimation(curveName: "linear", duration: 0.4))
      ),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + [
        "detentDidChange(low->large)", "detentDidChange(large->medium)",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 0.65, phase: .settling, extent: fifthExtent + retargetSpeed * 0.15),
        Checkpoint(at: 0.8, phase: .settling, extent: retargetExtent),
        Checkpoint(at: 0.9, phase: .settling, extent: retargeted(after: 0.1)),
        Checkpoint(at: 1.1, phase: .settling, extent: retargeted(after: 0.3)),
        Checkpoint(at: 1.2, phase: .resting, extent: mediumExtent),
      ],
      windows: [
        TimeWindow(
          from: 0.8, to: 1.2, extentAtLeast: mediumExtent,
          extentAtMost: retargetExtent + retargetDrift)
      ]),
    posterTime: 0.9)
}
