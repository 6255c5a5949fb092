/// A navigation stack inside the sheet: its screens at the start, root first. The top screen's
/// height is the sheet's content height.
package struct NavigationSpec: Sendable, Hashable {
  /// The initial stack, root first (never empty once validated).
  package var screens: [ScreenSpec]

  /// Creates a stack.
  package init(screens: [ScreenSpec]) {
    self.screens = screens
  }
}
