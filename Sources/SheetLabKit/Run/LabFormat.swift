import BottomSheetCore
import BottomSheetRules

/// How the lab spells numbers, phases, detents and notifications, in tables, files and
/// expectations alike.
package enum LabFormat {
  /// A number with at most `digits` decimals and no trailing zeros ("12", "0.5", "−3.25").
  package static func number(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "−∞") }
    var scale = 1.0
    for _ in 0..<max(0, digits) { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    var text = plainNumber(rounded)
    if text.contains("e") { return text }
    if text.contains(".") {
      let parts = text.split(separator: ".", maxSplits: 1)
      let fraction = String(parts[1].prefix(digits))
      text = String(parts[0]) + (fraction.isEmpty ? "" : "." + fraction)
    }
    return text.hasPrefix("-") ? "−" + text.dropFirst() : text
  }

  /// A number as JSON writes it: integers without a fraction, others in Swift's shortest
  /// round-trip form (valid JSON); non-finite values, which JSON cannot hold, as `null`.
  static func plainNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// A phase's name, as in ``SheetPhase`` ("resting").
  package static func phase(_ phase: SheetPhase) -> String {
    switch phase {
    case .hidden: return "hidden"
    case .presenting: return "presenting"
    case .resting: return "resting"
    case .dragging: return "dragging"
    case .settling: return "settling"
    case .dismissing: return "dismissing"
    }
  }

  /// Every phase, for parsing.
  package static let phases: [SheetPhase] = [
    .hidden, .presenting, .resting, .dragging, .settling, .dismissing,
  ]

  /// A detent for tables: its identifier, or "–" for none.
  package static func detent(_ identifier: Detent.Identifier?) -> String {
    identifier?.rawValue ?? "–"
  }

  /// A notification as expectations spell it: `willPresent`, `detentDidChange(a->b)`, …
  package static func notification(_ notification: SheetNotification) -> String {
    switch notification.kind {
    case .willPresent: return "willPresent"
    case .didPresent: return "didPresent"
    case .willDismiss: return "willDismiss"
    case .didDismiss: return "didDismiss"
    case .didAttemptToDismiss: return "didAttemptToDismiss"
    case .detentDidChange(let from, let to): return "detentDidChange(\(from)->\(to))"
    }
  }

  /// A navigation event as expectations spell it: `didShow(2)`, `didCancel(2)`.
  package static func navigationEvent(_ event: NavigationEvent) -> String {
    switch event {
    case .didShow(let screen): return "didShow(\(screen))"
    case .didCancel(let screen): return "didCancel(\(screen))"
    }
  }
}
