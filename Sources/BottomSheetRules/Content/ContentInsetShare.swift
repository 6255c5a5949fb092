import BottomSheetCore

/// The part of the content's bottom safe-area inset that the sheet adds itself, so that the
/// content's safe area is ``SheetFrame/contentBottomInset`` (plus any inset the app adds),
/// wherever the sheet is.
///
/// UIKit works out a view controller's safe area from where its view sits. A sheet laid out
/// taller than it shows (``SheetFrame/layoutHeight``) hangs below the screen edge, so the
/// worked-out bottom inset then includes the part that hangs, whenever UIKit recomputes it. On
/// top of that UIKit adds the controller's `additionalSafeAreaInsets`, the property it gives
/// containers for the controllers they hold. Negative values work in practice, and the reported
/// inset is never below 0 (neither is documented, so rule 4 below allows for the clamp and
/// rule 5 bounds the share). The adapter keeps the sheet's share of that property here.
///
/// At each check the adapter passes the core's target, the content view's reported bottom inset
/// and the controller's current additional bottom inset.
/// ``update(target:reported:additional:viewHeight:)`` then answers the additional inset to set,
/// or nil to leave it as it is. The rules, in order:
/// 1. A value that is not a finite number changes nothing. A negative target counts as 0.
/// 2. An additional inset other than the one the sheet last set was set by the app: all of it is
///    the app's own from then on, and the sheet's share starts again from 0. (Set the property;
///    an app that adds to the sheet's value makes the sheet's old share its own.)
/// 3. The content should report the target plus the app's own inset (never below 0). A report
///    within ``tolerance`` of that changes nothing.
/// 4. A report of 0 while the additional inset is negative may be clamped (UIKit reports no
///    negative inset), so UIKit's part is unknown. The share first brings the whole additional
///    inset up to 0 or the app's own, whichever is larger, and the next report is exact.
/// 5. Otherwise the share becomes the target minus UIKit's part (the report minus the whole
///    additional inset). It is held within ±`viewHeight`, the most any bottom inset of that view
///    can be, so a system that ignored the share could not push it further at every check.
///
/// Fed again after each change it makes, it settles in at most two steps. A report that does not
/// change brings no further change. ``release(additional:)`` gives the app back exactly its own
/// inset.
///
/// ```swift
/// var share = ContentInsetShare()
/// if let value = share.update(
///   target: frame.contentBottomInset, reported: view.safeAreaInsets.bottom,
///   additional: controller.additionalSafeAreaInsets.bottom, viewHeight: view.bounds.height)
/// {
///   controller.additionalSafeAreaInsets.bottom = value
/// }
/// // When the sheet lets the controller go:
/// if let value = share.release(additional: controller.additionalSafeAreaInsets.bottom) {
///   controller.additionalSafeAreaInsets.bottom = value
/// }
/// ```
package struct ContentInsetShare: Sendable, Hashable {
  /// How close two insets must be to count as equal, in points.
  package static let tolerance = 0.001

  /// What the sheet adds to the controller's bottom inset now, in points (0 at first).
  package private(set) var bottom: Double = 0
  /// The additional bottom inset the sheet last set, if any.
  private var written: Double?

  /// A share of nothing, for a controller the sheet has not changed yet.
  package init() {}

  /// Reads the content's insets; answers the additional bottom inset the controller should have
  /// now, or nil when it should keep the one it has.
  ///
  /// - Parameters:
  ///   - target: The inset the content should have (``SheetFrame/contentBottomInset``), in
  ///     points.
  ///   - reported: The bottom inset the content's view reports now (UIKit:
  ///     `safeAreaInsets.bottom`), in points.
  ///   - additional: The controller's additional bottom inset now (UIKit:
  ///     `additionalSafeAreaInsets.bottom`), the sheet's share included, in points.
  ///   - viewHeight: The content view's height, in points: no share goes beyond it either way.
  package mutating func update(
    target: Double, reported: Double, additional: Double, viewHeight: Double
  ) -> Double? {
    guard target.isFinite, reported.isFinite, additional.isFinite else { return nil }
    if let written, abs(additional - written) > Self.tolerance {
      bottom = 0
      self.written = nil
    }
    let own = additional - bottom
    let goal = max(max(target, 0) + own, 0)
    guard abs(reported - goal) > Self.tolerance else { return nil }
    let next: Double
    if reported <= Self.tolerance, additional < 0 {
      next = max(-own, 0)
    } else {
      let limit = viewHeight.isFinite ? max(viewHeight, 0) : 0
      next = min(max(max(target, 0) - (reported - additional), -limit), limit)
    }
    guard abs(next - bottom) > Self.tolerance else { return nil }
    bottom = next
    written = own + next
    return own + next
  }

  /// Gives the controller its own inset back: answers the additional bottom inset it should have
  /// without the sheet (nil when it has it already). The share is 0 afterwards.
  ///
  /// - Parameter additional: The controller's additional bottom inset now, in points.
  package mutating func release(additional: Double) -> Double? {
    defer {
      bottom = 0
      written = nil
    }
    guard additional.isFinite, let written, abs(additional - written) <= Self.tolerance,
      bottom != 0
    else { return nil }
    return additional - bottom
  }
}
