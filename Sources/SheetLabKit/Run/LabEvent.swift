import BottomSheetCore

/// One atomic step of a scenario, after gestures are expanded into touch samples.
enum LabEvent: Sendable {
  /// Which surface a finger is on.
  enum Surface: Sendable {
    /// The sheet itself (its grabber).
    case sheet
    /// The list inside the sheet: the scroll handoff splits the movement.
    case list
    /// The screen's left edge: an interactive navigation pop.
    case edge
    case bottomEdge
  }

  /// An input straight to the engine.
  case engine(SheetInput)
  /// The container and safe area change.
  case layout(Size, Insets)
  /// A finger goes down.
  case began(Surface)
  /// It moved to a total translation, in points (down or right positive).
  case moved(Surface, translation: Double)
  /// It lifted with a velocity (points per second), or the system cancelled it (nil).
  case ended(Surface, velocity: Double?)
  /// A finger touches the sheet's grabber (`down`) or lifts from it without having moved.
  case touch(down: Bool)
  /// A screen is pushed.
  case push(ScreenSpec, animated: Bool)
  /// The top screen is popped.
  case pop(animated: Bool)
  case popToRoot(animated: Bool)
  case setStack([ScreenSpec], animated: Bool)
  case tapOutside
  /// The configuration changes.
  case configure(ConfigurationChange)
  /// The scenario's stacked sheet begins to cover this (persistent) sheet, or stops.
  case cover(began: Bool)
}
