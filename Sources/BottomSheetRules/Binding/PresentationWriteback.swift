import BottomSheetCore

/// Carries ``PresentationBinding``'s writes to the app (``PresentationBinding/Command/setBinding(_:)``
/// and ``PresentationBinding/Command/callOnDismiss``) out of SwiftUI's view update: they wait for
/// the next main-queue turn, where the binding is written once, with the last value asked for,
/// and `onDismiss` runs once per sheet gone, after the write.
///
/// Until that turn the binding still reads its old value; ``binding(reads:)`` answers what the
/// rules should take it to say: the value on its way while the app has not written since it was
/// queued, the app's own value once it has (which drops the queued write: the app's later word
/// wins).
///
/// | Event | Inside an update? | Answer |
/// |---|---|---|
/// | ``Event/setBinding(_:binding:)`` | possibly (a removal, a re-selection) | queued, replacing an earlier one; ``Command/scheduleTurn`` once |
/// | ``Event/onDismiss`` | possibly (`dismantle…`) | counted; ``Command/scheduleTurn`` once |
/// | ``Event/turn(binding:)`` | never | ``Command/write(_:)`` if the app has not written meanwhile and the binding differs, then one ``Command/callOnDismiss`` per dismissal |
///
/// ```swift
/// var writeback = PresentationWriteback<Int>()
/// writeback.handle(.setBinding(nil, binding: 1))  // [.scheduleTurn]
/// writeback.binding(reads: 1)                     // nil: the write is on its way
/// writeback.handle(.turn(binding: 1))             // [.write(nil)]
/// ```
package struct PresentationWriteback<Identity: Hashable> {
  /// A queued write: the value to write, and the binding's value when it was queued.
  package private(set) var pending: (value: Identity?, over: Identity?)?
  /// How many `onDismiss` calls wait for the turn.
  package private(set) var owedDismissCalls = 0
  /// Whether a ``Command/scheduleTurn`` was sent whose turn has not come yet.
  package private(set) var isTurnScheduled = false

  /// Creates a writeback with nothing queued.
  package init() {}

  /// What the rules should take the binding to ask for when it reads `read`: the queued value
  /// while the app has not written since, else `read` (and the queued write is dropped).
  package mutating func binding(reads read: Identity?) -> Identity? {
    guard let pending else { return read }
    guard read == pending.over else {
      self.pending = nil
      return read
    }
    return pending.value
  }

  /// Applies `event` and returns what to do, in order.
  package mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .setBinding(let value, let binding):
      // A second write before the turn keeps the first one's starting point: the binding has
      // not been written in between.
      pending = (value, pending?.over ?? binding)
      return scheduleTurn()
    case .onDismiss:
      owedDismissCalls += 1
      return scheduleTurn()
    case .turn(let binding):
      isTurnScheduled = false
      var commands: [Command] = []
      if let pending, binding == pending.over, binding != pending.value {
        commands.append(.write(pending.value))
      }
      pending = nil
      commands += Array(repeating: .callOnDismiss, count: owedDismissCalls)
      owedDismissCalls = 0
      return commands
    }
  }

  private mutating func scheduleTurn() -> [Command] {
    guard !isTurnScheduled else { return [] }
    isTurnScheduled = true
    return [.scheduleTurn]
  }
}

extension PresentationWriteback: Sendable where Identity: Sendable {}

extension PresentationWriteback {
  /// Something the presentation rules asked for, or the turn arriving.
  package enum Event: Hashable {
    /// The rules asked to write `value` (nil: false or nil) while the binding reads `binding`.
    case setBinding(Identity?, binding: Identity?)
    /// The rules asked to call `onDismiss`.
    case onDismiss
    /// The turn asked for with ``Command/scheduleTurn`` came; the binding reads `binding`.
    case turn(binding: Identity?)
  }

  /// What the wrapper does.
  package enum Command: Hashable {
    /// Send ``Event/turn(binding:)`` on the next main-queue turn.
    case scheduleTurn
    /// Write the binding: nil for false or nil, else the identity of the sheet on screen.
    case write(Identity?)
    /// Call `onDismiss`.
    case callOnDismiss
  }
}

extension PresentationWriteback.Event: Sendable where Identity: Sendable {}
extension PresentationWriteback.Command: Sendable where Identity: Sendable {}
