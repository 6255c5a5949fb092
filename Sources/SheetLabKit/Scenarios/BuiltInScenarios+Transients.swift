import BottomSheetCore
import Foundation

/// The transients issue 42 asked the lab to show where they move the sheet, each checked on
/// the frames right after the change that starts it, not only at rest: a centred card gliding
/// after a rotation into and out of a container with one inset side, a floating sheet with
/// three detents (its lowest partial detent, where it turns into a rigid card, and its highest,
/// where the morph begins, are different detents), and an app's animation retargeted
/// mid-flight. On the old rules each fails a checkpoint: a card carried by its left edge, or
/// kept centred on the container's middle instead of its own, starts its glide elsewhere; a
/// slide from the highest partial detent changes the card's height at the lowest; a morph from
/// the lowest partial detent leaves the sheet half attached at `.medium`; samples of the
/// earlier animation, still running, ended the retargeted move early with a jump.
extension BuiltInScenarios {
  // MARK: - A centred card after a rotation

  /// The iPad in landscape with an inspector's 100 pt on its right (an app's
  /// `additionalSafeAreaInsets`): a container with one inset side, as the standard devices'
  /// `phoneLandscapeUnequal` on the phone.
  static let inspectorInsets = Insets(top: 24, left: 0, bottom: 20, right: 100)

  /// Where a card gliding sideways from `from` to `to` is `after` seconds in, in points: the
  /// layout's spring, `.snappy` without its bounce (response 0.5 s, critically damped),
  /// x(t) = to + (from − to)(1 + ωt)e^(−ωt).
  static func glide(from: Double, to: Double, after time: Double) -> Double {
    let omega = 2 * Double.pi / SheetSpring.snappy.response
    return to + (from - to) * (1 + omega * time) * exp(-omega * time)
  }

  /// The card's x: centred in the portrait iPad's safe area, (820 − 328) / 2; in the landscape
  /// one beside the inspector, (1180 − 100 − 375) / 2.
  static let centredPortraitX = 246.0
  static let centredInspectorX = 352.5
  /// Where each rotation's first frame has it: its middle kept where it was against the
  /// container's middle, the new width taken at once. Into landscape from the portrait
  /// container's middle: 1180 / 2 − 375 / 2. Back to portrait 50 pt left of the middle, as it
  /// was beside the inspector: 820 / 2 − 50 − 328 / 2.
  static let rotatedIntoLandscapeX = 402.5
  static let rotatedIntoPortraitX = 196.0

