import BottomSheetCore

/// Where a SwiftUI view stands as far as dismissing goes: outside any bottom sheet, in the
/// content of a modal bottom sheet, or in a persistent one.
///
/// A bottom sheet's content sees the presenting view's environment, so SwiftUI's own
/// `@Environment(\.dismiss)` and `@Environment(\.isPresented)` there describe the presenter's
/// presentation, not the sheet. The scope is what the sheet knows instead; ``isPresented``,
/// ``isInBottomSheet`` and ``target(hasFallback:)`` are the answers a view builds on:
///
/// ```swift
/// switch scope.target(hasFallback: true) {
/// case .bottomSheet: dismissTheBottomSheet()
/// case .fallback: systemDismiss()
/// case .nothing: break
/// }
/// ```
package enum DismissalScope: Sendable, Hashable, CaseIterable {
  /// Not inside a bottom sheet: the view may be on a plain screen, pushed, or in a system sheet.
  case outsideBottomSheet
  /// In the content of a sheet presented with `.bottomSheet(isPresented:)` or `(item:)`.
  case modalBottomSheet
  /// In the sheet of `.persistentBottomSheet`, which its content cannot dismiss.
  case persistentBottomSheet

  /// Whether the view is inside a bottom sheet, modal or persistent.
  package var isInBottomSheet: Bool {
    self != .outsideBottomSheet
  }

  /// Whether the view is in a presented bottom sheet: the sheet's own "is presented", true only
  /// in a modal sheet (a persistent sheet is part of the screen, not a presentation).
  package var isPresented: Bool {
    self == .modalBottomSheet
  }

  /// Which presentation a "dismiss whichever I am in" action closes.
  ///
  /// A modal bottom sheet closes itself; outside bottom sheets the fallback (SwiftUI's
  /// `dismiss`, which pops a pushed screen or closes a system sheet) runs when there is one. In
  /// a persistent sheet nothing happens: its content cannot dismiss it, and the fallback would
  /// close whatever holds the sheet's screen.
  ///
  /// - Parameter hasFallback: Whether the caller passed a system action to fall back on.
  package func target(hasFallback: Bool) -> DismissalScope.Target {
    switch self {
    case .modalBottomSheet: return .bottomSheet
    case .persistentBottomSheet: return .nothing
    case .outsideBottomSheet: return hasFallback ? .fallback : .nothing
    }
  }
}

extension DismissalScope {
  /// What a "dismiss whichever presentation I am in" action closes
  /// (``DismissalScope/target(hasFallback:)``).
  package enum Target: Sendable, Hashable {
    /// The modal bottom sheet the view is in.
    case bottomSheet
    /// The caller's fallback, typically SwiftUI's `dismiss`.
    case fallback
    /// Nothing.
    case nothing
  }
}
