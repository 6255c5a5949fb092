import BottomSheetCore

/// When a wrapper hands the sheet's live position to the app's observers: at once, on the
/// frame that moved it, so a view that follows the sheet (a map's bottom padding) moves in the
/// same display frame, except while the wrapper is inside a SwiftUI view update (a frame drawn
/// because an update applied new detents), where an observer writing its state would modify
/// state during the update: then it waits for the next main-queue turn, and however many
/// frames come before that turn, the observers hear only the latest, once.
///
/// | Event | Inside an update | Outside |
/// |---|---|---|
/// | ``Event/moved`` | ``Command/scheduleTurn`` (once until the turn) | ``Command/deliver`` |
/// | ``Event/turn`` | — | ``Command/deliver`` if a position waits |
///
/// ```swift
/// var delivery = LivePositionDelivery()
/// delivery.handle(.updateBegan)  // nil
/// delivery.handle(.moved)        // .scheduleTurn
/// delivery.handle(.updateEnded)  // nil
/// delivery.handle(.turn)         // .deliver
/// ```
package struct LivePositionDelivery: Sendable, Hashable {
  /// How many updates the wrapper is inside (`make…`/`update…` can nest through a layout).
  package private(set) var updateDepth = 0
  /// Whether a position waits for the turn.
  package private(set) var isWaiting = false
  /// Whether a ``Command/scheduleTurn`` was sent whose turn has not come.
  package private(set) var isTurnScheduled = false

  /// Creates the rule outside any update, with nothing waiting.
  package init() {}

  /// Applies `event` and returns what to do, if anything (one command at most, so a frame
  /// allocates nothing).
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .updateBegan:
      updateDepth += 1
      return nil
    case .updateEnded:
      updateDepth = max(0, updateDepth - 1)
      return nil
    case .moved:
      guard updateDepth > 0 else {
        isWaiting = false
        return .deliver
      }
      isWaiting = true
      guard !isTurnScheduled else { return nil }
      isTurnScheduled = true
      return .scheduleTurn
    case .turn:
      isTurnScheduled = false
      guard isWaiting, updateDepth == 0 else {
        // Still inside an update (a turn cannot normally come then): ask again.
        guard isWaiting else { return nil }
        isTurnScheduled = true
        return .scheduleTurn
      }
      isWaiting = false
      return .deliver
    }
  }
}

extension LivePositionDelivery {
  /// What the wrapper reports.
  package enum Event: Sendable, Hashable {
    /// The wrapper entered `make…`/`update…`/`dismantle…`.
    case updateBegan
    /// The wrapper left it.
    case updateEnded
    /// The sheet was drawn at a new position.
    case moved
    /// The turn asked for with ``Command/scheduleTurn`` came.
    case turn
  }

  /// What the wrapper does.
  package enum Command: Sendable, Hashable {
    /// Hand the sheet's latest position to the observers now.
    case deliver
    /// Send ``Event/turn`` on the next main-queue turn.
    case scheduleTurn
  }
}
