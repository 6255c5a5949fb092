#if os(iOS)
  import UIKit

  /// The view behind the sheet that darkens the background and catches taps outside the sheet.
  ///
  /// While ``passesTouchesThrough`` (a persistent sheet at or below its largest undimmed
  /// detent) it is not part of hit-testing at all, so touches reach the view behind it.
  @MainActor
  final class SheetDimmingView: UIView {
    /// Whether touches go through to the view behind.
    var passesTouchesThrough = false

    override init(frame: CGRect) {
      super.init(frame: frame)
      alpha = 0
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard !passesTouchesThrough else { return false }
      return super.point(inside: point, with: event)
    }
  }
#endif
