import BottomSheetCore

/// The handshake between an edge swipe that starts an interactive pop and the host's pop call
/// it makes, so the pop reaches the stack's ``NavigationSizing`` once.
///
/// The edge swipe begins the pop in the sizing first (``NavigationSizing/interactivePopBegan(at:)``,
/// which follows the finger), then asks the host to pop (UIKit's `popViewController`). The
/// host's pop call is also how the app pops, and that one must reach the sizing
/// (``NavigationSizing/pop(animated:at:)``). The adapter forwards the three moments; it keeps
/// no state of its own.
///
/// | Call | Awaiting before | Returns | Awaiting after |
/// |---|---|---|---|
/// | `edgeSwipeBegan(accepted: true)` | any | true: ask the host to pop | yes |
/// | `edgeSwipeBegan(accepted: false)` | any | false: do nothing | no |
/// | `hostPopRequested()` | yes | false: the sizing already began this pop | no |
/// | `hostPopRequested()` | no | true: the app's pop, tell the sizing | no |
/// | `hostPopReturned()` | any | – | no |
///
/// ```swift
/// if popStart.edgeSwipeBegan(accepted: sizing.interactivePopBegan(at: now)) {
///   navigationController.popViewController(animated: true)  // calls hostPopRequested()
///   popStart.hostPopReturned()
/// }
/// ```
package struct InteractivePopStart: Sendable {
  /// Whether the edge swipe's own pop call is still to come.
  package private(set) var isAwaitingHostPop = false

  /// Creates the handshake with no edge swipe under way.
  package init() {}

  /// An edge swipe began and the sizing `accepted` it as an interactive pop (or not). Returns
  /// whether the adapter asks the host to pop now.
  package mutating func edgeSwipeBegan(accepted: Bool) -> Bool {
    isAwaitingHostPop = accepted
    return accepted
  }

  /// The host's pop was called. Returns whether the adapter tells the sizing: false for the pop
  /// the edge swipe asked for (the sizing began it already), true for every other pop.
  package mutating func hostPopRequested() -> Bool {
    defer { isAwaitingHostPop = false }
    return !isAwaitingHostPop
  }

  /// The edge swipe's pop call returned: whatever the host did with it, the next pop is the
  /// app's.
  package mutating func hostPopReturned() {
    isAwaitingHostPop = false
  }
}
