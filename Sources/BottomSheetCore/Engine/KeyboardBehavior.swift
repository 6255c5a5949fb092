/// What the sheet does when the keyboard appears.
public struct KeyboardBehavior: Sendable, Hashable {
  enum Representation: Sendable, Hashable {
    case lift
    case expandToLargest
    case ignore
  }

  let representation: Representation

  /// The sheet rests on the keyboard at the same detent, shrinking if the room left is smaller
  /// (the default).
  public static let lift = KeyboardBehavior(representation: .lift)
  /// The sheet rests on the keyboard and moves to its largest detent, as a search sheet does.
  public static let expandToLargest = KeyboardBehavior(representation: .expandToLargest)
  /// The keyboard covers the sheet; the content handles it (e.g. with scroll insets).
  public static let ignore = KeyboardBehavior(representation: .ignore)

  /// Whether the keyboard raises the sheet's base line.
  public var lifts: Bool { representation != .ignore }
}
