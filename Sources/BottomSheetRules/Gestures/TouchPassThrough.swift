import BottomSheetCore

/// Which view takes a touch that lands outside a modal sheet, on its dimming view.
///
/// While the sheet blocks the screen behind it (`SheetFrame.passesTouchesThrough` is false) the
/// dimming takes the touch itself (a tap there is a tap outside the sheet). While it passes
/// touches through, the touch goes where it would go if the sheet were not there: first to the
/// presenting view controller's view (its own hit-test at that point), which covers the window
/// when it presents full screen; where that view answers nothing — a presenter that does not
/// fill the window, itself a page or form sheet, and a touch outside it — to the window's views
/// behind the sheet's container, front to back (the presenter's own sheet chrome, the screen
/// behind it). Only when none of them answers does the touch stay on the container, which
/// UIKit's hit-test then gives it. A sheet with no presenter to forward to (a persistent one,
/// whose container passes touches on by itself) leaves the touch to the views behind the
/// dimming in its own container.
///
/// | Passes through | Presenter | Presenter's view answers | Views behind the container answer | Takes the touch |
/// |---|---|---|---|---|
/// | no | – | – | – | the dimming |
/// | yes | yes | a view | – | the presenter's view |
/// | yes | yes | nil | a view | that view behind |
/// | yes | yes | nil | nil | nobody (UIKit's container) |
/// | yes | none (persistent) | – | – | nobody (its own container decides) |
///
/// The hit-tests are asked lazily and in that order: a presenter that answers is the only one
/// asked, so a full-screen presenter costs one hit-test as before.
///
/// ```swift
/// TouchPassThrough.target(
///   passesThrough: frame.passesTouchesThrough, own: { super.hitTest(point, with: event) },
///   presenter: { presenterView.hitTest(pointInPresenter, with: event) },
///   behind: { hitTestBehindContainer(point, event) })
/// ```
package enum TouchPassThrough {
  /// The view that takes the touch, or nil for none of these.
  ///
  /// - Parameters:
  ///   - passesThrough: Whether the sheet lets touches outside it through
  ///     (`SheetFrame.passesTouchesThrough`).
  ///   - own: The dimming's own hit-test: asked only when the sheet blocks.
  ///   - presenter: The presenting view's hit-test at the touch (answering nil when it has no
  ///     window, is in another, or does not cover the point); nil for a sheet with no presenter.
  ///   - behind: The hit-test of the window's views behind the sheet's container, front to
  ///     back; asked only when the presenter answered nil.
  package static func target<View>(
    passesThrough: Bool, own: () -> View?, presenter: (() -> View?)?, behind: () -> View?
  ) -> View? {
    guard passesThrough else { return own() }
    guard let presenter else { return nil }
    return presenter() ?? behind()
  }
}
