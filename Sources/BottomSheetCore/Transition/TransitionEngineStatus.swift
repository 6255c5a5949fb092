/// The part of the engine's state that ``TransitionLifecycle`` decides on.
package struct TransitionEngineStatus: Sendable, Hashable {
  /// The engine's present/dismiss life cycle.
  package var presentationState: PresentationState
  /// What the sheet is doing.
  package var phase: SheetPhase
  /// The sheet's extent, in points.
  package var extent: Double
  /// The extent of the detent the sheet presents at or rests at, in points (0 when unknown).
  package var detentExtent: Double

  /// Creates a status.
  ///
  /// - Parameters:
  ///   - presentationState: The engine's present/dismiss life cycle.
  ///   - phase: What the sheet is doing.
  ///   - extent: The sheet's extent, in points.
  ///   - detentExtent: The extent of the detent it presents or rests at, in points.
  package init(
    presentationState: PresentationState, phase: SheetPhase, extent: Double,
    detentExtent: Double
  ) {
    self.presentationState = presentationState
    self.phase = phase
    self.extent = extent
    self.detentExtent = detentExtent
  }

  /// A hidden sheet.
  package static let hidden = TransitionEngineStatus(
    presentationState: .dismissed, phase: .hidden, extent: 0, detentExtent: 0)

  /// Whether the sheet shows at least its detent's extent (less ``TransitionLifecycle/arrivalTolerance``).
  package var hasReachedDetent: Bool {
    detentExtent > 0 && extent >= detentExtent - TransitionLifecycle.arrivalTolerance
  }

  /// Whether the sheet is out of sight (extent within ``TransitionLifecycle/arrivalTolerance``
  /// of 0).
  package var isOutOfSight: Bool {
    extent <= TransitionLifecycle.arrivalTolerance
  }

  /// Whether the sheet is on its way out or gone, with no finger on it.
  var isLeaving: Bool {
    (presentationState == .dismissing && phase != .dragging) || presentationState == .dismissed
  }
}
