import BottomSheetCore

/// The height a sheet's plain content (not a navigation stack) gives `.fitting`, and when its
/// layout is measured again: the navigation screen's rule (``NavigationScreen/remeasuredHeight(current:preferred:barHeight:canFit:fitting:)``,
/// with no bar) over ``FittingRemeasurement``'s timing.
///
/// - A preferred height the content gives (its `preferredContentSize.height`, above 0) wins;
///   the layout is not measured.
/// - Else its compressed fitting height at the content's width at a partial detent
///   (``SheetEngine/fittingContentWidth``),
///   measured only when the content can be measured (its view is loaded and the sheet has a
///   width) and it never was at this width and revision: the first time, when the width
///   changes, and after ``contentChanged()`` (its constraints or its preferred size changed).
/// - A height within ``NavigationScreen/measurementTolerance`` of the one sent last is not sent
///   again.
///
/// ```swift
/// var fitting = ContentFitting()
/// fitting.height(preferred: 0, width: 0) { 240 }     // nil: no width yet, nothing to send
/// fitting.height(preferred: 0, width: 390) { 240 }   // 240: measured
/// fitting.height(preferred: 0, width: 390) { 240 }   // nil: not measured again
/// fitting.contentChanged()
/// fitting.height(preferred: 0, width: 390) { 300 }   // 300: its constraints changed
/// fitting.height(preferred: 320, width: 390) { 300 } // 320: a preferred height wins
/// ```
package struct ContentFitting: Sendable, Hashable {
  /// When the layout was last measured.
  private var remeasurement = FittingRemeasurement()
  /// The height last answered, in points; nil before the first.
  package private(set) var sentHeight: Double?

  /// Creates a rule that has measured and sent nothing.
  package init() {}

  /// The content reported a change (its constraints' fitting size or its preferred size): the
  /// next ``height(preferred:width:fitting:)`` measures again.
  package mutating func contentChanged() {
    remeasurement.contentChanged()
  }

  /// The app invalidated the detents (`invalidateDetents()`, after
  /// `UISheetPresentationController.invalidateDetents()`): the layout is measured again, as
  /// after ``contentChanged()``, and the answer is the height to send whether or not it
  /// changed, so the engine resolves every detent again (an app's custom resolver may read state
  /// that changed while the height did not). A height that did not change, or content that
  /// cannot be measured now, answers `current`, the content height the engine has.
  ///
  /// - Parameters:
  ///   - preferred: The content's preferred height, in points (as for
  ///     ``height(preferred:width:fitting:)``).
  ///   - width: The width the content is measured at, in points; 0 when it cannot be measured.
  ///   - current: The content height the engine resolves its detents with now, in points.
  ///   - fitting: The content's compressed fitting height at `width`, in points.
  package mutating func invalidated(
    preferred: Double, width: Double, current: Double, fitting: () -> Double
  ) -> Double {
    contentChanged()
    return height(preferred: preferred, width: width, fitting: fitting) ?? current
  }

  /// The content height to send now, in points, or nil when there is nothing new to send.
  ///
  /// - Parameters:
  ///   - preferred: The content's preferred height, in points (0, negative or not finite: none).
  ///   - width: The width the content is measured at (``SheetEngine/fittingContentWidth``), in
  ///     points; 0 when it cannot be measured (its view is not loaded, the sheet has no width).
  ///   - fitting: The content's compressed fitting height at `width`, in points, without its
  ///     safe area; called only when the rule measures.
  package mutating func height(
    preferred: Double, width: Double, fitting: () -> Double
  ) -> Double? {
    let hasPreferred = preferred.isFinite && preferred > 0
    // A preferred height is no measurement: once it goes, the layout is measured afresh.
    if hasPreferred { remeasurement = FittingRemeasurement() }
    let measures = !hasPreferred && remeasurement.needsMeasurement(width: width)
    guard
      let height = NavigationScreen.remeasuredHeight(
        current: sentHeight, preferred: preferred, barHeight: 0, canFit: measures,
        fitting: fitting)
    else { return nil }
    sentHeight = height
    return height
  }
}
