import BottomSheetCore
import PropertyBased
import Testing

@Suite("Layout: detent resolution and sheet frames")
struct DetentResolutionTests {
  /// 390 × 844 container, safe area top 47 / bottom 34, top gap 10: largest extent 787 pt.
  static func layout(
    content: Double = 300, keyboard: Double = 0, grabber: Double = 0,
    width: Double = Phone.size.width
  ) -> SheetLayout {
    SheetLayout(
      context: LayoutContext(
        containerSize: Size(width: width, height: Phone.size.height),
        safeAreaInsets: Phone.insets, preferredContentHeight: content,
        keyboardOverlap: keyboard, grabberHeight: grabber))
  }

  @Test func eachKindOfDetentResolvesToItsDocumentedExtent() {
    let rows: [(line: UInt, detent: Detent, layout: SheetLayout, extent: Double)] = [
      (#line, .fitting, Self.layout(), 334),  // 300 + 34
      (#line, .fitting, Self.layout(grabber: 20), 354),  // + grabber strip above content
      (#line, .fitting, Self.layout(content: 5000), 787),  // capped
      (#line, .fitting, Self.layout(keyboard: 336), 300),  // keyboard covers the inset
      (#line, .large, Self.layout(), 787),  // 844 − 47 − 10
      (#line, .large, Self.layout(keyboard: 336), 451),  // − 336
      (#line, .medium, Self.layout(), 393.5),
      (#line, .fraction(0.25), Self.layout(), 196.75),
      (#line, .fraction(1.7), Self.layout(), 787),  // clamped to 1
      (#line, .fraction(-1), Self.layout(), 0),  // clamped to 0
      (#line, .fraction(.nan), Self.layout(), 0),
      (#line, .height(200), Self.layout(), 234),  // content height above the safe area
      (#line, .height(-50), Self.layout(), 34),
      (#line, .height(.infinity), Self.layout(), 787),
      (#line, .custom(id: "peek") { _ in 120 }, Self.layout(), 154),
      (#line, .custom(id: "max") { $0.maximumDetentValue }, Self.layout(), 787),
      (#line, .custom(id: "nan") { _ in .nan }, Self.layout(), 34),
    ]
    for row in rows {
      let actual = row.detent.extent(in: row.layout)
      #expect(
        abs(actual - row.extent) <= 1e-9, "\(row.detent.identifier): \(actual)",
        sourceLocation: SourceLocation(
          fileID: #fileID, filePath: #filePath, line: Int(row.line), column: 1))
    }
  }

  @Test func resolvedStopsAreSortedDeduplicatedAndKeepEveryIdentifier() {
    let detents: [Detent] = [.large, .fitting, .fraction(0.5, identifier: "half"), .height(753)]
    let resolved = ResolvedDetents(detents: detents, layout: Self.layout(content: 5000))
    // .fitting (capped) and .height(753) both resolve to 787, like .large declared first.
    #expect(resolved.stops.map(\.extent) == [393.5, 787])
    #expect(resolved.stops.map(\.identifier) == ["half", .large])
    #expect(resolved.extent(of: .fitting) == 787)
    #expect(resolved.stopIndex(of: .fitting) == 1)
    #expect(resolved.extent(of: "missing") == nil)
  }

  @Test func emptyDetentListBecomesLarge() {
    var corrections = InputCorrections()
    var resolved = ResolvedDetents(detents: [], corrections: &corrections)
    resolved.resolve(in: Self.layout(), &corrections)
    #expect(corrections.contains(.emptyDetents))
    #expect(resolved.stops.map(\.identifier) == [.large])
  }

  @Test func sheetFrameSitsOnTheBaseLineAndReachesTheBottom() {
    let rows: [(line: UInt, layout: SheetLayout, extent: Double, frame: Rect)] = [
      (#line, Self.layout(), 334, Rect(x: 0, y: 510, width: 390, height: 334)),
      (#line, Self.layout(), 0, Rect(x: 0, y: 844, width: 390, height: 0)),
      (#line, Self.layout(), 5000, Rect(x: 0, y: 0, width: 390, height: 844)),
      (#line, Self.layout(keyboard: 336), 300, Rect(x: 0, y: 208, width: 390, height: 636)),
      (#line, Self.layout(width: 1024), 334, Rect(x: 232, y: 510, width: 560, height: 334)),
    ]
    for row in rows {
      #expect(
        row.layout.frame(forExtent: row.extent) == row.frame,
        sourceLocation: SourceLocation(
          fileID: #fileID, filePath: #filePath, line: Int(row.line), column: 1))
    }
  }

  static let wildDouble = Gen<Double>.oneOf(
    Gen.double(in: -2000...3000), Gen<Double>.always(.nan), Gen<Double>.always(.infinity),
    Gen<Double>.always(-.infinity), Gen.double(in: -5...5))

  @Test func resolutionNeverReturnsNaNNegativeOrUnsortedExtents() async {
    await seededPropertyCheck(
      count: 300,
      input: zip(
        zip(Self.wildDouble, Self.wildDouble, Self.wildDouble, Self.wildDouble),
        zip(Self.wildDouble, Self.wildDouble, Self.wildDouble, Self.wildDouble))
    ) { sizes, values in
      let context = LayoutContext(
        containerSize: Size(width: sizes.0, height: sizes.1),
        safeAreaInsets: Insets(top: sizes.2, bottom: sizes.3),
        preferredContentHeight: values.0, keyboardOverlap: values.1, grabberHeight: values.2,
        topGap: values.3)
      let detents: [Detent] = [
        .fitting, .large, .fraction(values.0), .height(values.1),
        .custom(id: "wild") { _ in values.2 },
      ]
      let layout = SheetLayout(context: context)
      let resolved = ResolvedDetents(detents: detents, layout: layout)
      let extents = resolved.stops.map(\.extent)
      #expect(extents.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= layout.maximumExtent })
      #expect(zip(extents, extents.dropFirst()).allSatisfy { $0 < $1 })
      #expect(layout.maximumExtent.isFinite && layout.maximumExtent >= 0)
      let frame = layout.frame(forExtent: values.3)
      #expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite })
    }
  }
}
