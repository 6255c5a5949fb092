import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// The iPhone-sized container the engine scenarios use: 390 × 844 pt, safe area top 47, bottom 34.
enum Phone {
  static let size = Size(width: 390, height: 844)
  static let insets = Insets(top: 47, bottom: 34)
  /// 844 − 47 − 10 (top gap).
  static let maximumExtent: Double = 787

  static func context(content: Double = 300) -> LayoutContext {
    LayoutContext(containerSize: size, safeAreaInsets: insets, preferredContentHeight: content)
  }

  static func engine(
    _ configuration: SheetConfiguration = .fitting, content: Double = 300
  ) -> SheetEngine {
    var quiet = configuration
    quiet.printsCorrectionsInDebug = false
    return SheetEngine(configuration: quiet, context: context(content: content))
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
