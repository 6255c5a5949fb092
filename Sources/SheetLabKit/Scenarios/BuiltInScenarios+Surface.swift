import BottomSheetCore

extension BuiltInScenarios {
  /// The display corner radius the surface scenarios give the phone, in points: the UIKit
  /// adapter's estimate for a device with a home indicator.
  static let surfaceDisplayRadius = LayoutContext.estimatedRoundedDisplayCornerRadius
  /// The floating corner radius on that display: its radius less the floating inset, in points.
  static let floatingRadius = surfaceDisplayRadius - SheetSurface.floatingInset
  /// The content's width on the standard phone when the sheet can float, in points.
  static let floatingContentWidth = Scenario.phoneSize.width - 2 * SheetSurface.floatingInset

  /// The floating sheet at rest at `.medium`: inset, every corner concentric with the display;
  /// the surface's four sides 8 pt in from the phone's sides and bottom, the content spanning it.
  static func floatingAtMedium(_ time: Double) -> Checkpoint {
    let inset = SheetSurface.floatingInset
    return Checkpoint(
      at: time, phase: .resting, detent: .named("medium"), extent: mediumExtent, attachment: 0,
      sideInset: inset, bottomInset: inset, topCornerRadius: floatingRadius,
      bottomCornerRadius: floatingRadius, contentWidth: floatingContentWidth, surfaceLeft: inset,
      surfaceTop: Scenario.phoneSize.height - mediumExtent,
      surfaceRight: Scenario.phoneSize.width - inset,
      surfaceBottom: Scenario.phoneSize.height - inset)
  }

  /// The floating sheet at rest at `.large`: attached, its bottom corners the display's own, its
  /// content spanning the surface (no side strips).
  static func attachedAtLarge(_ time: Double) -> Checkpoint {
    Checkpoint(
      at: time, phase: .resting, detent: .named("large"), extent: largeExtent, attachment: 1,
      sideInset: 0, bottomInset: 0, topCornerRadius: SheetSurface.attachedCornerRadius,
      bottomCornerRadius: surfaceDisplayRadius, contentWidth: Scenario.phoneSize.width,
      surfaceLeft: 0, surfaceTop: Scenario.phoneSize.height - largeExtent,
      surfaceRight: Scenario.phoneSize.width, surfaceBottom: Scenario.phoneSize.height)
  }

  static let floatingMorphDrag = Scenario(
    name: "floating-morph-drag",
    summary:
      "The iOS 26 floating sheet: inset at .medium, it grows into the attached shape as a slow "
      + "drag lifts it, holds its half-morphed shape while the finger holds it, attaches at "
      + ".large and floats again when dragged back down; the content spans the surface at rest "
      + "and changes its width only when laid out, at the grab and on coming to rest.",
    duration: 5,
    displayCornerRadius: surfaceDisplayRadius,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(surfaceStyle: .floating),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: -300, over: 0.8, hold: 0.4, velocity: 0))),
      ScenarioInput(at: 3.2, .drag(.straight(by: 250, over: 0.5, hold: 0.2, velocity: 0))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + [
        "detentDidChange(medium->large)", "detentDidChange(large->medium)",
      ],
      maximumJump: smooth, maximumSurfaceJump: smooth,
      checkpoints: [floatingAtMedium(0.9), attachedAtLarge(3.1), floatingAtMedium(4.9)],
      windows: [
        // 300 pt up from .medium is 76 % of the way to .large: smoothstep gives 0.858.
        TimeWindow(
          from: 1.85, to: 2.15, still: true, attachmentAtLeast: 0.85, attachmentAtMost: 0.87),
        // Laid out for .medium's floating surface until the grab, for .large's attached one
        // from the grab (the drag can reach it) until the sheet comes to rest at .medium.
        TimeWindow(from: 0, to: 0.99, steadyContentWidth: true),
        TimeWindow(from: 1, to: 4.6, steadyContentWidth: true),
        TimeWindow(from: 4.8, to: 5, steadyContentWidth: true),
      ]),
    posterTime: 1.9)

  static let floatingMorphFlick = Scenario(
    name: "floating-morph-flick",
    summary:
      "Flicks carry the floating sheet's morph with the spring: up to .large (attached), down "
      + "to .medium (floating), and a finger that catches a rising sheet mid-morph stops the "
      + "morph under it.",
    duration: 5,
    displayCornerRadius: surfaceDisplayRadius,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(surfaceStyle: .floating),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .drag(.straight(by: -60, over: 0.08, velocity: -1_500))),
      ScenarioInput(at: 2.5, .drag(.straight(by: 60, over: 0.08, velocity: 900))),
      ScenarioInput(at: 3.5, .drag(.straight(by: -40, over: 0.05, velocity: -1_200))),
      ScenarioInput(at: 3.6, .drag(.straight(by: 0, over: 0.3, velocity: 0))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      // The last flick heads for .large; the finger catches it and lets it settle back.
      notifications: presented + [
        "detentDidChange(medium->large)", "detentDidChange(large->medium)",
        "detentDidChange(medium->large)", "detentDidChange(large->medium)",
      ],
      maximumJump: smooth, maximumSurfaceJump: smooth,
      checkpoints: [floatingAtMedium(0.9), attachedAtLarge(2.4), floatingAtMedium(4.9)],
      windows: [
        TimeWindow(
          from: 3.62, to: 3.88, still: true, attachmentAtLeast: 0.01, attachmentAtMost: 0.99),
        // Laid out at each grab for .large (the flick can reach it) and at each rest for where
        // the sheet rests: one width through each motion.
        TimeWindow(from: 0, to: 0.99, steadyContentWidth: true),
        TimeWindow(from: 1, to: 3.3, steadyContentWidth: true),
        TimeWindow(from: 3.5, to: 4.6, steadyContentWidth: true),
      ]),
    posterTime: 1.1)
}

