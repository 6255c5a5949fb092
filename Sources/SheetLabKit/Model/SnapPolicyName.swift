import BottomSheetCore

/// A ``SnapPolicy`` by name, as scenario files spell it.
package enum SnapPolicyName: String, Sendable, Hashable, CaseIterable {
  /// ``SnapPolicy/nearestToProjection``.
  case nearestToProjection
  /// ``SnapPolicy/adjacent``.
  case adjacent

  /// The engine's policy.
  package var policy: SnapPolicy {
    switch self {
    case .nearestToProjection: return .nearestToProjection
    case .adjacent: return .adjacent
    }
  }
}
