import BottomSheetCore

/// Tells when a sheet, persistent or modal, starts or stops blocking the view behind it, so an
/// adapter can tell VoiceOver that the screen's layout changed (UIKit:
/// `UIAccessibility.post(notification: .layoutChanged, argument:)`).
///
/// Feed it every frame drawn. It compares ``SheetFrame/passesTouchesThrough`` only on frames at
/// rest (``SheetPhase/resting`` or ``SheetPhase/hidden``), against the last such frame, so a
/// drag or a spring that crosses the undimmed limit and comes back (an overshoot) reports
/// nothing, and a move that ends on the other side reports once, when it comes to rest. A
/// hidden sheet blocks nothing, which is also where the watch starts.
///
/// ```swift
/// var watch = BackgroundBlockingWatch()
/// if let change = watch.update(with: frame) { /* post .layoutChanged */ }
/// ```
package struct BackgroundBlockingWatch: Sendable, Hashable {
  /// Whether the sheet blocked the background at the last frame at rest.
  package private(set) var blocksBackground = false

  /// A watch for a sheet that blocks nothing yet (hidden).
  package init() {}

  /// Reads `frame`; answers the change when the sheet has come to rest on the other side of
  /// blocking than at its last rest, nil otherwise.
  package mutating func update(with frame: SheetFrame) -> BackgroundBlockingWatch.Change? {
    guard frame.phase == .resting || frame.phase == .hidden else { return nil }
    let blocks = !frame.passesTouchesThrough
    guard blocks != blocksBackground else { return nil }
    blocksBackground = blocks
    return blocks ? .began : .ended
  }
}

extension BackgroundBlockingWatch {
  /// The sheet began or ceased to block the view behind it (touches and VoiceOver),
  /// as ``BackgroundBlockingWatch`` reports it.
  package enum Change: Sendable, Hashable {
    /// The sheet came to rest above its largest undimmed detent: the background is dimmed and out
    /// of reach, so VoiceOver's focus belongs in the sheet.
    case began
    /// The sheet came to rest at or below its largest undimmed detent, or was hidden: the
    /// background is reachable again.
    case ended
  }
}
