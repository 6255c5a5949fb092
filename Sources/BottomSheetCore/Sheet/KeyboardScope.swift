/// Which keyboards move the sheet.
public enum KeyboardScope: Sendable, Hashable {
  /// Only a keyboard raised for a text field (any first responder) inside the sheet — the
  /// default, so a field in the background of a persistent sheet, or in another window, does
  /// not lift it.
  case editingInSheet
  /// Any keyboard raised for a responder in the sheet's window scene.
  case anyInScene
}
