import BottomSheetCore
import BottomSheetRules

extension BuiltInScenarios {
  /// `.large` on the standard phone in landscape: 390 − 10 pt (top gap), in points.
  static let landscapeLargeExtent: Double = 380
  /// When the rotation to portrait starts, in seconds.
  static let rotationToPortrait: Double = 2
  /// When the rotation back to landscape starts, in seconds.
  static let rotationToLandscape: Double = 3.5

  /// The presenter's scale half-way through the rotation to portrait: half-way between rest
  /// and full recession, since UIKit's ease-in-out is at 0.5 half-way through
  /// (``LabPresenter/rotationCurve``).
  static let halfRecededScale = (1 + PresenterRecession.fullScale) / 2

  static let presenterFollowsRotation = Scenario(
    name: "presenter-follows-rotation",
    summary:
      "Resting at .large in landscape (380 pt, where nothing recedes: the container is wide), "
      + "the phone turns to portrait: the presenter recedes along with the rotation, to the "
      + "recession of where the sheet is going (787 pt, scale 0.92), not of where it is when "
      + "the rotation starts (380 pt, below where recession begins); half-way it is at 0.96, "
      + "at the end fully receded, and the sheet's own move hands over without a step. "
      + "Turning back returns it the same way.",
    duration: 5,
    container: landscape.size,
    safeArea: landscape.insets,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 0.8, .selectDetent("large")),
      ScenarioInput(
        at: rotationToPortrait,
        .layout(container: Scenario.phoneSize, safeArea: Scenario.phoneSafeArea)),
      ScenarioInput(
        at: rotationToLandscape, .layout(container: landscape.size, safeArea: landscape.insets)),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("large"), finalExtent: landscapeLargeExtent,
      notifications: presented + ["detentDidChange(medium->large)"],
      maximumJump: smooth,
      maximumPresenterJump: Continuity.presenterJumpLimit,
      checkpoints: [
        Checkpoint(
          at: rotationToPortrait - 0.05, phase: .resting, extent: landscapeLargeExtent,
          presenterScale: 1),
        // Half-way through the rotation and at its end.
        Checkpoint(
          at: rotationToPortrait + LabPresenter.rotationDuration / 2,
          presenterScale: halfRecededScale),
        Checkpoint(
          at: rotationToPortrait + LabPresenter.rotationDuration, presenterScale: recededScale),
        Checkpoint(
          at: rotationToLandscape - 0.05, phase: .resting, extent: largeExtent,
          presenterScale: recededScale),
        Checkpoint(
          at: rotationToLandscape + LabPresenter.rotationDuration / 2,
          presenterScale: halfRecededScale),
        Checkpoint(at: rotationToLandscape + LabPresenter.rotationDuration, presenterScale: 1),
      ],
      windows: [
        // From the end of the rotation until the sheet rests, the presenter stays receded.
        TimeWindow(
          from: rotationToPortrait + LabPresenter.rotationDuration, to: rotationToLandscape,
          presenterScaleAtMost: recededScale + 1e-6),
        TimeWindow(from: 0, to: 5, presenterScaleAtLeast: recededScale - 1e-9),
      ]),
    posterTime: rotationToPortrait + LabPresenter.rotationDuration / 2)
}
