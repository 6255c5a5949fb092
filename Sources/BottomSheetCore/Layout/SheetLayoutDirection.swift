/// Which way a navigation stack inside the sheet reads, so the edge pop and the slide mirror
/// for right-to-left languages.
///
/// Complete for good (a line of text reads one of two ways): an app may switch over it.
@frozen
public enum SheetLayoutDirection: Sendable, Hashable {
  /// Left to right: the pop starts at the left edge and slides the screen out to the right.
  case leftToRight
  /// Right to left: the pop starts at the right edge and slides the screen out to the left.
  case rightToLeft

  /// The sign that turns a leading-positive distance into a screen (right-positive) one.
  package var sign: Double { self == .leftToRight ? 1 : -1 }
}
