@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: the content is never laid out at zero size")
struct DeviceCheckLayoutSizesTests {
  @Test("every layout pass, the first included, needs a width and a height")
  func verdicts() {
    let rows:
      [(line: UInt, sizes: [(Double, Double)], verdict: DeviceCheckVerdict, figure: String)] = [
        (
          #line, [(402, 274), (402, 274)], .pass,
          "2 layout passes, the first at 402.0 × 274.0 pt, none at zero width or height"
        ),
        // The first pass at zero size (laid out before the sheet gave the view its frame).
        (
          #line, [(0, 0), (402, 274)], .fail,
          "2 layout passes, the first at 0.0 × 0.0 pt, 1 at zero width or height"
        ),
        // A width but no height: what a check of the width alone let through.
        (
          #line, [(402, 0), (402, 274)], .fail,
          "2 layout passes, the first at 402.0 × 0.0 pt, 1 at zero width or height"
        ),
        (
          #line, [(402, 274), (0, 274)], .fail,
          "2 layout passes, the first at 402.0 × 274.0 pt, 1 at zero width or height"
        ),
        // The smallest size that is one.
        (
          #line, [(0.5, 0.5)], .pass,
          "1 layout passes, the first at 0.5 × 0.5 pt, none at zero width or height"
        ),
        (
          #line, [(.nan, 274)], .fail,
          "1 layout passes, the first at nan × 274.0 pt, 1 at zero width or height"
        ),
        // Never laid out: nothing was tested.
        (#line, [], .skip, "no layout pass"),
      ]
    for row in rows {
      var sizes = DeviceCheckLayoutSizes()
      for (width, height) in row.sizes { sizes.record(width: width, height: height) }
      #expect(sizes.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(sizes.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }
}
