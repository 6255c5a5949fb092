/// The detent a frame should report: none (hidden, or heading for hidden) or a named one.
package enum DetentExpectation: Sendable, Hashable {
  /// No detent (`null` in a file).
  case none
  /// The detent with this identifier.
  case named(String)
}