  static let centerCardGlide = Scenario(
    name: "center-card-glide",
    summary:
      "A centred card on an iPad turns to landscape beside a 100 pt inspector and back: each "
      + "rotation's first frame keeps the card's middle where it was against the container's "
      + "middle (x 402.5, then 196), then the card glides to the middle of its safe area "
      + "(352.5 beside the inspector, 246 in portrait).",
    duration: 4.5,
    container: iPadPortrait.size,
    safeArea: iPadPortrait.insets,
    detents: [.fitting, .medium, .large],
    configuration: ConfigurationSpec(
      isPersistent: true, dimmingAlpha: 0, placement: .center(.default)),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1.2, .layout(container: iPadLandscape.size, safeArea: inspectorInsets)),
      ScenarioInput(at: 2.8, .layout(container: iPadPortrait.size, safeArea: iPadPortrait.insets)),
    ],
    expectations: Expectations(
      // Fitting: 300 pt of content + 20 pt safe area + 10 pt margin, in both orientations.
      finalPhase: .resting, finalDetent: .named("fitting"), finalExtent: 330,
      notifications: presented, maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.1, phase: .resting, extent: 330, sheetWidth: 328, sheetX: 246),
        Checkpoint(at: 1.2, extent: 330, sheetWidth: 375, sheetX: rotatedIntoLandscapeX),
        Checkpoint(
          at: 1.3, sheetWidth: 375,
          sheetX: glide(from: rotatedIntoLandscapeX, to: centredInspectorX, after: 0.1)),
        Checkpoint(at: 2.7, phase: .resting, sheetWidth: 375, sheetX: centredInspectorX),
        Checkpoint(at: 2.8, extent: 330, sheetWidth: 328, sheetX: rotatedIntoPortraitX),
        Checkpoint(
          at: 2.9, sheetWidth: 328,
          sheetX: glide(from: rotatedIntoPortraitX, to: centredPortraitX, after: 0.1)),
        Checkpoint(at: 4.4, phase: .resting, sheetWidth: 328, sheetX: centredPortraitX),
      ]),
    posterTime: 1.3)

  // MARK: - A floating sheet with three detents

  /// The lowest detent, a quarter of the largest extent: 196.75 pt; the floating card's height
  /// there, 8 pt less.
  static let lowExtent = largeExtent / 4
  static let lowCardHeight = lowExtent - SheetSurface.floatingInset

  /// The card at the lowest detent's shape with its top at `extent`: 8 pt in from each side,
  /// ``lowCardHeight`` tall (below the screen's edge while the extent is below the lowest).
  static func lowCard(_ time: Double, extent: Double, phase: SheetPhase? = nil) -> Checkpoint {
    let top = phoneHeight - extent
    return Checkpoint(
      at: time, phase: phase, extent: extent, attachment: 0,
      surfaceLeft: SheetSurface.floatingInset, surfaceTop: top,
      surfaceRight: Scenario.phoneSize.width - SheetSurface.floatingInset,
      surfaceBottom: top + lowCardHeight)
  }

  static let floatingSlideThreeDetents = Scenario(
    name: "floating-slide-three-detents",
    summary:
      "A floating sheet at 25 %, .medium and .large: dragged 60 pt below its lowest detent it "
      + "is the 25 % card, rigid; at .medium, its highest partial detent, it still floats; "
      + "lifted 150 pt above .medium it is 0.325 of the way to attached; dismissed, it slides "
      + "out as the 25 % card.",
    duration: 6.5,
    displayCornerRadius: surfaceDisplayRadius,
    detents: [.fraction(0.25, id: "low"), .medium, .large],
    configuration: ConfigurationSpec(surfaceStyle: .floating),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: 60, over: 0.3, hold: 0.4, velocity: 0))),
      ScenarioInput(at: 2.5, .selectDetent("medium")),
      ScenarioInput(at: 3.5, .drag(.straight(by: -150, over: 0.5, hold: 0.4, velocity: 0))),
      ScenarioInput(at: 5.5, .dismiss()),
    ],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: presented + ["detentDidChange(low->medium)", "willDismiss", "didDismiss"],
      maximumJump: smooth, maximumSurfaceJump: smooth,
      checkpoints: [
        lowCard(0, extent: 0),
        lowCard(0.9, extent: lowExtent, phase: .resting),
        lowCard(1.6, extent: lowExtent - 60, phase: .dragging),
        lowCard(2.4, extent: lowExtent, phase: .resting),
        floatingAtMedium(3.4),
        floatingAtMedium(5.4),
        lowCard(6.5, extent: 0, phase: .hidden),
      ],
      windows: [
        // At or below the lowest detent: presenting until just before the spring reaches it,
        // from the drag until just before the spring back does, and the end of the dismissal.
        TimeWindow(from: 0, to: 0.35, steadySurfaceHeight: true),
        TimeWindow(from: 1, to: 1.8, steadySurfaceHeight: true),
        TimeWindow(from: 5.7, to: 6.5, steadySurfaceHeight: true),
        // 150 pt of the 393.5 from .medium to .large: smoothstep(0.381) = 0.325.
        TimeWindow(
          from: 4.05, to: 4.35, still: true, attachmentAtLeast: 0.32, attachmentAtMost: 0.33),
      ]),
    posterTime: 1.6)

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
