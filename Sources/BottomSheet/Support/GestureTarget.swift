#if os(iOS)
  import ObjectiveC
  import UIKit

  /// Adds and removes the adapter's Objective-C targets on gesture recognizers, tying each
  /// target's life to the recognizer that messages it.
  ///
  /// The targets are weak proxies (``SheetEventTarget``, ``BottomSheetEdgePresenterTarget``):
  /// they hold what they forward to weakly. UIKit does not promise to keep a recognizer's target
  /// alive, so the recognizer keeps its proxy alive itself (an associated object: recognizer →
  /// proxy, never the reverse). A touch that reaches a recognizer after its sheet is gone finds
  /// a live proxy with nothing behind it, never a freed object.
  @MainActor
  enum GestureTarget {
    /// Makes `gesture` send `action` to `target` and keep `target` alive while it does.
    static func add(_ target: NSObject, action: Selector, to gesture: UIGestureRecognizer) {
      gesture.addTarget(target, action: action)
      objc_setAssociatedObject(
        gesture, key(for: target), target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Undoes ``add(_:action:to:)``.
    static func remove(_ target: NSObject, action: Selector, from gesture: UIGestureRecognizer) {
      gesture.removeTarget(target, action: action)
      objc_setAssociatedObject(gesture, key(for: target), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The association key of `target`: its own address, unique while it lives (and the
    /// association keeps it alive).
    private static func key(for target: NSObject) -> UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(target).toOpaque())
    }
  }
#endif
