import BottomSheetCore

/// Which views the sheets of a stack hide from VoiceOver together: each sheet says the whole
/// set it wants hidden (``set(_:hides:isHiddenElsewhere:)``), and a view stays hidden while any
/// sheet wants it, is shown again only when the last one lets go, and is never touched when
/// something else had hidden it first (the app's own `accessibilityElementsHidden`).
///
/// A sheet answers for its own wish, never for another's: a lower sheet that stops blocking
/// under a blocking upper one lets go of the screen, and the screen stays hidden because the
/// upper sheet wants it too. Generic over the view and the sheet, so the rule is tested here
/// and the UIKit adapter keeps one for its views and presentation controllers.
///
/// ```swift
/// var hiding = SharedHiding<String, Int>()
/// hiding.set(1, hides: ["screen"]) { _ in false }              // hide ["screen"]
/// hiding.set(2, hides: ["screen", "lower"]) { _ in false }     // hide ["lower"]
/// hiding.set(1, hides: []) { _ in false }                      // nothing: 2 still hides "screen"
/// hiding.set(2, hides: []) { _ in false }                      // show ["screen", "lower"]
/// ```
package struct SharedHiding<View: Hashable, Owner: Hashable> {
  /// The views hidden here, each with the sheets that want it hidden.
  package private(set) var owners: [View: Set<Owner>] = [:]

  /// Nothing hidden.
  package init() {}

  /// What to change on the views.
  package struct Change: Equatable {
    /// The views to hide now.
    package var hide: [View] = []
    /// The views to show again now.
    package var show: [View] = []
  }

  /// `owner` wants exactly `views` hidden from now on (an empty list: it lets go of all);
  /// `isHiddenElsewhere` says whether a view not hidden here is hidden already (it is then
  /// left alone, now and when the sheets let go). Returns the views to hide and to show, in
  /// the order given and then in no particular order.
  @discardableResult
  package mutating func set(
    _ owner: Owner, hides views: [View], isHiddenElsewhere: (View) -> Bool
  ) -> Change {
    var change = Change()
    let wanted = Set(views)
    for view in views where owners[view]?.contains(owner) != true {
      if var current = owners[view] {
        current.insert(owner)
        owners[view] = current
      } else if !isHiddenElsewhere(view) {
        owners[view] = [owner]
        change.hide.append(view)
      }
    }
    for (view, current) in owners where current.contains(owner) && !wanted.contains(view) {
      var remaining = current
      remaining.remove(owner)
      if remaining.isEmpty {
        owners[view] = nil
        change.show.append(view)
      } else {
        owners[view] = remaining
      }
    }
    return change
  }
}

extension SharedHiding: Sendable where View: Sendable, Owner: Sendable {}
