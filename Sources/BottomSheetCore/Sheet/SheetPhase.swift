/// What the sheet is doing at one instant.
///
/// Complete for good: a sheet is hidden, on its way in or out, held, moving on its own or at
/// rest, and any later behaviour (a catch, a paced move) is one of these. An app may switch
/// over it exhaustively.
@frozen
public enum SheetPhase: Sendable, Hashable {
  /// Not on screen (extent 0, not presented).
  case hidden
  /// Animating in after a present, toward its first detent.
  case presenting
  /// At rest on a detent.
  case resting
  /// Following a finger.
  case dragging
  /// Animating toward a detent after a release, a detent change or a layout change.
  case settling
  /// Animating out toward hidden.
  case dismissing
}
