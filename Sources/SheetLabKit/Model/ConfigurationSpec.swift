import BottomSheetCore

/// The parts of a ``SheetConfiguration`` a scenario can set, as plain data (the dismissal veto
/// becomes a flag because a closure cannot be written in a file).
package struct ConfigurationSpec: Sendable, Hashable {
  /// ``SheetConfiguration/isPersistent``.
  package var isPersistent: Bool
  /// ``SheetConfiguration/initialDetent``, by identifier.
  package var initialDetent: String?
  /// When true, ``SheetConfiguration/shouldDismiss`` refuses every user dismissal.
  package var vetoesDismissal: Bool
  /// ``Dimming/maximumAlpha``, 0…1.
  package var dimmingAlpha: Double
  /// ``Dimming/largestUndimmedDetent``, by identifier.
  package var largestUndimmedDetent: String?
  /// ``SheetConfiguration/snapPolicy``.
  package var snapPolicy: SnapPolicyName
  /// ``SheetConfiguration/decelerationRate``.
  package var deceleration: DecelerationName
  /// ``SheetConfiguration/keyboard``.
  package var keyboard: KeyboardName
  /// ``SheetConfiguration/reduceMotion``.
  package var reduceMotion: Bool
  /// ``SheetConfiguration/rubberBandCoefficient``.
  package var rubberBandCoefficient: Double
  /// ``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge``.
  package var scrollingExpandsSheet: Bool
  /// ``SheetConfiguration/surfaceStyle``.
  package var surfaceStyle: SheetSurfaceStyle
  /// ``SheetConfiguration/placement``.
  package var placement: SheetPlacement
  /// ``LayoutContext/layoutDirection`` of the container the scenario's sheet lives in.
  package var layoutDirection: SheetLayoutDirection
  /// Whether a persistent sheet steps down to its lowest detent while the scenario's stacked
  /// sheet covers it (``CoveredSheetBehavior/stepsDownToLowestDetent``); false keeps its detent.
  package var stepsDownWhenCovered: Bool

  /// Creates a configuration; every parameter has the engine's modal default.
  package init(
    isPersistent: Bool = false,
    initialDetent: String? = nil,
    vetoesDismissal: Bool = false,
    dimmingAlpha: Double = Dimming.systemMaximumAlpha,
    largestUndimmedDetent: String? = nil,
    snapPolicy: SnapPolicyName = .nearestToProjection,
    deceleration: DecelerationName = .normal,
    keyboard: KeyboardName = .lift,
    reduceMotion: Bool = false,
    rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
    scrollingExpandsSheet: Bool = true,
    surfaceStyle: SheetSurfaceStyle = .attached,
    placement: SheetPlacement = .automatic,
    layoutDirection: SheetLayoutDirection = .leftToRight,
    stepsDownWhenCovered: Bool = false
  ) {
    self.isPersistent = isPersistent
    self.initialDetent = initialDetent
    self.vetoesDismissal = vetoesDismissal
    self.dimmingAlpha = dimmingAlpha
    self.largestUndimmedDetent = largestUndimmedDetent
    self.snapPolicy = snapPolicy
    self.deceleration = deceleration
    self.keyboard = keyboard
    self.reduceMotion = reduceMotion
    self.rubberBandCoefficient = rubberBandCoefficient
    self.scrollingExpandsSheet = scrollingExpandsSheet
    self.surfaceStyle = surfaceStyle
    self.placement = placement
    self.layoutDirection = layoutDirection
    self.stepsDownWhenCovered = stepsDownWhenCovered
  }

  /// The engine configuration for `detents`, with debug printing of corrections off (the lab
  /// reports what it sees itself).
  package func sheetConfiguration(detents: [DetentSpec]) -> SheetConfiguration {
    var configuration = SheetConfiguration(
      detents: detents.map(\.detent),
      initialDetent: initialDetent.map { Detent.Identifier($0) },
      isPersistent: isPersistent,
      dimming: Dimming(
        maximumAlpha: dimmingAlpha,
        largestUndimmedDetent: largestUndimmedDetent.map { Detent.Identifier($0) }),
      snapPolicy: snapPolicy.policy,
      decelerationRate: deceleration.rate,
      keyboard: keyboard.behavior,
      reduceMotion: reduceMotion,
      rubberBandCoefficient: rubberBandCoefficient,
      prefersScrollingExpandsWhenScrolledToEdge: scrollingExpandsSheet,
      printsCorrectionsInDebug: false,
      surfaceStyle: surfaceStyle,
      placement: placement)
    configuration.shouldDismiss = vetoesDismissal ? { @Sendable in false } : nil
    configuration.coveredBehavior = stepsDownWhenCovered ? .stepsDownToLowestDetent : .keepsDetent
    return configuration
  }
}
