import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// The iPhone-sized container the engine scenarios use: ``StandardDevice/phone``.
enum Phone {
  static let size = StandardDevice.phone.size
  static let insets = StandardDevice.phone.safeAreaInsets
  /// 844 − 47 − 10 (top gap).
  static let maximumExtent: Double = 787

  /// The phone with `content` points of content, on a display whose corners have
  /// `displayCornerRadius` (0: square).
  static func context(content: Double = 300, displayCornerRadius: Double = 0) -> LayoutContext {
    StandardDevice.phone.context(content: content, displayCornerRadius: displayCornerRadius)
  }

  /// A hidden engine on the phone (see ``context(content:displayCornerRadius:)``).
  static func engine(
    _ configuration: SheetConfiguration = .fitting, content: Double = 300,
    displayCornerRadius: Double = 0
  ) -> SheetEngine {
    .fixture(configuration, content: content, displayCornerRadius: displayCornerRadius)
  }

  /// An engine on the phone presented without animation at time 0, so it rests at its first
  /// detent; its notifications are still to be taken.
  static func presented(
    _ configuration: SheetConfiguration = .fitting, content: Double = 300,
    displayCornerRadius: Double = 0
  ) -> SheetEngine {
    .fixture(
      configuration, content: content, displayCornerRadius: displayCornerRadius,
      start: .presented)
  }

  /// A modal presentation rig (``ModalPresentationRig``) around a hidden sheet on the phone.
  static func rig(_ configuration: SheetConfiguration = .fitting) -> ModalPresentationRig {
    ModalPresentationRig(engine: engine(configuration))
  }
}

/// The same phone turned to landscape: ``StandardDevice/phoneLandscape``.
enum PhoneLandscape {
  static let size = StandardDevice.phoneLandscape.size
  static let insets = StandardDevice.phoneLandscape.safeAreaInsets

  static func context(content: Double = 300) -> LayoutContext {
    StandardDevice.phoneLandscape.context(content: content)
  }
}

/// The iPad the card scenarios use: ``StandardDevice/iPad`` and ``StandardDevice/iPadLandscape``.
enum IPad {
  static let portrait = StandardDevice.iPad.size
  static let landscape = StandardDevice.iPadLandscape.size
  static let insets = StandardDevice.iPad.safeAreaInsets

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
    .fixture(configuration, context: context)
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
