/// What a navigation stack inside the sheet shows at one instant.
public struct NavigationFrame: Sendable, Hashable {
  /// The screen being left (the top one when no transition runs).
  public var fromScreen: Int
  /// The screen being shown (the top one when no transition runs).
  public var toScreen: Int
  /// How far the transition has come: 0 shows `fromScreen`, 1 shows `toScreen`. Drives the
  /// horizontal slide and the height alike.
  public var progress: Double
  /// The content height to give the sheet, in points: the two screens' heights blended by the
  /// same progress as the slide.
  public var contentHeight: Double
  /// Whether a push or pop is under way (the slide should be drawn).
  public var isTransitioning: Bool
  /// Whether a finger drives the transition (an edge-swipe pop).
  public var isInteractive: Bool
  /// Whether the transition pops (the slide runs left to right) rather than pushes.
  public var isPop: Bool

  /// How far the screen behind moves while the other slides over it, as a fraction of the
  /// width: 0.3, the parallax of the system navigation transition.
  public static let parallaxFraction: Double = 0.3

  /// The horizontal offset of `fromScreen`, as a fraction of the sheet's width (right
  /// positive): a pushed-from screen drifts left by the parallax, a popped one slides out right.
  public var fromScreenOffset: Double {
    isPop ? progress : -NavigationFrame.parallaxFraction * progress
  }

  /// The horizontal offset of `toScreen`, as a fraction of the sheet's width (right positive):
  /// a pushed screen slides in from the right, a revealed one drifts back from the left.
  public var toScreenOffset: Double {
    isPop ? -NavigationFrame.parallaxFraction * (1 - progress) : 1 - progress
  }

  /// Both screens' offsets as fractions of the sheet's width, right positive, for a stack
  /// that reads in `direction`: a right-to-left stack slides the other way.
  public func screenOffsets(for direction: LayoutDirection) -> (from: Double, to: Double) {
    (fromScreenOffset * direction.sign, toScreenOffset * direction.sign)
  }

  /// Creates a frame.
  public init(
    fromScreen: Int, toScreen: Int, progress: Double, contentHeight: Double,
    isTransitioning: Bool, isInteractive: Bool, isPop: Bool
  ) {
    self.fromScreen = fromScreen
    self.toScreen = toScreen
    self.progress = progress
    self.contentHeight = contentHeight
    self.isTransitioning = isTransitioning
    self.isInteractive = isInteractive
    self.isPop = isPop
  }
}
