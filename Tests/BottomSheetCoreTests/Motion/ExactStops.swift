import BottomSheetCore

/// Detent stops at exactly the extents a test names, for snap tables and properties.
enum ExactStops {
  /// A layout without insets or grabber, so `.height(h)` resolves to extent h exactly
  /// (800 pt of room: 810 − 10 top gap).
  static let layout = SheetLayout(
    context: LayoutContext(containerSize: Size(width: 390, height: 810), topGap: 10))

  /// Stops at exactly `extents` (points), named s0, s1, … in order.
  static func stops(_ extents: [Double]) -> ResolvedDetents {
    let detents = extents.enumerated().map {
      Detent.height($0.element, identifier: Detent.Identifier("s\($0.offset)"))
    }
    return ResolvedDetents(detents: detents, layout: layout)
  }

  /// The running sums of `gaps` (points) up to the 800 pt of room: the extents of stops drawn
  /// by a property, ascending and at least a point apart.
  static func extents(stacking gaps: [Int]) -> [Double] {
    var extents: [Double] = []
    var extent = 0.0
    for gap in gaps where extent + Double(gap) <= 800 {
      extent += Double(gap)
      extents.append(extent)
    }
    return extents
  }

  /// The snap rule written out as a brute force: among `indices` of `candidates` (sorted
  /// ascending; all of them by default), the one nearest `point`, the lowest among equals.
  static func lowestNearest(
    _ candidates: [Double], among indices: [Int]? = nil, to point: Double
  ) -> Int {
    let reach = indices ?? Array(candidates.indices)
    var best = reach[0]
    for index in reach where abs(candidates[index] - point) < abs(candidates[best] - point) {
      best = index
    }
    return best
  }
}
