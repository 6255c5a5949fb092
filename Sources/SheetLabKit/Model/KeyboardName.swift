import BottomSheetCore

/// A ``KeyboardBehavior`` by name, as scenario files spell it.
package enum KeyboardName: String, Sendable, Hashable, CaseIterable {
  /// ``KeyboardBehavior/lift``.
  case lift
  /// ``KeyboardBehavior/expandToLargest``.
  case expandToLargest
  /// ``KeyboardBehavior/ignore``.
  case ignore

  /// The engine's behaviour.
  package var behavior: KeyboardBehavior {
    switch self {
    case .lift: return .lift
    case .expandToLargest: return .expandToLargest
    case .ignore: return .ignore
    }
  }
}
