import BottomSheetCore

extension BuiltInScenarios {
  static let grabMidPresent = Scenario(
    name: "grab-mid-present",
    summary:
      "The finger catches the sheet 0.2 s into its presentation: it stops under the finger "
      + "without a jump, is pulled down 40 pt, and settles at .medium when let go (it is "
      + "still nearer .medium than hidden).",
    duration: 2.5,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 0.2, .drag(.straight(by: 40, over: 0.2, hold: 0.1))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented, maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 0.15, phase: .presenting),
        Checkpoint(at: 0.21, phase: .dragging),
        Checkpoint(at: 0.55, phase: .presenting, detent: .named("medium")),
      ]),
    posterTime: 0.35)

  static let grabMidDismiss = Scenario(
    name: "grab-mid-dismiss",
    summary:
      "The app dismisses; 0.1 s later the finger catches the falling sheet and pushes it back "
      + "up: the dismissal is cancelled (willDismiss → willPresent → didPresent).",
    duration: 2.5,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .dismiss()),
      ScenarioInput(at: 1.1, .drag(.straight(by: -60, over: 0.2, velocity: -300))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: ["willPresent", "didPresent", "willDismiss", "willPresent", "didPresent"],
      // The grab cancels UIKit's dismissal at once: the sheet stays presented.
      hostTransitions: [
        "present begins", "present finished", "dismissal requested", "dismiss begins",
        "dismiss cancelled",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.05, phase: .dismissing),
        Checkpoint(at: 1.2, phase: .dragging),
      ]),
    posterTime: 1.2)

  static let vetoedDismissal = Scenario(
    name: "vetoed-dismissal",
    summary:
      "A sheet with unsaved changes refuses to go: a flick down, a tap on the dimming and "
      + "VoiceOver's escape each report didAttemptToDismiss and the sheet stays.",
    duration: 4.5,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(vetoesDismissal: true),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: 60, over: 0.05, velocity: 1500))),
      ScenarioInput(at: 2.5, .tapOnDimming),
      ScenarioInput(at: 3.5, .accessibilityEscape),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + Array(repeating: "didAttemptToDismiss", count: 3),
      maximumJump: smooth,
      checkpoints: [Checkpoint(at: 2.4, phase: .resting, extent: mediumExtent)],
      windows: [TimeWindow(from: 1, to: 4.5, extentAtLeast: mediumExtent - 160)]),
    posterTime: 1.08)

  static let persistentFlicks = Scenario(
    name: "persistent-flicks",
    summary:
      "A Maps-style persistent sheet with three detents: flicks go up one detent, then to the "
      + "top, a hard flick down skips .medium, and a flick below the smallest detent "
      + "rubber-bands instead of dismissing.",
    duration: 5,
    detents: [.fraction(0.15, id: "collapsed"), .medium, .large],
    configuration: ConfigurationSpec(isPersistent: true, largestUndimmedDetent: "collapsed"),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: -40, over: 0.05, velocity: -800))),
      ScenarioInput(at: 2, .drag(.straight(by: -60, over: 0.05, velocity: -1200))),
      ScenarioInput(at: 3, .drag(.straight(by: 80, over: 0.05, velocity: 1600))),
      ScenarioInput(at: 4, .drag(.straight(by: 40, over: 0.1, velocity: 800))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("collapsed"), finalExtent: 0.15 * largeExtent,
      notifications: presented + [
        "detentDidChange(collapsed->medium)", "detentDidChange(medium->large)",
        "detentDidChange(large->collapsed)",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.95, phase: .resting, detent: .named("medium"), extent: mediumExtent),
        Checkpoint(at: 2.95, phase: .resting, detent: .named("large"), extent: largeExtent),
        Checkpoint(at: 3.95, phase: .resting, detent: .named("collapsed")),
        Checkpoint(
          at: 4.08, phase: .dragging, extentAtLeast: 0.15 * largeExtent - 40,
          extentAtMost: 0.15 * largeExtent - 1),
      ],
      windows: [TimeWindow(from: 4, to: 5, extentAtLeast: 1)]),
    posterTime: 3.1)
}
