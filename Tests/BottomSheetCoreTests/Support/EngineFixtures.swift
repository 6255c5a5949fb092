import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// The iPhone-sized container the engine scenarios use: 390 × 844 pt, safe area top 47, bottom 34.
enum Phone {
  static let size = Size(width: 390, height: 844)
  static let insets = Insets(top: 47, bottom: 34)
  /// 844 − 47 − 10 (top gap).
  static let maximumExtent: Double = 787

  /// The phone with `content` points of content, on a display whose corners have
  /// `displayCornerRadius` (0: square).
  static func context(content: Double = 300, displayCornerRadius: Double = 0) -> LayoutContext {
    LayoutContext(
      containerSize: size, safeAreaInsets: insets, preferredContentHeight: content,
      displayCornerRadius: displayCornerRadius)
  }

  /// A hidden engine on the phone (see ``context(content:displayCornerRadius:)``).
  static func engine(
    _ configuration: SheetConfiguration = .fitting, content: Double = 300,
    displayCornerRadius: Double = 0
  ) -> SheetEngine {
    .quiet(configuration, context(content: content, displayCornerRadius: displayCornerRadius))
  }

  /// An engine on the phone presented without animation at time 0, so it rests at its first
  /// detent; its notifications are still to be taken.
  static func presented(
    _ configuration: SheetConfiguration = .fitting, content: Double = 300,
    displayCornerRadius: Double = 0
  ) -> SheetEngine {
    var engine = engine(
      configuration, content: content, displayCornerRadius: displayCornerRadius)
    engine.handle(.present(animated: false), at: 0)
    return engine
  }

  /// A modal presentation rig (``ModalPresentationRig``) around a hidden sheet on the phone.
  static func rig(_ configuration: SheetConfiguration = .fitting) -> ModalPresentationRig {
    ModalPresentationRig(engine: engine(configuration))
  }
}

/// The same phone turned to landscape: 844 × 390 pt, safe area 47 at each side, 21 below.
enum PhoneLandscape {
  static let size = Size(width: 844, height: 390)
  static let insets = Insets(top: 0, left: 47, bottom: 21, right: 47)

  static func context(content: Double = 300) -> LayoutContext {
    LayoutContext(containerSize: size, safeAreaInsets: insets, preferredContentHeight: content)
  }
}

/// The iPad the card scenarios use: 820 × 1180 pt in portrait, safe area top 24, bottom 20.
enum IPad {
  static let portrait = Size(width: 820, height: 1180)
  static let landscape = Size(width: 1180, height: 820)
  static let insets = Insets(top: 24, bottom: 20)

  /// The iPad at `size` (portrait unless given) with `content` points of content.
  static func context(
    _ size: Size = portrait, content: Double = 300,
    direction: SheetLayoutDirection = .leftToRight
  ) -> LayoutContext {
    LayoutContext(
      containerSize: size, safeAreaInsets: insets, preferredContentHeight: content,
      layoutDirection: direction)
  }
}

extension SheetEngine {
  /// An engine that does not print its input corrections: many tests feed bad input on purpose.
  static func quiet(_ configuration: SheetConfiguration, _ context: LayoutContext) -> SheetEngine {
    var quiet = configuration
    quiet.printsCorrectionsInDebug = false
    return SheetEngine(configuration: quiet, context: context)
  }
}

/// Checks `actual` is within `tolerance` of `expected`, reporting at `location`.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(what) \(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}
