extension DimmingRange {
  /// The ramp and pass-through limit `dimming` gives over `detents`: the alpha ramps from the
  /// largest undimmed detent (0 without one) to the next detent above it, and touches pass
  /// through up to the largest undimmed detent (at every height without any dimming, only while
  /// hidden otherwise). A non-finite alpha takes the system's and an unknown detent is
  /// ignored, each noted in `corrections`.
  init(dimming: Dimming, detents: ResolvedDetents, _ corrections: inout InputCorrections) {
    let alpha = dimming.maximumAlpha
    maximumAlpha = alpha.isFinite ? min(max(alpha, 0), 1) : Dimming.systemMaximumAlpha
    if !alpha.isFinite { corrections.insert(.nonFiniteValue) }
    if let identifier = dimming.largestUndimmedDetent, let extent = detents.extent(of: identifier) {
      undimmedExtent = extent
      passThroughLimit = extent
    } else {
      if dimming.largestUndimmedDetent != nil { corrections.insert(.unknownDetent) }
      undimmedExtent = 0
      // Without any dimming the background always takes touches outside the sheet, modal or
      // persistent (`Dimming.none`, SwiftUI's `presentationBackgroundInteraction(.enabled)`).
      passThroughLimit = maximumAlpha == 0 ? .infinity : -1
    }
    let above = detents.firstStopIndex(
      atOrAbove: undimmedExtent + ResolvedDetents.mergeTolerance)
    fullyDimmedExtent = above < detents.stops.count ? detents.stops[above].extent : .infinity
    if maximumAlpha == 0 { fullyDimmedExtent = .infinity }
  }
}
