/// What a "dismiss whichever presentation I am in" action closes
/// (``DismissalScope/target(hasFallback:)``).
package enum DismissalTarget: Sendable, Hashable {
  /// The modal bottom sheet the view is in.
  case bottomSheet
  /// The caller's fallback, typically SwiftUI's `dismiss`.
  case fallback
  /// Nothing.
  case nothing
}
