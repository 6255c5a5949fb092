import BottomSheetCore

/// What a persistent sheet does while modal sheets cover it (``CoveredSheetBehavior``): keep
/// its detent, or step down to its lowest detent when the first one starts to cover it and come
/// back to the detent it had when the last one goes, unless it was moved meanwhile.
///
/// Feed it the covers as they come and go and the sheet's own detent changes
/// (`SheetNotification.detentChange`); carry out the selection it answers with the sheet's
/// spring (an animated `selectDetent`).
///
/// - A cover that begins while another covers the sheet only counts: the sheet steps down once
///   and comes back when the last cover ends.
/// - The step itself is expected: its detent change is not a move. Any other detent change
///   while covered (a drag where the modal lets touches through, the app's selection, a
///   re-resolution) is the user's or the app's word and cancels the return.
/// - The app's own selection while covered (`selectedByApp`) cancels the return too, even when
///   it names the detent the sheet stepped down to: the app asked for that detent, so it stays.
/// - A sheet already at its lowest detent, hidden, or with no detent, does not step and has
///   nothing to come back to.
package struct CoveredPersistentSheet: Sendable, Hashable {
  /// What happens to the sheet.
  package enum Event: Sendable, Hashable {
    /// A modal sheet starts to cover it (its presentation begins): the sheet's selected detent
    /// now, its lowest detent and its configured behaviour.
    case coverBegan(
      selected: Detent.Identifier?, lowest: Detent.Identifier?, behavior: CoveredSheetBehavior)
    /// A cover went (dismissed, or its presentation cancelled).
    case coverEnded
    /// The sheet's selected detent changed to `to`.
    case detentChanged(to: Detent.Identifier)
    /// The app asked for a detent (its `selectDetent`, or a binding it wrote), whether or not
    /// the sheet is there already; the rule's own `select` commands are not this.
    case selectedByApp
  }

  /// What to do: move the sheet to a detent, on its own spring.
  package enum Command: Sendable, Hashable {
    case select(Detent.Identifier)
  }

  /// How many modal sheets cover the sheet now.
  package private(set) var covers = 0
  /// The detent to come back to when the last cover goes; nil when there is none (the sheet
  /// keeps its detent, did not step, or was moved meanwhile).
  package private(set) var returnDetent: Detent.Identifier?
  /// The detent the sheet stepped down to, while its change has not been seen yet.
  private var awaitedStep: Detent.Identifier?

  /// A sheet no modal covers.
  package init() {}

  /// Handles `event`; returns the selection to carry out, if any.
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .coverBegan(let selected, let lowest, let behavior):
      covers += 1
      guard covers == 1 else { return nil }
      returnDetent = nil
      awaitedStep = nil
      guard behavior.kind == .stepsDownToLowestDetent, let selected, let lowest,
        selected != lowest
      else { return nil }
      returnDetent = selected
      awaitedStep = lowest
      return .select(lowest)
    case .detentChanged(let detent):
      guard covers > 0 else { return nil }
      if detent == awaitedStep {
        awaitedStep = nil
      } else {
        // Moved by someone else: that word stands.
        returnDetent = nil
        awaitedStep = nil
      }
      return nil
    case .selectedByApp:
      guard covers > 0 else { return nil }
      returnDetent = nil
      awaitedStep = nil
      return nil
    case .coverEnded:
      guard covers > 0 else { return nil }
      covers -= 1
      guard covers == 0 else { return nil }
      defer {
        returnDetent = nil
        awaitedStep = nil
      }
      return returnDetent.map(Command.select)
    }
  }
}

extension CoveredPersistentSheet.Event {
  /// A modal sheet starts to cover `engine`'s sheet, which behaves as `behavior` says: its
  /// selected detent and its lowest resting place (the first of its sorted stops, whatever the
  /// order the detents are listed in), as both adapters and sheet-lab read them.
  package static func coverBegan(over engine: SheetEngine, behavior: CoveredSheetBehavior)
    -> Self
  {
    .coverBegan(
      selected: engine.selectedDetent, lowest: engine.detents.stops.first?.identifier,
      behavior: behavior)
  }
}
