import BottomSheetCore

/// Keeps a selected-detent binding and its sheet in step without ever writing the binding
/// during a SwiftUI view update: the wrapper forwards each ``DetentBindingSync/Event`` to
/// ``handle(_:)`` and carries out the ``DetentBindingSync/Command``s in order.
///
/// | What happens | Inside an update? | What the rule does |
/// |---|---|---|
/// | The app wrote the binding (an ``Event/update(binding:sheet:available:)`` or a ``Event/turn(binding:sheet:)`` reads a value other than the one last read) | either | ``Command/select(_:)`` when the sheet has that detent and is elsewhere; a value the sheet cannot take (nil, a detent it does not have) is answered with the sheet's own, at the next turn |
/// | … while a finger holds the sheet | either | remembered; at the first turn after the finger lifts, the sheet goes to the app's detent from wherever the release sent it (the app's last word is not lost) |
/// | The sheet picked another detent (a re-selection because its detent went away, a release, a move) | possibly | a write is owed: ``Command/scheduleTurn`` once, however many changes come before the turn |
/// | The main-queue turn comes | never | one ``Command/write(_:)`` at most, of the sheet's detent at that moment, only when the binding says otherwise and no finger holds the sheet |
/// | The finger lifts | never | a write is owed, so the binding takes the detent the sheet settles at |
/// | The modified view leaves (`dismantle`) | yes | nothing more is written |
///
/// So no write ever happens inside `make…`, `update…` or `dismantle…` (only a turn writes),
/// several changes between two turns cost one write that reads the sheet as it is then, and
/// once the sheet rests and the turns have come, the binding names the sheet's detent.
///
/// ```swift
/// var sync = DetentBindingSync()
/// sync.handle(.update(binding: .medium, sheet: .medium, available: [.medium, .large]))  // []
/// sync.handle(.sheetChangedDetent)                          // [.scheduleTurn]
/// sync.handle(.turn(binding: .medium, sheet: .large))       // [.write(.large)]
/// ```
package struct DetentBindingSync: Sendable, Hashable {
  /// The binding's value when last read (or last written by this rule).
  package private(set) var seenBinding: Detent.Identifier?
  /// Whether the binding was read at all.
  package private(set) var hasSeenBinding = false
  /// The sheet's detents at the last update.
  package private(set) var available: [Detent.Identifier] = []
  /// Whether a finger holds the sheet.
  package private(set) var isHeld = false
  /// The app's write that came while a finger held the sheet, applied when it lifts.
  package private(set) var wantedAfterRelease: Detent.Identifier??
  /// Whether the binding is owed the sheet's detent at the next turn.
  package private(set) var isWriteOwed = false
  /// Whether a ``Command/scheduleTurn`` was sent whose ``Event/turn(binding:sheet:)`` has not
  /// come yet.
  package private(set) var isTurnScheduled = false
  /// Whether the modified view left; nothing is written any more.
  package private(set) var isRemoved = false

  /// Creates the rule before the binding was read.
  package init() {}

  /// Applies `event` and returns what to do, in order.
  package mutating func handle(_ event: Event) -> [Command] {
    guard !isRemoved else { return [] }
    switch event {
    case .update(let binding, let sheet, let available):
      self.available = available
      return read(binding: binding, sheet: sheet)
    case .sheetChangedDetent:
      return oweWrite()
    case .frameDrawn(let isHeld):
      guard isHeld != self.isHeld else { return [] }
      self.isHeld = isHeld
      // The finger lifted: the binding is owed where the sheet settles (or, at the turn, the
      // sheet goes where the app asked meanwhile).
      return isHeld ? [] : oweWrite()
    case .turn(let binding, let sheet):
      isTurnScheduled = false
      var commands: [Command] = []
      if hasSeenBinding, binding != seenBinding {
        // The app wrote since the last update: its value wins over the sheet's report.
        commands = read(binding: binding, sheet: sheet)
      } else if !isHeld, case .some(let wanted) = wantedAfterRelease {
        // The finger lifted since the app wrote: the sheet goes to the app's detent now that
        // the release has picked its own.
        wantedAfterRelease = nil
        commands = follow(wanted, sheet: sheet)
      }
      if !commands.isEmpty {
        // A write still owed waits for the next turn, after the sheet moved.
        guard isWriteOwed, !isTurnScheduled else { return commands }
        isTurnScheduled = true
        return commands + [.scheduleTurn]
      }
      guard isWriteOwed, !isHeld else { return [] }
      isWriteOwed = false
      guard let sheet, sheet != binding else { return [] }
      seenBinding = sheet
      hasSeenBinding = true
      return [.write(sheet)]
    case .removed:
      isRemoved = true
      return []
    }
  }

  /// The binding reads `binding` while the sheet is at `sheet`.
  private mutating func read(
    binding: Detent.Identifier?, sheet: Detent.Identifier?
  ) -> [Command] {
    let appWrote = !hasSeenBinding || binding != seenBinding
    seenBinding = binding
    hasSeenBinding = true
    guard appWrote else { return [] }
    if isHeld {
      wantedAfterRelease = .some(binding)
      return []
    }
    return follow(binding, sheet: sheet)
  }

  /// Moves the sheet to the app's `wanted`, or owes the binding the sheet's detent when the
  /// sheet cannot go there.
  private mutating func follow(
    _ wanted: Detent.Identifier?, sheet: Detent.Identifier?
  ) -> [Command] {
    guard wanted != sheet else { return [] }
    if let wanted, available.contains(wanted) { return [.select(wanted)] }
    // nil or a detent the sheet lacks: the binding is told where the sheet is, when it is.
    return sheet == nil ? [] : oweWrite()
  }

  private mutating func oweWrite() -> [Command] {
    isWriteOwed = true
    guard !isTurnScheduled else { return [] }
    isTurnScheduled = true
    return [.scheduleTurn]
  }
}

extension DetentBindingSync {
  /// Something that happened to a sheet with a selected-detent binding.
  package enum Event: Sendable, Hashable {
    /// The view updated (`make…`/`update…`, or the content's preferences changed): the binding
    /// reads `binding`, the sheet rests at or heads for `sheet` (nil: no sheet on screen) with
    /// the new settings applied, and has the detents `available`.
    case update(
      binding: Detent.Identifier?, sheet: Detent.Identifier?, available: [Detent.Identifier])
    /// The sheet picked another detent (the adapter's `didChangeDetent` or `didPresent`), which
    /// can happen inside an update (new detents without the one it rested at).
    case sheetChangedDetent
    /// The sheet was drawn; `isHeld` is whether a finger holds it (the frame's phase is
    /// `.dragging`). Cheap: only a change does anything.
    case frameDrawn(isHeld: Bool)
    /// The turn asked for with ``Command/scheduleTurn`` came, outside any update: the binding
    /// reads `binding` and the sheet is at `sheet` now.
    case turn(binding: Detent.Identifier?, sheet: Detent.Identifier?)
    /// The modified view left the hierarchy.
    case removed
  }

  /// What the wrapper does.
  package enum Command: Sendable, Hashable {
    /// Move the sheet to this detent, animated as the update's transaction says.
    case select(Detent.Identifier)
    /// Send ``Event/turn(binding:sheet:)`` on the next main-queue turn (never sent while one is
    /// pending).
    case scheduleTurn
    /// Write this detent into the binding (only ever answered to a turn).
    case write(Detent.Identifier)
  }
}
