import BottomSheetCore

extension BuiltInScenarios {
  static let presented = ["willPresent", "didPresent"]
  static let presentedAndDismissed = ["willPresent", "didPresent", "willDismiss", "didDismiss"]

  static let fitToContent = Scenario(
    name: "fit-to-content",
    summary:
      "A fitting sheet follows its content: 300 pt, then +100, −100, ×2 and ×0.5, each change "
      + "animated from where the sheet is.",
    duration: 5,
    contentHeight: 300,
    detents: [.fitting],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .contentHeight(400)),
      ScenarioInput(at: 2, .contentHeight(300)),
      ScenarioInput(at: 3, .contentHeight(600)),
      ScenarioInput(at: 4, .contentHeight(300)),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("fitting"), finalExtent: 300 + bottomInset,
      notifications: presented, maximumJump: smooth,
      // One layout per content change: at its start when it grows, at rest when it shrinks.
      maximumLayoutChanges: 4,
      checkpoints: [
        Checkpoint(at: 0.95, phase: .resting, extent: 300 + bottomInset),
        Checkpoint(at: 1.95, phase: .resting, extent: 400 + bottomInset),
        Checkpoint(at: 2.95, phase: .resting, extent: 300 + bottomInset),
        Checkpoint(at: 3.95, phase: .resting, extent: 600 + bottomInset),
        Checkpoint(at: 4.95, phase: .resting, extent: 300 + bottomInset),
      ]),
    posterTime: 3.1)

  /// What UIKit sees of a presentation and a user dismissal: one request, each transition
  /// finished once.
  static let userDismissal = [
    "present begins", "present finished", "dismissal requested", "dismiss begins",
    "user dismissal will begin", "dismiss finished", "user dismissal did end",
  ]

  static let tapToDismiss = Scenario(
    name: "tap-to-dismiss",
    summary: "A tap on the dimming view dismisses a modal sheet; the dimming fades with it.",
    duration: 2,
    detents: [.fitting],
    inputs: [ScenarioInput(at: 0, .present()), ScenarioInput(at: 1, .tapOnDimming)],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: presentedAndDismissed, hostTransitions: userDismissal, maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 0.99, phase: .resting, extent: 300 + bottomInset),
        Checkpoint(at: 1.05, phase: .dismissing, detent: DetentExpectation.none),
      ]),
    posterTime: 1.1)

  static let slowDragReturns = Scenario(
    name: "slow-drag-returns",
    summary:
      "A slow 120 pt drag down, held still before lifting: the projection stays near .medium, "
      + "so the sheet springs back.",
    duration: 3,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: 120, over: 0.8, hold: 0.15))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented, maximumJump: smooth,
      // The content is laid out twice for the drag and its settle: at the largest detent when
      // the finger grabs, at the detent when the sheet rests.
      maximumLayoutChanges: 2,
      checkpoints: [
        Checkpoint(at: 1.8, phase: .dragging, extent: mediumExtent - 120, layoutHeight: 787),
        Checkpoint(at: 2.0, phase: .settling, detent: .named("medium"), layoutHeight: 787),
        Checkpoint(at: 2.95, phase: .resting, layoutHeight: mediumExtent),
      ]),
    posterTime: 1.8)

  /// The acceleration allowed around a flick's release, in points per second squared. The
  /// spring starts at the velocity the gesture reports (1,500 pt/s) while the drag's own
  /// smoothed estimate of a 60 pt move in 0.05 s is about 1,200 pt/s, a gap of about 300 pt/s
  /// taken in one frame: 36,000 pt/s² at 120 Hz (18,000 at 60 Hz). A snappy spring moving a
  /// sheet 400 pt accelerates at up to ω0² · 400 ≈ 63,000 pt/s² by itself, so the bound is set
  /// above that, and far below a jump (a 300 pt/s step in one 120 Hz frame is 36,000, a
  /// 3,000 pt/s one 360,000).
  static let releaseAcceleration: Double = 80_000

  static let flickDismisses = Scenario(
    name: "flick-dismisses",
    summary:
      "A 60 pt flick down at 1,500 pt/s: its projection (≈ 750 pt) passes hidden, so the "
      + "sheet dismisses, starting at the finger's speed.",
    duration: 2.5,
    detents: [.medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: 60, over: 0.05, velocity: 1500))),
    ],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: presentedAndDismissed, hostTransitions: userDismissal, maximumJump: smooth,
      maximumAcceleration: releaseAcceleration,
      checkpoints: [Checkpoint(at: 1.06, phase: .dismissing)]),
    posterTime: 1.1)

  static let tapeMeasure = RubberBand(dimension: Scenario.phoneSize.height)

  static let rubberBandAtTheTop = Scenario(
    name: "rubber-band-top",
    summary:
      "Dragging a 434 pt fitting sheet 250 pt up, past its only detent: the sheet follows "
      + "less and less (rubber band, c = 0.55), then springs back.",
    duration: 3,
    contentHeight: 400,
    detents: [.fitting],
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: -250, over: 0.5, hold: 0.2))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("fitting"), finalExtent: 400 + bottomInset,
      notifications: presented, maximumJump: smooth,
      checkpoints: [
        Checkpoint(
          at: 1.6, phase: .dragging,
          extent: 400 + bottomInset + tapeMeasure.offset(forOvershoot: 250))
      ],
      windows: [TimeWindow(from: 1, to: 1.7, extentAtMost: 400 + bottomInset + 250 / 2)]),
    posterTime: 1.6)
}
