extension Detent {
  /// The stable name of a detent.
  ///
  /// ```swift
  /// extension Detent.Identifier { static let peek: Self = "peek" }
  /// ```
  public struct Identifier: Sendable, Hashable, Codable, RawRepresentable,
    ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The name.
    public let rawValue: String

    /// Creates an identifier from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from its name.
    package init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
      self.rawValue = value
    }

    /// The name.
    public var description: String { rawValue }

    /// The identifier of ``Detent/fitting``.
    public static let fitting: Identifier = "fitting"
    /// The identifier of ``Detent/medium``.
    public static let medium: Identifier = "medium"
    /// The identifier of ``Detent/large``.
    public static let large: Identifier = "large"
    /// The identifier of ``Detent/collapsed``.
    public static let collapsed: Identifier = "collapsed"
  }
}
