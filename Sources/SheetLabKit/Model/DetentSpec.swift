import BottomSheetCore

/// A detent as a scenario describes it: the data behind a ``Detent`` (custom resolver closures
/// cannot be written in a file, so they are not offered).
package enum DetentSpec: Sendable, Hashable {
  /// ``Detent/fitting``: the content's height plus the bottom safe area.
  case fitting
  /// ``Detent/medium``: half the largest extent.
  case medium
  /// ``Detent/large``: the largest extent.
  case large
  /// ``Detent/fraction(_:identifier:accessibilityName:)``: a fraction 0…1 of the largest extent.
  case fraction(Double, id: String?)
  /// ``Detent/height(_:identifier:accessibilityName:)``: a content height in points above the bottom safe area.
  case height(Double, id: String?)

  /// The engine's detent.
  package var detent: Detent {
    switch self {
    case .fitting: return .fitting
    case .medium: return .medium
    case .large: return .large
    case .fraction(let value, let id):
      return .fraction(value, identifier: id.map { Detent.Identifier($0) })
    case .height(let value, let id):
      return .height(value, identifier: id.map { Detent.Identifier($0) })
    }
  }
}
