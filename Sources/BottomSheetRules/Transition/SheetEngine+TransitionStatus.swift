import BottomSheetCore

extension SheetEngine {
  /// What ``TransitionLifecycle`` needs to know of the engine now.
  package var transitionStatus: TransitionLifecycle.EngineStatus {
    let sample = currentSample()
    let extent = min(max(sample.position, 0), layout.context.containerSize.height)
    return TransitionLifecycle.EngineStatus(
      presentationState: presentationState, phase: phase, extent: extent,
      detentExtent: progressReference)
  }
}
