import BottomSheetCore

extension BuiltInScenarios {
  /// Every frame from the catch to the lift shows the sheet where the touch stopped it.
  private static func heldStill(from touch: Double, for duration: Double) -> TimeWindow {
    TimeWindow(from: touch + 0.01, to: touch + duration - 0.01, still: true)
  }

  static let stillTouchMidPresent = Scenario(
    name: "still-touch-mid-present",
    summary:
      "A finger lands on the rising sheet 0.12 s into its presentation and does not move: the "
      + "sheet stops under it at once and stays there; lifted, it goes to .medium, the stop "
      + "nearest it (a still finger never dismisses).",
    duration: 2,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 0.12, .touch(duration: 0.4)),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented, hostTransitions: ["present begins", "present finished"],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 0.11, phase: .presenting),
        Checkpoint(at: 0.14, phase: .dragging, extentAtMost: mediumExtent - 20),
        Checkpoint(at: 0.54, phase: .presenting),
      ],
      windows: [heldStill(from: 0.12, for: 0.4)]),
    posterTime: 0.3)

  static let stillTouchMidSettle = Scenario(
    name: "still-touch-mid-settle",
    summary:
      "The app selects .large; 0.1 s into the move a still finger stops the sheet, then lifts: "
      + "the sheet goes to the detent nearest where it was stopped — .medium, as it had come "
      + "less than half the way — with the settle spring.",
    duration: 3,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .selectDetent("large")),
      ScenarioInput(at: 1.1, .touch(duration: 0.3)),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + [
        "detentDidChange(medium->large)", "detentDidChange(large->medium)",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.05, phase: .settling),
        Checkpoint(
          at: 1.11, phase: .dragging, extentAtLeast: mediumExtent + 20,
          extentAtMost: (mediumExtent + largeExtent) / 2),
      ],
      windows: [heldStill(from: 1.1, for: 0.3)]),
    posterTime: 1.2)

  static let stillTouchMidDismiss = Scenario(
    name: "still-touch-mid-dismiss",
    summary:
      "The user flicks the sheet away; 0.1 s later a still finger catches it as it falls. The "
      + "dismissal is cancelled at once (UIKit's transition too), the veto is asked only for "
      + "the flick, and the lift sends the sheet back to .medium: a finger that did not move "
      + "never dismisses.",
    duration: 3,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: 60, over: 0.05, velocity: 1500))),
      ScenarioInput(at: 1.15, .touch(duration: 0.4)),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + ["willDismiss", "willPresent", "didPresent"],
      hostTransitions: [
        "present begins", "present finished", "dismissal requested", "dismiss begins",
        "user dismissal will begin", "dismiss cancelled",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.1, phase: .dismissing),
        Checkpoint(at: 1.16, phase: .dragging, extentAtMost: mediumExtent - 60),
      ],
      windows: [
        heldStill(from: 1.15, for: 0.4),
        TimeWindow(from: 1.15, to: 3, extentAtLeast: 1, phasesNever: [.hidden]),
      ]),
    posterTime: 1.3)

  static let touchThenDrag = Scenario(
    name: "touch-then-drag",
    summary:
      "The app dismisses; a finger stops the falling sheet, rests 0.1 s, then pushes it up "
      + "60 pt and lets go: the drag starts where the touch stopped the sheet, with no jump, "
      + "and the sheet settles at .medium.",
    duration: 3,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .dismiss()),
      ScenarioInput(at: 1.08, .touch(duration: 0.5)),
      ScenarioInput(at: 1.18, .drag(.straight(by: -60, over: 0.2, velocity: -300))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + ["willDismiss", "willPresent", "didPresent"],
      hostTransitions: [
        "present begins", "present finished", "dismissal requested", "dismiss begins",
        "dismiss cancelled",
      ],
      maximumJump: smooth,
      checkpoints: [Checkpoint(at: 1.09, phase: .dragging)],
      windows: [heldStill(from: 1.08, for: 0.1)]),
    posterTime: 1.2)

  static let touchAtRest = Scenario(
    name: "touch-at-rest",
    summary:
      "A finger rests on a sheet that is not moving and lifts: nothing happens, as a tap on "
      + "the content would (the touch reaches the content; the sheet never becomes a drag).",
    duration: 2,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1.2, .touch(duration: 0.3)),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented, maximumJump: smooth,
      windows: [TimeWindow(from: 1.1, to: 2, still: true, phasesNever: [.dragging, .settling])]),
    posterTime: 1.3)
}
