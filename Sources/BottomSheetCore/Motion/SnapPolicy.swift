/// Decides where a released sheet comes to rest, from its extent and velocity.
///
/// Both policies first *project* the release: the extent where the sheet would come to rest if
/// it kept decelerating like a scroll view (`Projection`, after Apple's "Designing Fluid
/// Interfaces", WWDC 2018). Physics decides, not distance thresholds: a slow drag returns to
/// the nearest stop, a flick carries as far as its momentum would.
///
/// - ``nearestToProjection``: the stop nearest the projected extent; a hard flick can skip
///   detents, as in Maps.
/// - ``adjacent``: the same choice, restricted to the stops just below and above the release
///   extent (and, when released on a stop, its neighbours), so one gesture never skips a detent.
///   A release beyond the outermost stop counts as a release on it.
///
/// A tie between two stops equally near the projection goes to the lower one.
///
/// When the sheet may be hidden, extent 0 is one more candidate below the smallest stop.
public struct SnapPolicy: Sendable, Hashable {
  enum Representation: Sendable, Hashable {
    case nearestToProjection
    case adjacent
  }

  let representation: Representation

  /// The stop nearest the projected extent (the default).
  public static let nearestToProjection = SnapPolicy(representation: .nearestToProjection)
  /// The nearest of the neighbouring stops to the projected extent; never skips a detent.
  public static let adjacent = SnapPolicy(representation: .adjacent)

  /// Chooses the target for a release.
  ///
  /// - Parameters:
  ///   - extent: The sheet's extent at release, in points.
  ///   - velocity: The sheet's velocity at release in points per second, positive when growing.
  ///   - stops: The resolved detents.
  ///   - allowsHidden: Whether extent 0 (dismissal) is a candidate.
  ///   - rate: The deceleration rate used for the projection.
  package func target(
    extent: Double,
    velocity: Double,
    stops: ResolvedDetents,
    allowsHidden: Bool,
    rate: DecelerationRate = .normal
  ) -> SnapTarget {
    let safeExtent = extent.isFinite ? extent : 0
    let safeVelocity = velocity.isFinite ? velocity : 0
    let projected = Projection.project(position: safeExtent, velocity: safeVelocity, rate: rate)
    // Candidates are numbered 0…count, where 0 is "hidden" when allowed and i ≥ 1 is stop i − 1.
    let first = allowsHidden ? 0 : 1
    let last = stops.stops.count
    // Nearest: only the stop nearest the projection (binary search) and its neighbours (with
    // hidden below the first) can win, so a release costs O(log n) in the number of detents.
    let nearest = stops.nearestStopIndex(to: projected) + 1
    var low = max(first, nearest - 1)
    var high = min(last, nearest + 1)
    if representation == .adjacent, last >= 1 {
      // A release beyond the outermost stops (rubber-banded above the largest, or below the
      // smallest when the sheet cannot hide) counts as a release on that stop, so its
      // neighbour is in reach: a flick down from above the top goes one detent down.
      let lowest = allowsHidden ? 0 : stops.stops[0].extent
      let position = min(max(safeExtent, lowest), stops.stops[last - 1].extent)
      let above = stops.firstStopIndex(atOrAbove: position) + 1  // first candidate ≥ extent
      let onStop =
        above <= last
        && stops.stops[above - 1].extent - position < ResolvedDetents.mergeTolerance
      low = max(first, above - 1)
      high = min(last, onStop ? above + 1 : above)
    }
    var best = low
    var bestDistance = Double.infinity
    var candidate = low
    while candidate <= high {
      let candidateExtent = candidate == 0 ? 0 : stops.stops[candidate - 1].extent
      let distance = abs(candidateExtent - projected)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
      candidate += 1
    }
    return best == 0 ? .hidden : .stop(best - 1)
  }
}
