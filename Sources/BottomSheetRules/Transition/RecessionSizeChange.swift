import BottomSheetCore

/// How a receding presenter is carried through a change of its container's size (a rotation, a
/// split-view resize).
///
/// UIKit resizes the presenting view inside the change's animation, and a transformed view's
/// frame is undefined (UIView.h), so the adapter puts the presenter's model transform back at
/// rest while the change lasts and shows the recession with explicit layer animations instead:
/// held where it was when the change began, then animated along with the change to its
/// **destination**, the recession of the sheet resting at its detent in the new container
/// (`SheetEngine.restingPresenterRecession(inContainerOfSize:)`), then handed back to the model
/// when the change ends. The destination, not the recession of where the sheet is when the
/// change begins: a sheet at `.large` in landscape (380 pt) stands below where the presenter
/// starts receding in portrait (393.5 pt), yet it is on its way to 787 pt, fully receded.
///
/// **The hand-over.** When the change ends the animation shows its destination, but the sheet's
/// own move to its new extent may not be over (its spring is not the rotation's curve), so the
/// core's recession can still lag behind. The model then keeps what the animation showed
/// (``Command/show(_:)`` of the destination) until the core's recession catches up with it (to
/// ``catchUpTolerance``), the sheet comes to rest, or the sheet turns back (a finger pulls it
/// the other way); from then on the model takes the core's recession. What shows therefore
/// never steps back at the end of the change; only a sheet that turns back before catching up
/// steps, by what its move had left to cover, and one that comes to rest elsewhere than the
/// destination (its layout changed again) steps to where it rests.
///
/// This rule says which of those to do; the adapter only turns a recession into a transform and
/// a corner radius.
///
/// | event | answer |
/// | --- | --- |
/// | `began(onScreen:)`, receded | `hold(onScreen)`: show it while the model is at rest |
/// | `began(onScreen:)`, at rest | nothing: there is nothing to hold |
/// | `answered(_:settled:)` during a change | nothing: the model is left alone |
/// | `animate(toward:)` | `animate(from:to:)`, from what shows (`.none` at rest) to the destination, unless both are at rest |
/// | `ended` | `handOver`: drop the animations; the next answers go to the model |
/// | `answered(_:settled:)` after the change | `show`: the destination while the core catches up, then the core's |
/// | `released` | nothing more: the presenter was put back |
package struct RecessionSizeChange: Sendable, Hashable {
  /// What happened to the container or the sheet.
  package enum Event: Sendable, Hashable {
    /// The container is about to change size, with `onScreen` showing.
    case began(onScreen: PresenterRecession)
    /// The core answered `recession` for a frame; `settled` when the sheet rests in it.
    case answered(PresenterRecession, settled: Bool)
    /// The change's animation block runs (the views have their new size); `destination` is the
    /// recession of the sheet resting in the new container.
    case animate(toward: PresenterRecession)
    /// The change completed.
    case ended
    /// The sheet let the presenter go (dismissed, or its presentation cancelled).
    case released
  }

  /// What the adapter does.
  package enum Command: Sendable, Hashable {
    /// Put the model transform at rest and show `recession` on the layer until the change's
    /// animation takes over.
    case hold(PresenterRecession)
    /// Animate what shows from `from` to `to` (`.none` meaning at rest) with the change's
    /// duration and curve; from rest, the presenter's own properties are saved first.
    case animate(from: PresenterRecession, to: PresenterRecession)
    /// Remove the change's animations; the next answer goes to the model.
    case handOver
    /// Apply `recession` to the model.
    case show(PresenterRecession)
  }

  /// How close, in ``PresenterRecession/progress``, the core's recession must come to the one
  /// shown at the end of a change for the hand-over to end, and how far back it must move to
  /// have turned back: a billionth, rounding only. Any wider and the presenter would step back
  /// by it as the hand-over ends (a sheet 16 pt short of `.large` at the end of a rotation is
  /// within 0.005 of full recession); a sheet that never quite gets there ends the hand-over
  /// when it comes to rest.
  package static let catchUpTolerance: Double = 1e-9

  /// Whether a size change is under way: the adapter then applies no recession to the model.
  package private(set) var isChanging = false
  /// What shows: what showed when the change began, then the animation's destination.
  private var shown = PresenterRecession.none
  /// The latest recession the core answered.
  package private(set) var latest = PresenterRecession.none
  /// After a change: what the model keeps while the core catches up.
  private var handOver: HandOver?

  /// What the model keeps after a change while the core catches up.
  private struct HandOver: Sendable, Hashable {
    /// What the change's animation showed at its end.
    var kept: PresenterRecession
    /// The core's progress when the change ended: the side the core comes from.
    var fromProgress: Double
  }

  /// No change under way.
  package init() {}

  /// Whether the model keeps the recession the change ended on while the core catches up.
  package var isHandingOver: Bool { handOver != nil }

  /// Takes `event` and answers what to do, if anything.
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .began(let onScreen):
      guard !isChanging else { return nil }
      isChanging = true
      handOver = nil
      shown = onScreen
      latest = onScreen
      return onScreen.isReceded ? .hold(onScreen) : nil
    case .answered(let recession, let settled):
      latest = recession
      guard !isChanging else { return nil }
      return .show(handedOver(recession, settled: settled))
    case .animate(let destination):
      guard isChanging, shown.isReceded || destination.isReceded else { return nil }
      let from = shown
      // What shows from here on is the animation's: a second animate block starts from it.
      shown = destination
      return .animate(from: from, to: destination)
    case .ended:
      guard isChanging else { return nil }
      isChanging = false
      handOver =
        shown.isReceded || latest.isReceded
        ? HandOver(kept: shown, fromProgress: latest.progress) : nil
      return .handOver
    case .released:
      // A change under way still ends once (its `ended` answers `handOver`, with nothing kept).
      handOver = nil
      shown = .none
      latest = .none
      return nil
    }
  }

  /// What the model shows for the core's `recession` after a change: the recession the change
  /// ended on until the core catches up with it, rests or turns back, then the core's.
  private mutating func handedOver(_ recession: PresenterRecession, settled: Bool)
    -> PresenterRecession
  {
    guard let handOver else { return recession }
    let tolerance = RecessionSizeChange.catchUpTolerance
    let kept = handOver.kept
    let from = handOver.fromProgress
    let target = kept.progress
    let progress = recession.progress
    // Signed so that the core comes from below: positive when it still has to rise.
    let direction: Double = target >= from ? 1 : -1
    let left = (target - progress) * direction
    let turnedBack = (progress - from) * direction < -tolerance
    guard left > tolerance, !settled, !turnedBack else {
      self.handOver = nil
      return recession
    }
    return kept
  }
}
