/// One screen of a navigation stack inside the sheet.
public struct ScreenSpec: Sendable, Hashable {
  /// The screen's identity (shown in the report and in navigation events).
  public var id: Int
  /// Its preferred content height, in points.
  public var height: Double

  /// Creates a screen.
  public init(id: Int, height: Double) {
    self.id = id
    self.height = height
  }
}
