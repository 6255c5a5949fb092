/// One screen of a navigation stack inside the sheet.
package struct ScreenSpec: Sendable, Hashable {
  /// The screen's identity (shown in the report and in navigation events).
  package var id: Int
  /// Its preferred content height, in points.
  package var height: Double

  /// Creates a screen.
  package init(id: Int, height: Double) {
    self.id = id
    self.height = height
  }
}
