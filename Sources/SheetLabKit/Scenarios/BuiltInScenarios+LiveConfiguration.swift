import BottomSheetCore

/// Configuration changes while the sheet is up: detents that come and go, dimming, snap policy
/// and the dismissal veto changed at a moment (the `configure` input).
extension BuiltInScenarios {
  /// 0.25 of the standard phone's largest extent, in points.
  static let smallExtent: Double = 0.25 * largeExtent
  /// The detent added under the finger: 0.72 of the largest extent (566.64 pt), 3.1 pt above
  /// where the finger holds the sheet.
  static let tallExtent: Double = 0.72 * largeExtent

  static let detentRemovedWhileSelected = Scenario(
    name: "detent-removed-while-selected",
    summary:
      "The sheet rests at .large when the app removes .large: the nearest detent left, "
      + ".medium, becomes the selection, detentDidChange says so once, and the sheet springs "
      + "there from where it is.",
    duration: 2.5,
    detents: [.fraction(0.25, id: "small"), .medium, .large],
    configuration: ConfigurationSpec(initialDetent: "large"),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(
        at: 1,
        .configure(ConfigurationChange(detents: [.fraction(0.25, id: "small"), .medium]))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + ["detentDidChange(large->medium)"], maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 0.95, phase: .resting, detent: .named("large"), extent: largeExtent),
        Checkpoint(at: 1.05, phase: .settling, detent: .named("medium")),
        Checkpoint(at: 2.45, phase: .resting, detent: .named("medium"), extent: mediumExtent),
      ],
      windows: [TimeWindow(from: 1, to: 2.5, extentAtLeast: mediumExtent - 40)]),
    posterTime: 1.15)

  static let detentAddedUnderFinger = Scenario(
    name: "detent-added-under-finger",
    summary:
      "A finger lifts the sheet from .medium 170 pt and holds; mid-drag the app adds a detent "
      + "at 72 %: the finger keeps the sheet, and let go still, it settles 3 pt up at the "
      + "new detent.",
    duration: 3,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: -170, over: 0.6, hold: 0.4))),
      ScenarioInput(
        at: 1.3,
        .configure(
          ConfigurationChange(detents: [.medium, .fraction(0.72, id: "tall"), .large]))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("tall"), finalExtent: tallExtent,
      notifications: presented + ["detentDidChange(medium->tall)"], maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.5, phase: .dragging, extent: mediumExtent + 170 * 0.5 / 0.6),
        Checkpoint(at: 1.9, phase: .dragging, extent: mediumExtent + 170),
        Checkpoint(at: 2.9, phase: .resting, detent: .named("tall"), extent: tallExtent),
      ]),
    posterTime: 1.5)

  static let dimmingOffMidSettle = Scenario(
    name: "dimming-off-mid-settle",
    summary:
      "The app selects .large, and 0.15 s into the spring turns the dimming off: the dimming "
      + "goes, the spring carries on to .large untouched.",
    duration: 2.5,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .selectDetent("large")),
      ScenarioInput(at: 1.15, .configure(ConfigurationChange(dimmingAlpha: 0))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("large"), finalExtent: largeExtent,
      notifications: presented + ["detentDidChange(medium->large)"], maximumJump: smooth,
      maximumAcceleration: releaseAcceleration,
      checkpoints: [
        Checkpoint(at: 1.1, phase: .settling, dimmingAlpha: Dimming.systemMaximumAlpha),
        Checkpoint(at: 1.2, phase: .settling, dimmingAlpha: 0),
        Checkpoint(at: 2.45, phase: .resting, extent: largeExtent, dimmingAlpha: 0),
      ]),
    posterTime: 1.2)

  static let vetoTurnedOnMidDrag = Scenario(
    name: "veto-turned-on-mid-drag",
    summary:
      "A finger drags the sheet down to throw it away; mid-drag the app starts refusing "
      + "dismissal (unsaved changes): the release is refused, reported once, and the sheet "
      + "springs back to .medium.",
    duration: 3,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: 200, over: 0.4, velocity: 1500))),
      ScenarioInput(at: 1.2, .configure(ConfigurationChange(vetoesDismissal: true))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + ["didAttemptToDismiss"], maximumJump: smooth,
      checkpoints: [Checkpoint(at: 2.9, phase: .resting, extent: mediumExtent)],
      windows: [TimeWindow(from: 1, to: 3, extentAtLeast: 1)]),
    posterTime: 1.45)

  static let snapPolicyChangedMidDrag = Scenario(
    name: "snap-policy-changed-mid-drag",
    summary:
      "A persistent sheet: a flick up from the smallest detent that would carry to .large; "
      + "mid-drag the app switches to the adjacent policy, so it stops at .medium.",
    duration: 3,
    detents: [.fraction(0.15, id: "collapsed"), .medium, .large],
    configuration: ConfigurationSpec(isPersistent: true, largestUndimmedDetent: "collapsed"),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: -80, over: 0.1, velocity: -1600))),
      ScenarioInput(at: 1.05, .configure(ConfigurationChange(snapPolicy: .adjacent))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + ["detentDidChange(collapsed->medium)"], maximumJump: smooth,
      checkpoints: [Checkpoint(at: 2.9, phase: .resting, extent: mediumExtent)],
      windows: [TimeWindow(from: 1, to: 3, extentAtMost: mediumExtent + 60)]),
    posterTime: 1.2)
}
