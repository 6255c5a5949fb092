/// A navigation stack inside the sheet: its screens at the start, root first. The top screen's
/// height is the sheet's content height.
public struct NavigationSpec: Sendable, Hashable {
  /// The initial stack, root first (never empty once validated).
  public var screens: [ScreenSpec]

  /// Creates a stack.
  public init(screens: [ScreenSpec]) {
    self.screens = screens
  }
}
