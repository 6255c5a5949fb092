/// Identifies a scroll view inside the sheet (the UIKit adapter derives it from the view's
/// `ObjectIdentifier`).
public struct ScrollViewID: Sendable, Hashable {
  /// The raw value.
  public let rawValue: Int

  /// Creates an identifier.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }
}
