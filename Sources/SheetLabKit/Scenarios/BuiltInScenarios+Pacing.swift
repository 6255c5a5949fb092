import BottomSheetCore

/// The app's animation paces the moves it starts (`SheetInput.paceMove(progress:time:)`, what the
/// SwiftUI wrapper does inside `withAnimation`): a linear presentation is half-way at half its
/// time, an ease-in-out change of detent is exactly half-way at its middle (the curve is
/// symmetric), a finger takes the sheet mid-animation and the release's spring ignores the
/// animation's later frames, and a paced dismissal ends hidden. With the sheet's own spring
/// instead, the checkpoints in the middle of each animation fail.
extension BuiltInScenarios {
  static let pacedMoves = Scenario(
    name: "paced-moves",
    summary:
      "Inside the app's animation the sheet keeps to it: presented linearly over 0.5 s, moved to "
      + ".large with ease-in-out over 0.6 s, grabbed half-way through a 1 s linear move back, "
      + "and dismissed with ease-in.",
    duration: 5,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(
        at: 0, .paced(.present(), AppAnimation(curveName: "linear", duration: 0.5))),
      ScenarioInput(
        at: 1,
        .paced(.selectDetent("large"), AppAnimation(curveName: "easeInOut", duration: 0.6))),
      ScenarioInput(
        at: 2, .paced(.selectDetent("medium"), AppAnimation(curveName: "linear", duration: 1))),
      ScenarioInput(at: 2.5, .drag(.straight(by: 60, over: 0.3, hold: 0.2, velocity: 0))),
      ScenarioInput(
        at: 4.2, .paced(.dismiss(), AppAnimation(curveName: "easeIn", duration: 0.4))),
    ],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: presented + [
        "detentDidChange(medium->large)", "detentDidChange(large->medium)", "willDismiss",
        "didDismiss",
      ],
      maximumJump: smooth,
      checkpoints: [
        // Half-way through the linear presentation: half of .medium.
        Checkpoint(at: 0.25, phase: .presenting, extent: mediumExtent / 2),
        Checkpoint(at: 0.5, phase: .resting, extent: mediumExtent),
        // The middle of an ease-in-out curve is the middle of the move.
        Checkpoint(at: 1.3, phase: .settling, extent: (mediumExtent + largeExtent) / 2),
        Checkpoint(at: 1.6, phase: .resting, extent: largeExtent),
        // A quarter of the linear move back down.
        Checkpoint(
          at: 2.25, phase: .settling, extent: largeExtent - (largeExtent - mediumExtent) / 4),
        // Half-way, the finger takes it and drags it 60 pt further down.
        Checkpoint(
          at: 2.95, phase: .dragging, extent: (mediumExtent + largeExtent) / 2 - 60),
        // The release's own spring settles it at .medium; the animation's frames up to 3 s
        // are ignored.
        Checkpoint(at: 4.1, phase: .resting, extent: mediumExtent),
        Checkpoint(at: 4.7, phase: .hidden, extent: 0),
      ]),
    posterTime: 1.3)
}
