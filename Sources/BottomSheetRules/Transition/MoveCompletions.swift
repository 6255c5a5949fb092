import BottomSheetCore

/// The completions an app passed to the operations that animate a sheet (select a detent, hide
/// or show a persistent sheet, dismiss a modal one), and when each is called with what.
///
/// The adapter adds a completion with the goal of its operation right after sending the
/// operation's input, then hands the sheet's state to ``update(phase:selectedDetent:)`` after
/// every drawn frame and calls what it returns, in order, after the call (so a completion may
/// start another operation). A modal sheet's dismissal completes when UIKit lets go of the sheet:
/// the adapter calls ``sheetReleased()`` then. The adapter keeps no completion state itself.
///
/// A completion is called once, with whether its goal was reached (`true`) or given up
/// (`false`), as UIKit's animation completions are:
///
/// | Goal | Finishes `true` | Finishes `false` | Waits |
/// |---|---|---|---|
/// | ``Goal/rest(at:)`` a detent | resting at it | resting elsewhere, another detent selected, dragging, dismissing | presenting or settling towards it; hidden |
/// | ``Goal/rest(at:)`` nil (any detent) | resting | dragging, dismissing | presenting, settling, hidden |
/// | ``Goal/hidden`` | hidden | presenting, resting, dragging, settling | dismissing |
/// | ``Goal/released`` | ``sheetReleased()`` | – | everything else |
///
/// A hidden sheet keeps a selection waiting: it may not have appeared yet (a modal sheet
/// between `present` and the start of UIKit's transition, a persistent sheet before its
/// container appears or while the app hides it), and it comes to rest at the selected detent
/// when it does. Adding a goal gives up the waiting ones it contradicts: ``Goal/hidden`` gives
/// up every waiting ``Goal/rest(at:)``, and a ``Goal/rest(at:)`` every waiting ``Goal/hidden``
/// (``add(_:_:inputHandled:)`` returns them), unless the engine ignored the new operation's
/// input. ``sheetReleased()`` finishes every goal still waiting, ``Goal/released`` with `true`
/// and the others with `false`: the sheet is gone, and a goal added after it finishes the same
/// way at once.
///
/// ```swift
/// var completions = MoveCompletions<() -> Void>()
/// _ = completions.add(.rest(at: .large)) { print("at large") }
/// for (handler, _) in completions.update(phase: .resting, selectedDetent: .large) { handler() }
/// ```
package struct MoveCompletions<Handler> {
  /// What an operation set out to do.
  package enum Goal: Sendable, Hashable {
    /// Come to rest at the detent named (any detent when nil).
    case rest(at: Detent.Identifier?)
    /// Be hidden (a persistent sheet hidden by the app).
    case hidden
    /// Be gone: a modal sheet's dismissal, which completes when UIKit releases the sheet.
    case released
  }

  /// A completion called with whether its goal was reached.
  package typealias Finished = (handler: Handler, reachedGoal: Bool)

  private var pending: [(goal: Goal, handler: Handler)] = []
  /// Whether ``sheetReleased()`` came: a completion added later finishes at once.
  private var isReleased = false

  /// Creates an empty list.
  package init() {}

  /// Whether completions are waiting.
  package var isEmpty: Bool { pending.isEmpty }

  /// Adds `handler`, to be called when `goal` is reached or given up; returns the waiting
  /// completions `goal` gives up (called with `false`). An operation whose input the engine
  /// ignored (`inputHandled` false: a selection while the sheet leaves) gives up nothing.
  package mutating func add(_ goal: Goal, _ handler: Handler, inputHandled: Bool = true)
    -> [Finished]
  {
    // The sheet is gone: nothing will settle a goal any more.
    if isReleased { return [(handler, goal == .released)] }
    var finished: [Finished] = []
    if inputHandled {
      pending.removeAll { entry in
        guard MoveCompletions.contradicts(goal, entry.goal) else { return false }
        finished.append((entry.handler, false))
        return true
      }
    }
    pending.append((goal, handler))
    return finished
  }

  /// Whether a new `goal` gives up a waiting `earlier` one.
  static func contradicts(_ goal: Goal, _ earlier: Goal) -> Bool {
    switch (goal, earlier) {
    case (.hidden, .rest), (.rest, .hidden): return true
    default: return false
    }
  }

  /// Takes out the completions the sheet's state now settles (the table in the type's
  /// documentation), in the order they were added. Returns an empty array, which allocates
  /// nothing, when none settles.
  package mutating func update(
    phase: SheetPhase, selectedDetent: Detent.Identifier?
  ) -> [Finished] {
    guard !pending.isEmpty else { return [] }
    var finished: [Finished] = []
    pending.removeAll { entry in
      guard
        let reached = MoveCompletions.outcome(
          of: entry.goal, phase: phase, selectedDetent: selectedDetent)
      else { return false }
      finished.append((entry.handler, reached))
      return true
    }
    return finished
  }

  /// The sheet is gone: a dismissal's completion finishes `true`, every other one `false`,
  /// now and for every completion added later (which ``add(_:_:inputHandled:)`` returns at once).
  package mutating func sheetReleased() -> [Finished] {
    isReleased = true
    let finished = pending.map { ($0.handler, $0.goal == .released) }
    pending = []
    return finished
  }

  /// Whether `goal` was reached (`true`), given up (`false`) or is still under way (nil) when
  /// the sheet is in `phase` with `selectedDetent` selected.
  static func outcome(
    of goal: Goal, phase: SheetPhase, selectedDetent: Detent.Identifier?
  ) -> Bool? {
    switch goal {
    case .rest(let target):
      let heading = target == nil || selectedDetent == target
      switch phase {
      case .resting: return heading
      case .presenting, .settling: return heading ? nil : false
      case .hidden: return nil
      case .dragging, .dismissing: return false
      }
    case .hidden:
      switch phase {
      case .hidden: return true
      case .dismissing: return nil
      case .presenting, .resting, .dragging, .settling: return false
      }
    case .released:
      return nil
    }
  }
}
