import BottomSheetCore

/// When a persistent sheet (one in a container over a background, never dismissed by the
/// user) first appears, and what the app's show and hide requests do before that.
///
/// The sheet first appears at rest, without animation, on the first layout pass that finds the
/// container in a window: only then do its size and safe area hold their real values, so the
/// detents resolve once, right. Until then the app's ``appSetHidden(_:animated:)`` is remembered,
/// not sent (the sheet would resolve against a container of zero size): the last request wins,
/// and a sheet the app hid before it appeared stays hidden. After the first appearance requests
/// go to the engine as they come. The adapter forwards layout passes and requests and sends the
/// ``SheetInput`` each returns; it keeps no state of its own.
///
/// | Call | Appeared before | App asked hidden | Returns | Appeared after |
/// |---|---|---|---|---|
/// | `layoutPass(isInWindow: false)` | any | any | nil | unchanged |
/// | `layoutPass(isInWindow: true)` | no | no | `present(animated: false)` | yes |
/// | `layoutPass(isInWindow: true)` | no | yes | nil (stays hidden) | yes |
/// | `layoutPass(isInWindow: true)` | yes | any | nil | yes |
/// | `appSetHidden(h, animated: a)` | no | – | nil (remembered) | no |
/// | `appSetHidden(true, animated: a)` | yes | – | `dismiss(animated: a)` | yes |
/// | `appSetHidden(false, animated: a)` | yes | – | `present(animated: a)` | yes |
package struct PersistentSheetAppearance: Sendable {
  /// Whether the sheet has made its first appearance.
  package private(set) var hasAppeared = false
  /// Whether the app asked for the sheet hidden before its first appearance.
  package private(set) var isHiddenByApp = false

  /// Creates the state of a container that has not appeared yet.
  package init() {}

  /// The container laid out its views; `isInWindow` says whether it is in a window (so its
  /// size and safe area are real). Returns the input to send, if any.
  package mutating func layoutPass(isInWindow: Bool) -> SheetInput? {
    guard isInWindow, !hasAppeared else { return nil }
    hasAppeared = true
    return isHiddenByApp ? nil : .present(animated: false)
  }

  /// The app asked to hide or show the sheet. Returns the input to send, if any.
  package mutating func appSetHidden(_ hidden: Bool, animated: Bool) -> SheetInput? {
    guard hasAppeared else {
      isHiddenByApp = hidden
      return nil
    }
    return hidden ? .dismiss(animated: animated) : .present(animated: animated)
  }
}
