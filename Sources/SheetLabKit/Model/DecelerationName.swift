import BottomSheetCore

/// A ``DecelerationRate`` by name, as scenario files spell it.
package enum DecelerationName: String, Sendable, Hashable, CaseIterable {
  /// ``DecelerationRate/normal`` (0.998 per millisecond).
  case normal
  /// ``DecelerationRate/fast`` (0.99 per millisecond).
  case fast

  /// The engine's rate.
  package var rate: DecelerationRate {
    switch self {
    case .normal: return .normal
    case .fast: return .fast
    }
  }
}
