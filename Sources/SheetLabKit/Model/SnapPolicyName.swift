import BottomSheetCore

/// A ``SnapPolicy`` by name, as scenario files spell it.
public enum SnapPolicyName: String, Sendable, Hashable, CaseIterable {
  /// ``SnapPolicy/nearestToProjection``.
  case nearestToProjection
  /// ``SnapPolicy/adjacent``.
  case adjacent

  /// The engine's policy.
  public var policy: SnapPolicy {
    switch self {
    case .nearestToProjection: return .nearestToProjection
    case .adjacent: return .adjacent
    }
  }
}
