#if os(iOS)
  import UIKit

  /// The view behind the sheet that darkens the background and catches taps outside the sheet.
  ///
  /// While ``passesTouchesThrough`` (the core's `SheetFrame.passesTouchesThrough`: the sheet is
  /// hidden or at or below its largest undimmed detent) it takes no touch itself: a touch that
  /// lands on it goes to ``touchForwardingView`` when there is one, else on to the views behind
  /// it in its own superview.
  @MainActor
  final class SheetDimmingView: UIView {
    /// Whether touches go through to the view behind.
    var passesTouchesThrough = false
    /// Where a touch that passes through goes when the views behind the dimming in its
    /// superview would swallow it: a modal sheet's is the presenting view controller's view,
    /// because UIKit's container view (an ancestor of both presenting and presented views,
    /// UIPresentationController.h, that fills the screen) lies under the dimming and would take
    /// the touch itself. A persistent sheet has none: its container passes touches on by
    /// itself (``PassThroughView``).
    weak var touchForwardingView: UIView?

    override init(frame: CGRect) {
      super.init(frame: frame)
      alpha = 0
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// While touches pass through: the forwarding view's own hit-test result at the same spot
    /// (UIView.h: `hitTest(_:with:)` takes a point in the receiver's coordinates, so it is
    /// converted, through any transform), or nil. UIKit delivers the touch to the view this
    /// answers and to the gesture recognizers of it and its ancestors, so the background's
    /// controls, scroll views and map gestures get it as if no sheet were there.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard passesTouchesThrough else { return super.hitTest(point, with: event) }
      guard let target = touchForwardingView, target.window != nil, target.window === window
      else { return nil }
      return target.hitTest(convert(point, to: target), with: event)
    }
  }
#endif
