import BottomSheetCore
import PropertyBased
import Testing

/// The rule (``ResolvedDetents``): detents that resolve closer than ``ResolvedDetents/mergeTolerance``
/// (documented as half a point) to a stop already made become that stop, named after the detent
/// declared first; detents that far apart or farther stay distinct stops, above or below. Every
/// detent still finds an extent, that of a stop less than the tolerance from its own.
@Suite("Resolved detents: merging within half a point")
struct DetentMergePropertyTests {
  /// The documented tolerance, in points.
  static let tolerance = 0.5

  /// A layout without insets, so `.height(h)` resolves to exactly `h` points.
  static let layout = SheetLayout(
    context: LayoutContext(containerSize: Size(width: 390, height: 810), topGap: 10))

  @Test func detentsMergeIntoTheFirstDeclaredStopWithinTheTolerance() async {
    // Heights on a quarter-point grid in a 10 pt band, so gaps of exactly the tolerance, and
    // just under and over it, are common; declared in random order.
    await seededPropertyCheck(count: 400, input: Gen.int(in: 1200...1240).array(of: 1...12)) {
      quarters in
      let heights = quarters.map { Double($0) / 4 }
      let detents = heights.enumerated().map {
        Detent.height($0.element, identifier: Detent.Identifier("d\($0.offset)"))
      }
      let resolved = ResolvedDetents(detents: detents, layout: Self.layout)
      // The rule, in declaration order: join a stop nearer than the tolerance, else make one.
      var stops: [(identifier: Detent.Identifier, extent: Double)] = []
      for (index, height) in heights.enumerated()
      where !stops.contains(where: { abs($0.extent - height) < Self.tolerance }) {
        stops.append((Detent.Identifier("d\(index)"), height))
      }
      stops.sort { $0.extent < $1.extent }
      #expect(resolved.stops.map(\.identifier) == stops.map(\.identifier), "\(heights)")
      #expect(resolved.stops.map(\.extent) == stops.map(\.extent), "\(heights)")
      for (index, height) in heights.enumerated() {
        let extent = resolved.extent(of: Detent.Identifier("d\(index)"))
        #expect(
          extent.map { extent in
            abs(extent - height) < Self.tolerance && stops.contains { $0.extent == extent }
          } == true, "d\(index) at \(height) resolved to \(String(describing: extent))")
      }
    }
  }
}
