import BottomSheetCore

// Edge cases a polished sheet gets right: heights taller than the container, rotation at a
// detent, the keyboard under a sheet as tall as it may be, releases beyond the outermost
// detents, a present from the bottom edge, taps outside the sheet, and a dismissal while held.
extension BuiltInScenarios {
  /// The highest the sheet's top may go on the standard phone: 47 pt of safe area plus the
  /// 10 pt top gap, in points from the top.
  static let topLimit: Double = 57

  static let pushTallerThanContainer = Scenario(
    name: "push-taller-than-container",
    summary:
      "A fitting navigation sheet pushes a 2,000 pt screen and pops back: each height is capped "
      + "first (753 pt of content) and then blended, so the sheet moves on every frame of the "
      + "slide, never above its top limit, and arrives without a hard stop.",
    duration: 3.5,
    detents: [.fitting],
    navigation: NavigationSpec(screens: [ScreenSpec(id: 1, height: 300)]),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .push(ScreenSpec(id: 2, height: 2_000))),
      ScenarioInput(at: 2, .pop()),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("fitting"), finalExtent: 300 + bottomInset,
      notifications: presented, navigationEvents: ["didShow(2)", "didShow(1)"],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.1, phase: .settling, extentAtLeast: 335, extentAtMost: largeExtent - 1),
        Checkpoint(at: 1.9, phase: .resting, extent: largeExtent),
        Checkpoint(at: 2.1, phase: .settling, extentAtLeast: 335, extentAtMost: largeExtent - 1),
      ],
      windows: [TimeWindow(from: 0, to: 3.5, topAtLeast: topLimit)]),
    posterTime: 1.2)

  static let rotationAtMedium = Scenario(
    name: "rotation-at-medium",
    summary:
      "Resting at .medium, the phone turns to landscape and back: the sheet goes straight from "
      + "where it is to .medium's new extent (190 pt, then 393.5 pt), never above the new top "
      + "limit, and keeps its detent.",
    duration: 4,
    detents: [.medium, .large],
    inputs: presentThenRotateAndBack,
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented, maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 2.4, phase: .resting, detent: .named("medium"), extent: 190),
        Checkpoint(at: 3.9, phase: .resting, detent: .named("medium"), extent: mediumExtent),
      ],
      // Landscape: no top inset, so the top limit is the 10 pt gap.
      windows: [
        TimeWindow(from: 1, to: 2.45, topAtLeast: 10),
        TimeWindow(from: 2.5, to: 4, topAtLeast: topLimit),
      ]),
    posterTime: 1.2)

  static let keyboardOnCappedSheet = Scenario(
    name: "keyboard-capped",
    summary:
      "A fitting sheet whose content is taller than the phone (capped at 787 pt) gets a 336 pt "
      + "keyboard: it shrinks by exactly as much as the keyboard rises, with the keyboard's own "
      + "curve, so its top never moves; it grows back the same way when the keyboard leaves.",
    duration: 3.5,
    contentHeight: 900,
    detents: [.fitting],
    inputs: presentThenKeyboardUpAndDown,
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("fitting"), finalExtent: largeExtent,
      notifications: presented, maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 2.4, phase: .resting, extent: largeExtent - 336, keyboardLift: 336),
        Checkpoint(at: 3.4, phase: .resting, extent: largeExtent, keyboardLift: 0),
      ],
      windows: [TimeWindow(from: 0.9, to: 3.5, topAtLeast: topLimit)]),
    posterTime: 1.1)

  static let adjacentFlickFromRubberBand = Scenario(
    name: "adjacent-flick-from-rubber-band",
    summary:
      "A persistent sheet with the adjacent-only snap policy, pulled 60 pt above .large into "
      + "the rubber band and flicked down at 2,500 pt/s: the release counts as being at .large, "
      + "so it goes one detent down, to .medium.",
    duration: 3,
    detents: [.fraction(0.15, id: "collapsed"), .medium, .large],
    configuration: ConfigurationSpec(
      isPersistent: true, initialDetent: "large", largestUndimmedDetent: "collapsed",
      snapPolicy: .adjacent),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(
        at: 1,
        .drag(
          GestureSpec(
            path: [PathSegment(by: -60, over: 0.2), PathSegment(by: 20, over: 0.02)],
            velocity: 2_500))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + ["detentDidChange(large->medium)"], maximumJump: smooth,
      checkpoints: [Checkpoint(at: 1.2, phase: .dragging, extentAtLeast: largeExtent + 1)]),
    posterTime: 1.2)

  static let edgePresent = Scenario(
    name: "edge-present",
    summary:
      "A finger swipes up 300 pt from the bottom edge at a hidden sheet: the sheet appears "
      + "under the finger and follows it; let go at 200 pt/s (projected to about 400 pt) it "
      + "settles at .medium.",
    duration: 2.5,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0.5, .edgePresent(.straight(by: -300, over: 0.3, velocity: -200)))
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented,
      hostTransitions: ["present begins", "present finished"],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 0.7, phase: .dragging, extent: 200),
        Checkpoint(at: 0.5, phase: .dragging, extentAtMost: 1),
      ]),
    posterTime: 0.7)

  static let passThroughTap = Scenario(
    name: "pass-through-tap",
    summary:
      "A persistent sheet undimmed up to .medium: at .collapsed a tap outside reaches the map "
      + "behind; at .large the background is dimmed and the same tap collapses the sheet to "
      + "its largest undimmed detent.",
    duration: 3.5,
    detents: [.fraction(0.15, id: "collapsed"), .medium, .large],
    configuration: ConfigurationSpec(isPersistent: true, largestUndimmedDetent: "medium"),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .tapOutside),
      ScenarioInput(at: 1.3, .selectDetent("large")),
      ScenarioInput(at: 2.5, .tapOutside),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + [
        "detentDidChange(collapsed->large)", "detentDidChange(large->medium)",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(
          at: 1.2, phase: .resting, detent: .named("collapsed"), dimmingAlpha: 0, sheetX: 0,
          passesTouchesThrough: true),
        Checkpoint(
          at: 2.45, phase: .resting, detent: .named("large"), dimmingAlpha: 0.4,
          passesTouchesThrough: false),
        Checkpoint(at: 3.4, detent: .named("medium"), passesTouchesThrough: true),
      ]),
    posterTime: 2.4)

  static let dismissalWhileHeld = Scenario(
    name: "dismissal-while-held",
    summary:
      "A finger drags the sheet up slowly; the app dismisses it mid-drag: the dismissal takes "
      + "the sheet from under the finger with the finger's speed, and the finger's later moves "
      + "and release change nothing.",
    duration: 2.5,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: -60, over: 0.5, velocity: -120))),
      ScenarioInput(at: 1.2, .dismiss()),
    ],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: presentedAndDismissed,
      maximumJump: smooth,
      checkpoints: [Checkpoint(at: 1.15, phase: .dragging)],
      windows: [TimeWindow(from: 1.21, to: 2.5, phasesNever: [.dragging, .resting])]),
    posterTime: 1.3)
}