extension BuiltInScenarios {
  /// A floating card's surface at rest: its own frame, every corner 24 pt, floating, its
  /// content the card's width (328 pt on the iPad in portrait, at `x`).
  static func floatingCard(
    _ time: Double, detent: String, extent: Double, x: Double
  ) -> Checkpoint {
    Checkpoint(
      at: time, phase: .resting, detent: .named(detent), extent: extent, sheetWidth: 328,
      sheetX: x, attachment: 0, sideInset: 0, bottomInset: 0,
      topCornerRadius: SheetSurface.minimumFloatingCornerRadius,
      bottomCornerRadius: SheetSurface.minimumFloatingCornerRadius, contentWidth: 328)
  }

  static let iPadFloatingCard = Scenario(
    name: "ipad-floating-card",
    summary:
      "The floating style on a Maps-style card: the card already floats on its own margins, so "
      + "its surface is its frame with all four corners rounded at every detent (no morph at "
      + "the full height) and its content keeps the card's width, through a rise to .large, a "
      + "drag down to .medium and a glide to the trailing side.",
    duration: 6,
    container: iPadPortrait.size,
    safeArea: iPadPortrait.insets,
    displayCornerRadius: surfaceDisplayRadius,
    detents: [.fitting, .medium, .large],
    configuration: ConfigurationSpec(
      isPersistent: true, dimmingAlpha: 0, surfaceStyle: .floating,
      placement: .leading(.default)),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .selectDetent("large")),
      ScenarioInput(at: 2.2, .drag(.straight(by: 500, over: 0.6, hold: 0.2, velocity: 0))),
      ScenarioInput(at: 4.2, .configure(ConfigurationChange(placement: .trailing(.default)))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: 573,
      notifications: presented + [
        "detentDidChange(fitting->large)", "detentDidChange(large->medium)",
      ],
      maximumJump: smooth, maximumSurfaceJump: smooth,
      checkpoints: [
        // Fitting: 300 pt of content + 20 pt safe area + 10 pt bottom margin.
        floatingCard(0.9, detent: "fitting", extent: 330, x: 10),
        floatingCard(2.1, detent: "large", extent: 1146, x: 10),
        floatingCard(4.1, detent: "medium", extent: 573, x: 10),
        floatingCard(5.9, detent: "medium", extent: 573, x: 820 - 10 - 328),
      ],
      windows: [
        TimeWindow(from: 0, to: 6, attachmentAtMost: 0, steadyContentWidth: true)
      ]),
    posterTime: 2.6)
}
