import BottomSheetCore

/// What a navigation stack inside the sheet shows at one instant.
package struct NavigationFrame: Sendable, Hashable {
  /// The screen being left (the top one when no transition runs).
  package var fromScreen: Int
  /// The screen being shown (the top one when no transition runs).
  package var toScreen: Int
  /// How far the transition has come: 0 shows `fromScreen`, 1 shows `toScreen`. Drives the
  /// horizontal slide and the height alike.
  package var progress: Double
  /// The content height to give the sheet, in points: the two screens' heights blended by the
  /// same progress as the slide.
  package var contentHeight: Double
  /// Whether a push or pop is under way (the slide should be drawn).
  package var isTransitioning: Bool
  /// Whether a finger drives the transition (an edge-swipe pop).
  package var isInteractive: Bool
  /// Whether the transition pops (the slide runs left to right) rather than pushes.
  package var isPop: Bool

  /// How far the screen behind moves while the other slides over it, as a fraction of the
  /// width: 0.3, the parallax of the system navigation transition.
  package static let parallaxFraction: Double = 0.3

  /// The horizontal offset of `fromScreen`, as a fraction of the sheet's width (right
  /// positive): a pushed-from screen drifts left by the parallax, a popped one slides out right.
  package var fromScreenOffset: Double {
    isPop ? progress : -NavigationFrame.parallaxFraction * progress
  }

  /// The horizontal offset of `toScreen`, as a fraction of the sheet's width (right positive):
  /// a pushed screen slides in from the right, a revealed one drifts back from the left.
  package var toScreenOffset: Double {
    isPop ? -NavigationFrame.parallaxFraction * (1 - progress) : 1 - progress
  }

  /// Both screens' offsets as fractions of the sheet's width, right positive, for a stack
  /// that reads in `direction`: a right-to-left stack slides the other way.
  package func screenOffsets(for direction: SheetLayoutDirection) -> (from: Double, to: Double) {
    (fromScreenOffset * direction.sign, toScreenOffset * direction.sign)
  }

  /// Creates a frame.
  package init(
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
