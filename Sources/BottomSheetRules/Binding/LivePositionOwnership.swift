import BottomSheetCore

/// Which sheet an observer hub follows when several sheets report to it: sibling sheet modifiers
/// under one `onBottomSheetPositionChange` (`Group { A().bottomSheet(…); B().persistentBottomSheet(…) }`)
/// share its hub, and an observer that heard both sheets' frames interleaved would jump between
/// their heights on every display frame (a map's padding flickers). The sheet that starts moving
/// first owns the hub until it comes to rest, hides or leaves; meanwhile the other sheets' frames
/// are dropped. With no owner, any sheet's frame is delivered.
///
/// | Event | No owner | `source` owns the hub | Another source owns it |
/// |---|---|---|---|
/// | ``Event/moved(_:phase:)``, moving (presenting, dragging, settling, dismissing) | ``Command/deliver``; `source` owns it | ``Command/deliver`` | dropped (nil) |
/// | ``Event/moved(_:phase:)``, resting or hidden | ``Command/deliver`` | ``Command/deliver``; released | dropped (nil) |
/// | ``Event/left(_:)`` | nothing | released | nothing |
///
/// ```swift
/// var ownership = LivePositionOwnership<Int>()
/// ownership.handle(.moved(1, phase: .dragging))  // .deliver: sheet 1 owns the hub
/// ownership.handle(.moved(2, phase: .settling))  // nil: sheet 2's frame is dropped
/// ownership.handle(.moved(1, phase: .resting))   // .deliver: sheet 1 rests, the hub is free
/// ownership.handle(.moved(2, phase: .settling))  // .deliver: sheet 2 owns it now
/// ```
package struct LivePositionOwnership<Source: Hashable & Sendable>: Sendable, Hashable {
  /// The source whose frames the hub follows while it moves, if any.
  package private(set) var owner: Source?

  /// Creates the rule with no owner: the first frame from any source is delivered.
  package init() {}

  /// Applies `event` and returns what to do with the frame it carries, if anything.
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .moved(let source, let phase):
      guard owner == nil || owner == source else { return nil }
      owner = Self.isMoving(phase) ? source : nil
      return .deliver
    case .left(let source):
      if owner == source { owner = nil }
      return nil
    }
  }

  /// Whether a sheet in `phase` is on its way somewhere (and so holds the hub), rather than at
  /// rest on a detent or off screen.
  package static func isMoving(_ phase: SheetPhase) -> Bool {
    switch phase {
    case .presenting, .dragging, .settling, .dismissing: true
    case .resting, .hidden: false
    }
  }
}

extension LivePositionOwnership {
  /// What a hub reports.
  package enum Event: Sendable, Hashable {
    /// `source` drew its sheet at a new position, in `phase`.
    case moved(Source, phase: SheetPhase)
    /// `source` stopped reporting to the hub: its sheet modifier went away, or now reports to
    /// another hub.
    case left(Source)
  }

  /// What the hub does.
  package enum Command: Sendable, Hashable {
    /// Hand the frame to the hub's observers.
    case deliver
  }
}
