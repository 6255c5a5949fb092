/// What the sheet does when the keyboard appears.
///
/// The rule for the sheet's top: with ``lift`` (and ``expandToLargest``) the keyboard raises the
/// sheet's base line, and the sheet's top (its extent plus the lift) never goes above the
/// largest height the sheet may take (below the top safe area and the top gap). A sheet whose
/// extent fits above the keyboard rides up on it unchanged. A sheet that would not fit (it is
/// at, or near, the largest height) shrinks instead, by exactly as much as the keyboard rises,
/// with the keyboard's own duration and curve, so its top stays still; when the keyboard
/// leaves, the extent comes back the same way. A grab or another input during that glide takes
/// the sheet from where it is on screen.
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
  package var lifts: Bool { representation != .ignore }
}
