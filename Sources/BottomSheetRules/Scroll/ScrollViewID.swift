import BottomSheetCore

/// Identifies a scroll view inside the sheet (the UIKit adapter derives it from the view's
/// `ObjectIdentifier`).
package struct ScrollViewID: Sendable, Hashable {
  /// The raw value.
  package let rawValue: Int

  /// Creates an identifier.
  package init(_ rawValue: Int) {
    self.rawValue = rawValue
  }
}
