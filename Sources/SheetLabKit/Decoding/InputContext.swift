/// What input and expectation validation needs to know about the rest of the scenario.
struct InputContext {
  /// The run's length, in seconds.
  var duration: Double
  /// The detent identifiers.
  var detents: [String]
  /// Whether a scroll view exists (for `scrollDrag`).
  var hasScrollView: Bool
  /// Whether a navigation stack exists (for `push`, `pop`, `interactivePop`).
  var hasNavigation: Bool
}
