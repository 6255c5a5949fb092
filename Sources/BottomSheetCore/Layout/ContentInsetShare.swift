/// The part of the content's bottom safe-area inset that the sheet adds itself, so that the
/// content's safe area is always ``SheetFrame/contentBottomInset``, wherever the sheet is.
///
/// UIKit works out a view controller's safe area from where its view sits. A sheet laid out
/// taller than it shows (``SheetFrame/layoutHeight``) hangs below the screen edge, so the worked-out
/// bottom inset then includes the part that hangs, on whichever layout pass UIKit recomputes
/// it. On top of that it adds the controller's `additionalSafeAreaInsets`, which a container
/// sets for the controllers it contains, negative values included. The adapter keeps its own
/// share of that value here. It passes the inset the content reports and the core's target;
/// ``update(target:reported:viewHeight:)`` answers how much to add to the controller's
/// `additionalSafeAreaInsets.bottom`, so that UIKit's part plus the share equals the target.
/// The content then keeps one bottom inset through a drag or a spring, whatever UIKit derives
/// on the way, and the app's own additional inset is kept, because only the share's
/// difference is ever added.
///
/// The rules, in order:
/// 1. A report or target that is not a finite number changes nothing. A negative target counts
///    as 0.
/// 2. A report within ``tolerance`` of the target changes nothing: the content has its inset.
/// 3. A report of 0 with a negative share may be clamped (UIKit reports no negative inset), so
///    UIKit's part is unknown. The share first goes back to 0, and the next report is exact.
/// 4. Otherwise the share becomes the target minus UIKit's part (the report minus the share).
///    It is held within ±`viewHeight`, the most any bottom inset of that view can be, so a
///    system that ignored the share could not push it further at every layout pass.
///
/// Fed again after each change it applies, it settles in at most two steps; a report that does
/// not change brings no further change.
///
/// ```swift
/// var share = ContentInsetShare()
/// let add = share.update(target: frame.contentBottomInset, reported: view.safeAreaInsets.bottom,
///                        viewHeight: view.bounds.height)
/// if add != 0 { controller.additionalSafeAreaInsets.bottom += add }
/// // When the sheet lets the controller go:
/// controller.additionalSafeAreaInsets.bottom += share.release()
/// ```
public struct ContentInsetShare: Sendable, Hashable {
  /// How close a reported inset must be to the target to count as equal to it, in points.
  public static let tolerance = 0.001

  /// What the sheet adds to the controller's bottom inset now, in points (0 at first).
  public private(set) var bottom: Double = 0

  /// A share of nothing, for a controller the sheet has not changed yet.
  public init() {}

  /// Reads the content's reported bottom inset; answers what to add to the controller's
  /// `additionalSafeAreaInsets.bottom` now (0 when nothing should change).
  ///
  /// - Parameters:
  ///   - target: The inset the content should have (``SheetFrame/contentBottomInset``), in
  ///     points.
  ///   - reported: The bottom inset the content's view reports now (UIKit:
  ///     `safeAreaInsets.bottom`), which includes the share, in points.
  ///   - viewHeight: The content view's height, in points: no share goes beyond it either way.
  public mutating func update(target: Double, reported: Double, viewHeight: Double) -> Double {
    guard target.isFinite, reported.isFinite else { return 0 }
    let goal = max(target, 0)
    guard abs(reported - goal) > Self.tolerance else { return 0 }
    let next: Double
    if reported <= Self.tolerance, bottom < 0 {
      next = 0
    } else {
      let limit = viewHeight.isFinite ? max(viewHeight, 0) : 0
      next = min(max(goal - (reported - bottom), -limit), limit)
    }
    let change = next - bottom
    guard abs(change) > Self.tolerance else { return 0 }
    bottom = next
    return change
  }

  /// Gives the controller its own inset back: answers what to add to its
  /// `additionalSafeAreaInsets.bottom` (minus the share), and the share is 0 after.
  public mutating func release() -> Double {
    let change = -bottom
    bottom = 0
    return change
  }
}
