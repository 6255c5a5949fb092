import BottomSheetCore
import BottomSheetRules

extension BuiltInScenarios {
  /// The presenter's scale at full recession on the standard phone.
  static let recededScale = PresenterRecession.fullScale

  static let presenterRecedes = Scenario(
    name: "presenter-recedes",
    summary:
      "A modal sheet dragged from .medium to .large pushes the presenting screen back (scaled "
      + "to 0.92, rounded, darker) as it rises, and a drag back down returns it, continuously "
      + "with the extent.",
    duration: 4.5,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: -mediumExtent, over: 0.8, hold: 0.15))),
      ScenarioInput(at: 2.6, .drag(.straight(by: mediumExtent, over: 0.8, hold: 0.15))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + [
        "detentDidChange(medium->large)", "detentDidChange(large->medium)",
      ],
      maximumJump: smooth,
      // The standing limit, said out loud: the recession follows the extent, step by step.
      maximumPresenterJump: Continuity.presenterJumpLimit,
      checkpoints: [
        Checkpoint(at: 0.95, phase: .resting, extent: mediumExtent, presenterScale: 1),
        Checkpoint(at: 1.4, phase: .dragging, extentAtLeast: mediumExtent + 1),
        Checkpoint(at: 2.5, phase: .resting, extent: largeExtent, presenterScale: recededScale),
        Checkpoint(at: 4.4, phase: .resting, extent: mediumExtent, presenterScale: 1),
      ],
      windows: [
        // Coming in to .medium leaves the presenter where it is, but for the present spring's
        // small overshoot above .medium (a ten-thousandth of the scale at most).
        TimeWindow(from: 0, to: 0.99, presenterScaleAtLeast: 0.9999),
        // Half way up, it has started to recede; resting at .large, it is fully receded.
        TimeWindow(from: 1.5, to: 1.5, presenterScaleAtMost: 0.999),
        TimeWindow(from: 2.3, to: 2.6, presenterScaleAtMost: recededScale + 1e-6),
        TimeWindow(from: 0, to: 4.5, presenterScaleAtLeast: recededScale - 1e-9),
      ]),
    posterTime: 1.6)
}
