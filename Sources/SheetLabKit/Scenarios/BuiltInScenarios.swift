import BottomSheetCore

/// The scenarios `sheet-lab` runs by default: one per behaviour of the engine, each with its own
/// expectations, on a 390 × 844 pt phone with a 47 pt top and 34 pt bottom safe area unless it
/// says otherwise.
///
/// ```swift
/// for scenario in BuiltInScenarios.all {
///   print(ScenarioSummary(trace: ScenarioPlayer.play(scenario)).passed)
/// }
/// ```
package enum BuiltInScenarios {
  /// The largest extent on the standard phone: 844 − 47 − 10 pt (top gap), in points.
  static let largeExtent: Double = 787
  /// `.medium` on the standard phone: half of ``largeExtent``, in points.
  static let mediumExtent: Double = 393.5
  /// The bottom safe-area inset of the standard phone, in points.
  static let bottomInset: Double = 34
  /// The jump allowed between two undriven frames, in points: a tenth of a point, far below
  /// what the eye sees.
  static let smooth: Double = 0.1

  /// Every built-in scenario, in the order the report shows them.
  package static let all: [Scenario] = [
    fitToContent, tapToDismiss, slowDragReturns, flickDismisses, rubberBandAtTheTop,
    grabMidPresent, grabMidDismiss, vetoedDismissal, persistentFlicks, scrollHandoff,
    scrollWithoutExpanding, longListInertia, navigation, keyboard, rotation, reduceMotion,
    pushTallerThanContainer, rotationAtMedium, keyboardOnCappedSheet, adjacentFlickFromRubberBand,
    edgePresent, passThroughTap, dismissalWhileHeld, shortFlicksSmallPhone, shortFlicksLargePhone,
    shortFlicksPersistent, detentRemovedWhileSelected, detentAddedUnderFinger, dimmingOffMidSettle,
    vetoTurnedOnMidDrag, snapPolicyChangedMidDrag, presenterRecedes, iPadLeadingCard,
    iPadLeadingCardRightToLeft, floatingMorphDrag, floatingMorphFlick, iPadFloatingCard,
    floatingSlide, iPadCardSlide, iPadCenterCard, pacedMoves, presenterFollowsRotation,
    stillTouchMidPresent, stillTouchMidSettle, stillTouchMidDismiss, touchThenDrag, touchAtRest,
    stackFlickDismissesUpper, stackGrabUpperMidPresent, stackPersistentStepsDown,
    stackPersistentMovedStays, stackPersistentAppKeepsLowest, stackRotation, pacedRetarget,
    centerCardGlide, floatingSlideThreeDetents,
  ]

  /// The built-in scenario called `name`, if any.
  package static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }
}
