/// A configuration's detents resolved against one layout: sorted, de-duplicated extents with
/// stable identifiers.
///
/// Re-resolving after a layout change reuses the storage, so it allocates nothing once built.
/// Detents that resolve within `mergeTolerance` of each other become one *stop*, named after the
/// detent declared first; every identifier still finds its extent through ``extent(of:)``.
package struct ResolvedDetents: Sendable {
  /// Extents closer than this are one stop, in points: half a point is below what a finger or
  /// the eye can tell apart on any iPhone display.
  package static let mergeTolerance: Double = 0.5

  /// The detents as configured (never empty).
  package let detents: [Detent]
  /// One entry per configured detent, in declaration order.
  package private(set) var all: [ResolvedDetent]
  /// The distinct resting places, sorted by extent from smallest to largest (never empty).
  package private(set) var stops: [ResolvedDetent]

  /// Prepares storage for `detents`; an empty list becomes `[.large]` and is recorded.
  package init(detents: [Detent], corrections: inout InputCorrections) {
    let list = detents.isEmpty ? [Detent.large] : detents
    if detents.isEmpty { corrections.insert(.emptyDetents) }
    self.detents = list
    all = list.map { ResolvedDetent(identifier: $0.identifier, extent: 0) }
    stops = all
  }

  /// Prepares storage for `detents` and resolves them in `layout`.
  package init(detents: [Detent], layout: SheetLayout) {
    var corrections = InputCorrections()
    self.init(detents: detents, corrections: &corrections)
    resolve(in: layout, &corrections)
  }

  /// Resolves every detent in `layout`, in place.
  package mutating func resolve(in layout: SheetLayout, _ corrections: inout InputCorrections) {
    stops.removeAll(keepingCapacity: true)
    for index in detents.indices {
      let extent = detents[index].extent(in: layout, &corrections)
      all[index].extent = extent
      insertStop(all[index])
    }
    // A detent merged into a stop takes the stop's extent, so "resting at .fitting" and
    // "resting at the stop .fitting merged into" are the same place.
    for index in all.indices {
      all[index].extent = stops[nearestStopIndex(to: all[index].extent)].extent
    }
  }

  /// Inserts `entry` into the sorted stops unless a stop within the merge tolerance exists.
  ///
  /// Shifts the tail by hand over the buffer instead of calling `Array.insert`, which in
  /// unoptimised builds allocates a coroutine frame per call.
  private mutating func insertStop(_ entry: ResolvedDetent) {
    let position = firstStopIndex(atOrAbove: entry.extent)
    if position < stops.count,
      stops[position].extent - entry.extent < ResolvedDetents.mergeTolerance
    {
      return
    }
    if position > 0, entry.extent - stops[position - 1].extent < ResolvedDetents.mergeTolerance {
      return
    }
    stops.append(entry)
    stops.withUnsafeMutableBufferPointer { buffer in
      var index = buffer.count - 1
      while index > position {
        buffer[index] = buffer[index - 1]
        index -= 1
      }
      buffer[position] = entry
    }
  }

  /// The smallest stop's extent, in points.
  package var smallestExtent: Double { stops[0].extent }
  /// The largest stop's extent, in points.
  package var largestExtent: Double { stops[stops.count - 1].extent }

  /// The extent of the detent named `identifier`, or nil when no configured detent has it.
  package func extent(of identifier: Detent.Identifier) -> Double? {
    // A plain index loop over the buffer: iterating the array allocates in unoptimised builds.
    all.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        if buffer[index].identifier == identifier { return buffer[index].extent }
        index += 1
      }
      return nil
    }
  }

  /// The index in ``stops`` of the stop the detent `identifier` resolved to.
  package func stopIndex(of identifier: Detent.Identifier) -> Int? {
    guard let extent = extent(of: identifier) else { return nil }
    return nearestStopIndex(to: extent)
  }

  /// The index of the first stop whose extent is ≥ `extent` (``stops``.count when none is).
  /// Binary search: O(log n).
  package func firstStopIndex(atOrAbove extent: Double) -> Int {
    var low = 0
    var high = stops.count
    while low < high {
      let mid = (low + high) / 2
      if stops[mid].extent < extent {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low
  }

  /// The index of the stop nearest to `extent` (the lower one on a tie). O(log n).
  package func nearestStopIndex(to extent: Double) -> Int {
    let above = firstStopIndex(atOrAbove: extent)
    if above == 0 { return 0 }
    if above == stops.count { return stops.count - 1 }
    let below = above - 1
    return extent - stops[below].extent <= stops[above].extent - extent ? below : above
  }
}
