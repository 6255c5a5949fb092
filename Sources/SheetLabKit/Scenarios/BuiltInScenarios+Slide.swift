import BottomSheetCore

/// Below its lowest detent a floating sheet is a rigid card that slides (`SheetSurfaceMorph`,
/// "Below the lowest detent"): presented, dragged below its lowest detent and back, and
/// dismissed, its surface keeps the lowest detent's height and all four of its sides are
/// checked. On the old rule (the surface was the sheet's rect inset by 8 pt, ending 8 pt above
/// the screen's edge) the card grew out of that line: `steadySurfaceHeight` and the hidden
/// frame's `surfaceBottom` fail.
extension BuiltInScenarios {
  /// The floating surface's height at `.medium` on the standard phone: `.medium` less the 8 pt
  /// bottom inset, in points.
  static let floatingMediumHeight = mediumExtent - SheetSurface.floatingInset
  /// The phone's height, in points.
  static let phoneHeight = Scenario.phoneSize.height

  /// The floating surface at `.medium`'s shape with its top at `extent`: 8 pt in from each side,
  /// ``floatingMediumHeight`` tall (below the screen's edge while the extent is below `.medium`).
  static func slidingSurface(_ time: Double, extent: Double, phase: SheetPhase? = nil)
    -> Checkpoint
  {
    let top = phoneHeight - extent
    return Checkpoint(
      at: time, phase: phase, extent: extent, surfaceLeft: SheetSurface.floatingInset,
      surfaceTop: top, surfaceRight: Scenario.phoneSize.width - SheetSurface.floatingInset,
      surfaceBottom: top + floatingMediumHeight)
  }

  static let floatingSlide = Scenario(
    name: "floating-slide",
    summary:
      "Below its lowest detent the iOS 26 floating sheet is a rigid card: it slides in from "
      + "below the screen, keeps its .medium shape when dragged below .medium and back, and "
      + "slides out when dismissed; it never grows out of a line above the screen's edge.",
    duration: 5,
    displayCornerRadius: surfaceDisplayRadius,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(surfaceStyle: .floating),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1.2, .drag(.straight(by: 150, over: 0.4, hold: 0.4, velocity: 0))),
      ScenarioInput(at: 3.5, .dismiss()),
    ],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: presentedAndDismissed, maximumJump: smooth, maximumSurfaceJump: smooth,
      checkpoints: [
        // Hidden, the whole card lies below the screen.
        slidingSurface(0, extent: 0),
        slidingSurface(1.1, extent: mediumExtent, phase: .resting),
        // Held 150 pt below .medium: the card's bottom edge 150 pt below where it rests.
        slidingSurface(1.9, extent: mediumExtent - 150, phase: .dragging),
        slidingSurface(3.4, extent: mediumExtent, phase: .resting),
        slidingSurface(5, extent: 0, phase: .hidden),
      ],
      windows: slideWindows),
    posterTime: 0.15)

  static let iPadCardSlide = Scenario(
    name: "ipad-card-slide",
    summary:
      "A floating Maps-style card slides rigidly below its lowest detent: presented, dragged "
      + "below .fitting and back, and dismissed, it keeps its 300 pt height and its margins, in "
      + "a right-to-left layout.",
    duration: 5,
    container: iPadPortrait.size,
    safeArea: iPadPortrait.insets,
    displayCornerRadius: surfaceDisplayRadius,
    detents: [.fitting, .medium, .large],
    configuration: ConfigurationSpec(
      isPersistent: true, dimmingAlpha: 0, surfaceStyle: .floating,
      placement: .leading(.default), layoutDirection: .rightToLeft),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1.2, .drag(.straight(by: 120, over: 0.4, hold: 0.4, velocity: 0))),
      ScenarioInput(at: 3.5, .dismiss()),
    ],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: presentedAndDismissed, maximumJump: smooth, maximumSurfaceJump: smooth,
      checkpoints: [
        // Right to left, the leading card sits 10 pt in from the right: x 820 − 10 − 328.
        // Fitting: 300 pt of content + 20 pt safe area + 10 pt margin = 330; the card is 300
        // tall, its bottom edge 30 pt above the container's when it rests.
        cardSurface(0, extent: 0),
        cardSurface(1.1, extent: 330, phase: .resting),
        // 120 pt down from .fitting rubber-bands on a persistent sheet (it cannot be dragged
        // away): (1 − 1/(120 · 0.55 / 1180 + 1)) · 1180 = 62.5 pt below it.
        cardSurface(1.9, extent: 267.5, phase: .dragging),
        cardSurface(3.4, extent: 330, phase: .resting),
        cardSurface(5, extent: 0, phase: .hidden),
      ],
      windows: slideWindows),
    posterTime: 1.9)

  /// Where both scenarios' sheets are at or below their lowest detent (a spring's overshoot
  /// above it stretches the surface as between detents): presenting until just before the
  /// spring first reaches the detent, from the drag until just before the spring back
  /// reaches it, and from rest through the dismissal.
  static let slideWindows = [
    TimeWindow(from: 0, to: 0.35, steadySurfaceHeight: true),
    TimeWindow(from: 1.2, to: 2.3, steadySurfaceHeight: true),
    TimeWindow(from: 3.45, to: 5, steadySurfaceHeight: true),
  ]

  /// The right-to-left leading card's surface with its top at `extent` on the iPad in portrait.
  static func cardSurface(_ time: Double, extent: Double, phase: SheetPhase? = nil) -> Checkpoint {
    let top = iPadPortrait.size.height - extent
    return Checkpoint(
      at: time, phase: phase, extent: extent, surfaceLeft: 482, surfaceTop: top,
      surfaceRight: 810, surfaceBottom: top + 300)
  }
}
