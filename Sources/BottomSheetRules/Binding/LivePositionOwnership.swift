import BottomSheetCore

/// Which sheet an observer hub follows when several sheets report to it: sibling sheet modifiers
/// under one `onBottomSheetPositionChange` (`Group { A().bottomSheet(…); B().persistentBottomSheet(…) }`)
/// share its hub, and an observer that heard both sheets' frames interleaved would jump between
/// their heights on every display frame (a map's padding flickers). The sheet that starts moving
/// first owns the hub until it comes to rest, hides or leaves; meanwhile the other sheets' frames
/// are dropped. With no owner, any sheet's frame is delivered. When the owner hides or leaves
/// while another sheet's frames were dropped and that sheet is still on screen, the hub hands
/// out that sheet's latest frame again (``Command/deliverAndRestore(_:)``,
/// ``Command/restore(_:)``), so an observer does not keep a hidden sheet's height while another
/// sheet shows.
///
/// | Event | No owner | `source` owns the hub | Another source owns it |
/// |---|---|---|---|
/// | ``Event/moved(_:phase:)``, moving (presenting, dragging, settling, dismissing) | ``Command/deliver``; `source` owns it | ``Command/deliver`` | dropped (nil) |
/// | ``Event/moved(_:phase:)``, resting or hidden | ``Command/deliver`` | ``Command/deliver``; released | dropped (nil) |
/// | … hidden, another sheet's frames dropped meanwhile and it is on screen | — | ``Command/deliverAndRestore(_:)`` that sheet; released | — |
/// | ``Event/left(_:)`` | nothing | released; ``Command/restore(_:)`` a sheet on screen whose frames were dropped | nothing |
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
  /// The sheet whose latest frame was dropped while the owner held the hub and which was not
  /// hidden then, if any: the one to show again when the owner goes.
  package private(set) var waiting: Source?

  /// Creates the rule with no owner: the first frame from any source is delivered.
  package init() {}

  /// Applies `event` and returns what to do with the frame it carries, if anything.
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .moved(let source, let phase):
      guard owner == nil || owner == source else {
        if phase != .hidden {
          waiting = source
        } else if waiting == source {
          waiting = nil
        }
        return nil
      }
      if waiting == source { waiting = nil }
      let released = owner == source && !Self.isMoving(phase)
      owner = Self.isMoving(phase) ? source : nil
      guard released, phase == .hidden, let waiting else { return .deliver }
      self.waiting = nil
      return .deliverAndRestore(waiting)
    case .left(let source):
      if waiting == source { waiting = nil }
      guard owner == source else { return nil }
      owner = nil
      guard let waiting else { return nil }
      self.waiting = nil
      return .restore(waiting)
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
    /// Hand the frame to the observers, then the latest frame of the sheet `Source` again.
    case deliverAndRestore(Source)
    /// Hand the observers the latest frame of the sheet `Source` again.
    case restore(Source)
  }
}
