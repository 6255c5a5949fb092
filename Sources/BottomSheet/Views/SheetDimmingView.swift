#if os(iOS)
  import BottomSheetRules
  import UIKit

  /// The view behind the sheet that darkens the background and catches taps outside the sheet.
  ///
  /// While ``passesTouchesThrough`` (the core's `SheetFrame.passesTouchesThrough`: the sheet is
  /// hidden or at or below its largest undimmed detent) it takes no touch itself: a touch that
  /// lands on it goes to ``touchForwardingView`` when there is one, and where that view does not
  /// reach, to the window's views behind the dimming's container (the core's
  /// `TouchPassThrough`); without one, on to the views behind it in its own superview.
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

    /// Where a touch that lands on the dimming goes, as the core's `TouchPassThrough` says:
    /// while the sheet blocks, to the dimming itself; while touches pass through, to the
    /// forwarding view's own hit-test result at the same spot (UIView.h: `hitTest(_:with:)`
    /// takes a point in the receiver's coordinates, so it is converted, through any
    /// transform), and where that view answers nil (a presenter that does not fill the window,
    /// a page or form sheet itself, and a touch outside it) to the window's views behind the
    /// container the dimming is in, front to back. UIKit delivers the touch to the view this
    /// answers and to the gesture recognizers of it and its ancestors, so the background's
    /// controls, scroll views and map gestures get it as if no sheet were there.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      TouchPassThrough.target(
        passesThrough: passesTouchesThrough, own: { super.hitTest(point, with: event) },
        presenter: touchForwardingView.map { target -> () -> UIView? in
          {
            guard target.window != nil, target.window === self.window else { return nil }
            return target.hitTest(self.convert(point, to: target), with: event)
          }
        },
        behind: { hitTestBehindContainer(point, with: event) })
    }

    /// The hit-test of the window's views behind the dimming's container (its superview) at
    /// `point`, in the dimming's coordinates: at each ancestor, the subviews below the branch
    /// that holds the container, front to back, up to the window; nil when none answers.
    private func hitTestBehindContainer(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard var branch = superview else { return nil }
      while let parent = branch.superview {
        let siblings = parent.subviews
        if let index = siblings.firstIndex(where: { $0 === branch }) {
          for view in siblings[..<index].reversed() {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
          }
        }
        branch = parent
      }
      return nil
    }
  }
#endif
