import BottomSheetCore

/// When a wrapper hands the sheet's live position to the app's observers: at once, on the
/// frame that moved it, so a view that follows the sheet (a map's bottom padding) moves in the
/// same display frame, except while any of the wrapper's views is inside a SwiftUI view update
/// (a frame drawn because an update applied new detents, or another sheet's update that covers
/// this one and steps it down), where an observer writing its state would modify state during
/// the update: then it waits for the next main-queue turn, and however many frames come before
/// that turn, the observers hear only the latest, once.
///
/// Whether an update is under way is not one sheet's to know: every wrapper view counts its
/// updates in one ``ViewUpdateNesting`` that all sheets read.
///
/// | Event | Inside an update | Outside |
/// |---|---|---|
/// | ``Event/moved(insideUpdate:)`` | ``Command/scheduleTurn`` (once until the turn) | ``Command/deliver`` |
/// | ``Event/turn(insideUpdate:)`` | ``Command/scheduleTurn`` if a position waits | ``Command/deliver`` if a position waits |
///
/// ```swift
/// var delivery = LivePositionDelivery()
/// delivery.handle(.moved(insideUpdate: true))   // .scheduleTurn
/// delivery.handle(.turn(insideUpdate: false))   // .deliver
/// ```
package struct LivePositionDelivery: Sendable, Hashable {
  /// Whether a position waits for the turn.
  package private(set) var isWaiting = false
  /// Whether a ``Command/scheduleTurn`` was sent whose turn has not come.
  package private(set) var isTurnScheduled = false

  /// Creates the rule with nothing waiting.
  package init() {}

  /// Applies `event` and returns what to do, if anything (one command at most, so a frame
  /// allocates nothing).
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .moved(let insideUpdate):
      guard insideUpdate else {
        isWaiting = false
        return .deliver
      }
      isWaiting = true
      guard !isTurnScheduled else { return nil }
      isTurnScheduled = true
      return .scheduleTurn
    case .turn(let insideUpdate):
      isTurnScheduled = false
      guard isWaiting else { return nil }
      guard !insideUpdate else {
        // Still inside an update (a turn cannot normally come then): ask again.
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
    /// The sheet was drawn at a new position; `insideUpdate`: any wrapper view is inside a
    /// view update now (``ViewUpdateNesting/isInside``).
    case moved(insideUpdate: Bool)
    /// The turn asked for with ``Command/scheduleTurn`` came.
    case turn(insideUpdate: Bool)
  }

  /// What the wrapper does.
  package enum Command: Sendable, Hashable {
    /// Hand the sheet's latest position to the observers now.
    case deliver
    /// Send ``Event/turn(insideUpdate:)`` on the next main-queue turn.
    case scheduleTurn
  }
}

/// How many of the wrapper's SwiftUI view updates (`make…`/`update…`/`dismantle…`) are under
/// way, across all sheets: they nest, through a layout or a presentation that one update starts
/// and that draws another sheet.
package struct ViewUpdateNesting: Sendable, Hashable {
  /// How many updates have begun and not ended.
  package private(set) var depth = 0

  /// None under way.
  package init() {}

  /// Whether any update is under way.
  package var isInside: Bool { depth > 0 }

  /// An update began.
  package mutating func began() { depth += 1 }

  /// An update ended; an end with none begun changes nothing.
  package mutating func ended() { depth = max(0, depth - 1) }
}
