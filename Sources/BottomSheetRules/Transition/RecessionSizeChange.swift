import BottomSheetCore

/// How a receding presenter is carried through a change of its container's size (a rotation, a
/// split-view resize).
///
/// UIKit resizes the presenting view inside the change's animation, and a transformed view's
/// frame is undefined (UIView.h), so the adapter puts the presenter's model transform back at
/// rest while the change lasts and shows the recession with explicit layer animations instead:
/// held where it was when the change began, then animated along with the change to the latest
/// recession the core answered for the new size, then applied to the model again when the change
/// ends. This rule says which of those to do; the adapter only turns a recession into a
/// transform and a corner radius.
///
/// | event | answer |
/// | --- | --- |
/// | `began(onScreen:)`, receded | `hold(onScreen)`: show it while the model is at rest |
/// | `began(onScreen:)`, at rest | nothing: there is nothing to hold |
/// | `answered(_:)` during a change | nothing: kept as the change's target |
/// | `animate` | `animate(from:to:)`, from the recession at the start (`.none` at rest) to the latest, unless both are at rest |
/// | `ended` | `applyLatest`: drop the animations and apply the latest to the model |
/// | `released` | nothing more: the presenter was put back |
package struct RecessionSizeChange: Sendable, Hashable {
  /// What happened to the container or the sheet.
  package enum Event: Sendable, Hashable {
    /// The container is about to change size, with `onScreen` showing.
    case began(onScreen: PresenterRecession)
    /// The core answered a recession for a frame.
    case answered(PresenterRecession)
    /// The change's animation block runs (the views have their new size).
    case animate
    /// The change completed.
    case ended
    /// The sheet let the presenter go (dismissed, or its presentation cancelled).
    case released
  }

  /// What the adapter does.
  package enum Command: Sendable, Hashable {
    /// Put the model transform at rest and show `recession` on the layer until the change's
    /// animation takes over.
    case hold(PresenterRecession)
    /// Animate what shows from `from` to `to` (`.none` meaning at rest) with the change's
    /// duration and curve; from rest, the presenter's own properties are saved first.
    case animate(from: PresenterRecession, to: PresenterRecession)
    /// Remove the change's animations and apply the latest recession to the model.
    case applyLatest
  }

  /// Whether a size change is under way: the adapter then applies no recession to the model.
  package private(set) var isChanging = false
  /// What showed when the change began.
  private var start = PresenterRecession.none
  /// The latest recession the core answered during the change.
  package private(set) var latest = PresenterRecession.none

  /// No change under way.
  package init() {}

  /// Takes `event` and answers what to do, if anything.
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .began(let onScreen):
      guard !isChanging else { return nil }
      isChanging = true
      start = onScreen
      latest = onScreen
      return onScreen.isReceded ? .hold(onScreen) : nil
    case .answered(let recession):
      if isChanging { latest = recession }
      return nil
    case .animate:
      guard isChanging, start.isReceded || latest.isReceded else { return nil }
      let from = start
      // What shows from here on is the animation's: a second animate block starts from it.
      start = latest
      return .animate(from: from, to: latest)
    case .ended:
      guard isChanging else { return nil }
      isChanging = false
      return .applyLatest
    case .released:
      start = .none
      latest = .none
      return nil
    }
  }
}
