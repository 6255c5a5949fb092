import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("SheetContentTraits: what the sheet adds to its content's traits")
struct SheetContentTraitsTests {
  @Test("a modal sheet is elevated, a persistent one keeps its screen's level")
  func interfaceLevel() {
    // (line, configuration, level)
    let rows:
      [(line: UInt, configuration: SheetConfiguration, level: SheetContentTraits.InterfaceLevel)] =
        [
          (#line, SheetConfiguration(detents: [.fitting]), .elevated),
          (#line, SheetConfiguration(detents: [.medium, .large]), .elevated),
          // A modal sheet that lets the background be used is still presented content.
          (
            #line,
            SheetConfiguration(
              detents: [.medium, .large], dimming: Dimming(largestUndimmedDetent: .large)),
            .elevated
          ),
          (
            #line, SheetConfiguration.persistent(detents: [.collapsed, .medium, .large]), .inherited
          ),
          (#line, SheetConfiguration(detents: [.medium], isPersistent: true), .inherited),
        ]
    for row in rows {
      let traits = SheetContentTraits(
        isPersistent: row.configuration.isPersistent, sheetWidth: 390)
      #expect(traits.interfaceLevel == row.level, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("content narrower than the wide sheet gets compact width, wider or unlaid content inherits")
  func compactWidth() {
    // (line, content width, compact)
    let rows: [(line: UInt, width: Double, compact: Bool)] = [
      // Cards on a wide screen: the default bounds, and a narrow custom card.
      (#line, 320, true),
      (#line, 375, true),
      (#line, 280, true),
      // A phone's full-width sheet (already compact: the override changes nothing).
      (#line, 390, true),
      (#line, 440, true),
      // Just below, at and above the limit: the wide automatic sheet keeps the window's class.
      (#line, SheetContentTraits.compactWidthLimit - 0.5, true),
      (#line, SheetContentTraits.compactWidthLimit, false),
      (#line, 560, false),
      (#line, 1024, false),
      // No width yet, or a bad one: nothing is overridden.
      (#line, 0, false),
      (#line, -320, false),
      (#line, .nan, false),
      (#line, .infinity, false),
    ]
    for row in rows {
      let traits = SheetContentTraits(isPersistent: true, sheetWidth: row.width)
      #expect(traits.hasCompactWidth == row.compact, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a card placed by the engine on a wide container gets compact width, the wide sheet not")
  func compactWidthFromTheEngine() {
    let wide = LayoutContext(containerSize: Size(width: 1024, height: 768))
    // (line, placement, compact)
    let rows: [(line: UInt, placement: SheetPlacement, compact: Bool)] = [
      (#line, .leading(.default), true),
      (#line, .trailing(.default), true),
      (#line, .automatic, false),
    ]
    for row in rows {
      var configuration = SheetConfiguration.persistent(detents: [.medium])
      configuration.placement = row.placement
      var engine = SheetEngine(configuration: configuration, context: wide, time: 0)
      engine.handle(.present(animated: false), at: 0)
      let width = engine.currentFrame.layoutRect.width
      let traits = SheetContentTraits(isPersistent: true, sheetWidth: width)
      #expect(traits.hasCompactWidth == row.compact, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a floating sheet's size class is the same at every detent, its content narrower or not")
  func sizeClassIgnoresTheSurfaceInset() {
    // (line, container, compact): the wide automatic sheet (560 pt, content 544 floating, 560
    // attached) keeps the window's class; a phone's (390, content 374 or 390) is compact.
    let rows: [(line: UInt, size: Size, compact: Bool)] = [
      (#line, Size(width: 1024, height: 768), false),
      (#line, Phone.size, true),
    ]
    for row in rows {
      let configuration = SheetConfiguration(detents: [.medium, .large], surfaceStyle: .floating)
      var engine = SheetEngine(
        configuration: configuration, context: LayoutContext(containerSize: row.size), time: 0)
      engine.handle(.present(animated: false), at: 0)
      var seen: Set<Bool> = []
      var widths: Set<Double> = []
      for detent in [Detent.Identifier.medium, .large, .medium] {
        engine.handle(.selectDetent(detent, animated: false), at: 0)
        let frame = engine.currentFrame
        widths.insert(frame.contentRect.width)
        seen.insert(
          SheetContentTraits(isPersistent: false, sheetWidth: frame.layoutRect.width)
            .hasCompactWidth)
      }
      #expect(
        widths.count == 2, "the content's width must change: \(widths)",
        sourceLocation: rowLocation(row.line))
      #expect(seen == [row.compact], sourceLocation: rowLocation(row.line))
    }
  }
}
