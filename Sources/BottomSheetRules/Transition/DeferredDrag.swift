import BottomSheetCore

/// A drag that starts a presentation before the sheet exists to take it: a swipe from the
/// screen's edge begins the drag and asks the host to present, and the host creates the sheet
/// (in UIKit, its presentation controller) only afterwards.
///
/// The adapter forwards each ``DeferredDrag.Event`` with ``handle(_:sheetExists:)`` and sends
/// the ``SheetInput``s it returns to the sheet, in order; when the sheet is created it calls
/// ``sheetCreated()`` and sends what that returns. It keeps no drag state itself.
///
/// The rules:
///
/// | Event | Sheet exists | Holding | Returns | Then holding |
/// |---|---|---|---|---|
/// | `began(t)` | yes | – | `dragBegan`, `dragChanged(t)` | nothing |
/// | `changed(t)` | yes | – | `dragChanged(t)` | nothing |
/// | `ended(v)` | yes | – | `dragEnded(v)` | nothing |
/// | `cancelled` | yes | – | `dragCancelled` | nothing |
/// | `began(t)` | no | anything | – | a drag at `t` (a new drag replaces an old one) |
/// | `changed(t)` | no | a drag | – | the drag at `t` |
/// | `ended(v)` | no | a drag | – | the drag, released at `v` |
/// | `cancelled` | no | a drag | – | the drag, cancelled |
/// | `changed`, `ended`, `cancelled` | no | nothing, or a drag that ended | – | unchanged (the drag is over) |
/// | `sheetCreated()` | – | a drag at `t` | `dragBegan`, `dragChanged(t)` and its end, if any | nothing |
///
/// ```swift
/// var drag = DeferredDrag()
/// _ = drag.handle(.began(translation: -12), sheetExists: false)
/// for input in drag.sheetCreated() { engine.handle(input, at: now) }
/// ```
package struct DeferredDrag: Sendable {
  /// How the held drag ended, if it did.
  enum Ending: Sendable, Hashable {
    case released(velocity: Double)
    case cancelled
  }

  /// The held drag's latest translation, in points (down positive); nil when nothing is held.
  package private(set) var heldTranslation: Double?
  /// How the held drag ended (nil while the finger is still down).
  var ending: Ending?

  /// Creates an empty buffer.
  package init() {}

  /// Whether a drag is held for a sheet that does not exist yet.
  package var isHolding: Bool { heldTranslation != nil }

  /// Applies `event`; returns the inputs to send to the sheet now, in order (none while the
  /// sheet does not exist).
  package mutating func handle(_ event: DeferredDrag.Event, sheetExists: Bool) -> [SheetInput] {
    if sheetExists {
      switch event {
      case .began(let translation): return [.dragBegan, .dragChanged(translation: translation)]
      case .changed(let translation): return [.dragChanged(translation: translation)]
      case .ended(let velocity): return [.dragEnded(velocity: velocity)]
      case .cancelled: return [.dragCancelled]
      }
    }
    switch event {
    case .began(let translation):
      heldTranslation = translation
      ending = nil
    case .changed(let translation):
      guard isHolding, ending == nil else { break }
      heldTranslation = translation
    case .ended(let velocity):
      guard isHolding, ending == nil else { break }
      ending = .released(velocity: velocity)
    case .cancelled:
      guard isHolding, ending == nil else { break }
      ending = .cancelled
    }
    return []
  }

  /// The sheet now exists: returns the held drag's inputs, in order (its start where the finger
  /// is now, then its release or cancellation if the finger already lifted), and holds nothing
  /// more.
  package mutating func sheetCreated() -> [SheetInput] {
    guard let translation = heldTranslation else { return [] }
    var inputs: [SheetInput] = [.dragBegan, .dragChanged(translation: translation)]
    switch ending {
    case .released(let velocity)?: inputs.append(.dragEnded(velocity: velocity))
    case .cancelled?: inputs.append(.dragCancelled)
    case nil: break
    }
    heldTranslation = nil
    ending = nil
    return inputs
  }
}

extension DeferredDrag {
  /// One step of a drag that may reach the sheet before the sheet exists (see ``DeferredDrag``).
  package enum Event: Sendable, Hashable {
    /// The finger went down and has moved `translation` points since (down positive).
    case began(translation: Double)
    /// The finger has moved `translation` points in total since the drag began (down positive).
    case changed(translation: Double)
    /// The finger lifted at `velocity`, in points per second (down positive).
    case ended(velocity: Double)
    /// The system took the touch away.
    case cancelled
  }
}
