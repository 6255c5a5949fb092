/// The extents between which the dimming ramps, cached per layout so a frame only interpolates.
struct DimmingRange: Sendable {
  /// At or below this extent the alpha is 0, in points.
  var undimmedExtent: Double = 0
  /// At or above this extent the alpha is maximal, in points (infinity: never dims).
  var fullyDimmedExtent: Double = .infinity
  /// At or below this extent touches outside the sheet reach the background, in points
  /// (negative: only while hidden).
  var passThroughLimit: Double = -1
  /// The alpha when fully dimmed, 0…1.
  var maximumAlpha: Double = Dimming.systemMaximumAlpha

  /// The dimming alpha at `extent`.
  @inline(__always)
  func alpha(atExtent extent: Double) -> Double {
    if fullyDimmedExtent == .infinity || extent <= undimmedExtent { return 0 }
    let span = fullyDimmedExtent - undimmedExtent
    if span <= 0 { return maximumAlpha }
    let progress = (extent - undimmedExtent) / span
    return maximumAlpha * min(max(progress, 0), 1)
  }
}
