/// Which keyboards move the sheet.
///
/// A struct over a hidden set of kinds rather than an enum, so that a later release can add a
/// scope without breaking an app's `switch`.
public struct KeyboardScope: Sendable, Hashable {
  /// The scopes there are; the engine's keyboard rule switches over it.
  package enum Kind: Sendable, Hashable {
    case editingInSheet
    case anyInScene
  }

  /// Which scope this is.
  package let kind: Kind

  /// A scope of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// Only a keyboard raised for a text field (any first responder) inside the sheet — the
  /// default, so a field in the background of a persistent sheet, or in another window, does
  /// not lift it.
  public static let editingInSheet = KeyboardScope(.editingInSheet)
  /// Any keyboard raised for a responder in the sheet's window scene.
  public static let anyInScene = KeyboardScope(.anyInScene)
}
