import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// Where a card sits (``SheetPlacement``, ``SheetCardSize``) and how it moves sideways. The
/// card's frame at each detent (``SheetLayout``): its side, width and floating bottom edge,
/// worked out by hand from the rules (width = clamp(fraction · container, min, max), at most the
/// safe width less both margins; x = the safe edge + margin at its side, mirrored right to left;
/// bottom edge = base line − visible bottom inset − bottom margin; content detents add that
/// clearance). Exact arithmetic: tolerance 1e-9 pt. In `SheetPlacementTests+Engine.swift`: the
/// engine's glide to a new placement or container, and its invariants over random inputs.
@Suite("Placement: where a card sits and how it glides")
struct SheetPlacementTests {
  // MARK: - The card's frame at each detent

  static let iPadPortrait = IPad.context()
  static let iPadLandscape = IPad.context(IPad.landscape)
  static let phoneLandscape = PhoneLandscape.context(content: 200)
  static let phonePortrait = Phone.context()
  static let phoneLandscapeUnequal = StandardDevice.phoneLandscapeUnequal.context(content: 200)
  /// ``StandardDevice/phoneLandscapeUnequal`` mirrored: 0 pt on the left, 47 on the right.
  static let phoneLandscapeMirrored = LayoutContext(
    containerSize: StandardDevice.phoneLandscapeUnequal.size,
    safeAreaInsets: Insets(top: 0, left: 0, bottom: 21, right: 47), preferredContentHeight: 200)
  static let iPadSplitView = StandardDevice.iPadSplitView.context()
  static let leftInsetOnly = StandardDevice.leftInsetContainer.context()

  static func rtl(_ context: LayoutContext) -> LayoutContext {
    var copy = context
    copy.layoutDirection = .rightToLeft
    return copy
  }

  typealias Row = (
    line: UInt, context: LayoutContext, placement: SheetPlacement, detent: Detent,
    frame: Rect
  )

  static let rows: [Row] = [
    // iPad portrait 820 × 1180: width 0.4 · 820 = 328; clearance 20 + 10 = 30; largest 1146.
    (
      #line, iPadPortrait, .leading(.default), .fitting,
      Rect(x: 10, y: 850, width: 328, height: 300)
    ),
    (
      #line, iPadPortrait, .leading(.default), .height(200),
      Rect(x: 10, y: 950, width: 328, height: 200)
    ),
    (
      #line, iPadPortrait, .leading(.default), .medium, Rect(x: 10, y: 607, width: 328, height: 543)
    ),
    (#line, iPadPortrait, .leading(.default), .large, Rect(x: 10, y: 34, width: 328, height: 1116)),
    (
      #line, iPadPortrait, .trailing(.default), .fitting,
      Rect(x: 482, y: 850, width: 328, height: 300)
    ),
    (
      #line, iPadPortrait, .trailing(.default), .large,
      Rect(x: 482, y: 34, width: 328, height: 1116)
    ),
    // Right to left: leading is the right side.
    (
      #line, rtl(iPadPortrait), .leading(.default), .fitting,
      Rect(x: 482, y: 850, width: 328, height: 300)
    ),
    (
      #line, rtl(iPadPortrait), .trailing(.default), .medium,
      Rect(x: 10, y: 607, width: 328, height: 543)
    ),
    // iPad landscape 1180 × 820: 0.4 · 1180 = 472, capped at 375; largest 786.
    (
      #line, iPadLandscape, .leading(.default), .fitting,
      Rect(x: 10, y: 490, width: 375, height: 300)
    ),
    (
      #line, iPadLandscape, .leading(.default), .medium,
      Rect(x: 10, y: 427, width: 375, height: 363)
    ),
    (#line, iPadLandscape, .leading(.default), .large, Rect(x: 10, y: 34, width: 375, height: 756)),
    (
      #line, iPadLandscape, .trailing(.default), .height(200),
      Rect(x: 795, y: 590, width: 375, height: 200)
    ),
    (
      #line, rtl(iPadLandscape), .leading(.default), .large,
      Rect(x: 795, y: 34, width: 375, height: 756)
    ),
    // Points, and a fraction below its minimum, above its maximum, and wider than the room.
    (
      #line, iPadPortrait, .leading(.points(360)), .fitting,
      Rect(x: 10, y: 850, width: 360, height: 300)
    ),
    (
      #line, iPadPortrait, .trailing(.points(360)), .fitting,
      Rect(x: 450, y: 850, width: 360, height: 300)
    ),
    (
      #line, iPadPortrait, .leading(.fraction(0.25, minimum: 300, maximum: 400)), .fitting,
      Rect(x: 10, y: 850, width: 300, height: 300)
    ),
    (
      #line, iPadLandscape, .leading(.fraction(0.5, minimum: 0, maximum: 400)), .fitting,
      Rect(x: 10, y: 490, width: 400, height: 300)
    ),
    (
      #line, iPadPortrait, .leading(.points(900)), .fitting,
      Rect(x: 10, y: 850, width: 800, height: 300)
    ),
    // Other margins: 16 pt beside, 24 pt below (clearance 44).
    (
      #line, iPadPortrait, .trailing(.points(360, horizontalMargin: 16, bottomMargin: 24)),
      .fitting, Rect(x: 444, y: 836, width: 360, height: 300)
    ),
    // iPhone landscape 844 × 390, side safe areas 47: 0.4 · 844 = 337.6; clearance 21 + 10 = 31; largest 380.
    (
      #line, phoneLandscape, .leading(.default), .fitting,
      Rect(x: 57, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, phoneLandscape, .trailing(.default), .large,
      Rect(x: 449.4, y: 10, width: 337.6, height: 349)
    ),
    // Compact containers fall back to the full-width, edge-attached sheet (fitting: 300 + 34).
    (
      #line, phonePortrait, .leading(.default), .fitting,
      Rect(x: 0, y: 510, width: 390, height: 334)
    ),
    (
      #line, phonePortrait, .trailing(.points(200)), .large,
      Rect(x: 0, y: 57, width: 390, height: 787)
    ),
    // Automatic on a wide container: today's centred 560 pt sheet, down to the edge (300 + 20).
    (#line, iPadPortrait, .automatic, .fitting, Rect(x: 130, y: 860, width: 560, height: 320)),
    // Centred (iOS 27's .center): a floating card in the middle of the safe area, in both
    // directions: (820 − 328) / 2 = 246 in portrait, (1180 − 375) / 2 = 402.5 in landscape,
    // 47 + (844 − 94 − 337.6) / 2 = 253.2 on the phone in landscape.
    (
      #line, iPadPortrait, .center(.default), .fitting,
      Rect(x: 246, y: 850, width: 328, height: 300)
    ),
    (
      #line, rtl(iPadPortrait), .center(.default), .medium,
      Rect(x: 246, y: 607, width: 328, height: 543)
    ),
    (
      #line, iPadLandscape, .center(.default), .large,
      Rect(x: 402.5, y: 34, width: 375, height: 756)
    ),
    (
      #line, phoneLandscape, .center(.default), .fitting,
      Rect(x: 253.2, y: 159, width: 337.6, height: 200)
    ),
    // A compact container falls back to the full-width sheet, as for the other sides.
    (
      #line, phonePortrait, .center(.default), .fitting,
      Rect(x: 0, y: 510, width: 390, height: 334)
    ),
    // Unequal sides (StandardDevice.phoneLandscapeUnequal: 47 left, 0 right), both directions:
    // a card centred in the container (253.2) or narrowed but not moved by the leading inset
    // (229.7) is wrong. Safe width 797: centred 47 + (797 − 337.6) / 2 = 276.7; the left side
    // 47 + 10 = 57, the right one 844 − 0 − 10 − 337.6 = 496.4.
    (
      #line, phoneLandscapeUnequal, .center(.default), .fitting,
      Rect(x: 276.7, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, rtl(phoneLandscapeUnequal), .center(.default), .fitting,
      Rect(x: 276.7, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, phoneLandscapeUnequal, .leading(.default), .fitting,
      Rect(x: 57, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, phoneLandscapeUnequal, .trailing(.default), .fitting,
      Rect(x: 496.4, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, rtl(phoneLandscapeUnequal), .leading(.default), .fitting,
      Rect(x: 496.4, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, rtl(phoneLandscapeUnequal), .trailing(.default), .fitting,
      Rect(x: 57, y: 159, width: 337.6, height: 200)
    ),
    // The mirror image (0 left, 47 right): centred 0 + (797 − 337.6) / 2 = 229.7, the right
    // side 844 − 47 − 10 − 337.6 = 449.4, the left 10.
    (
      #line, phoneLandscapeMirrored, .center(.default), .fitting,
      Rect(x: 229.7, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, rtl(phoneLandscapeMirrored), .center(.default), .fitting,
      Rect(x: 229.7, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, phoneLandscapeMirrored, .trailing(.default), .fitting,
      Rect(x: 449.4, y: 159, width: 337.6, height: 200)
    ),
    (
      #line, rtl(phoneLandscapeMirrored), .trailing(.default), .fitting,
      Rect(x: 10, y: 159, width: 337.6, height: 200)
    ),
    // The iPad's narrow Split View (320 pt) and a left inset only (390 pt) are compact: the
    // full-width sheet, whatever the placement and its left inset (.fitting: 300 + 20, 300).
    (
      #line, iPadSplitView, .center(.default), .fitting,
      Rect(x: 0, y: 860, width: 320, height: 320)
    ),
    (
      #line, leftInsetOnly, .center(.default), .fitting,
      Rect(x: 0, y: 544, width: 390, height: 300)
    ),
  ]

  @Test("each detent's frame, per placement, side, direction and width rule")
  func cardFrameAtEachDetent() {
    for row in Self.rows {
      let layout = SheetLayout(context: row.context, placement: row.placement)
      let frame = layout.frame(forExtent: row.detent.extent(in: layout))
      let location = rowLocation(row.line)
      expectClose(frame.minX, row.frame.minX, tolerance: 1e-9, "x", sourceLocation: location)
      expectClose(frame.minY, row.frame.minY, tolerance: 1e-9, "y", sourceLocation: location)
      expectClose(frame.width, row.frame.width, tolerance: 1e-9, "width", sourceLocation: location)
      expectClose(
        frame.height, row.frame.height, tolerance: 1e-9, "height", sourceLocation: location)
    }
  }

  @Test("a card floats: no content inset, its clearance below the content; edge sheets keep theirs")
  func floatingInsets() {
    // (line, context, placement, floating, clearance, content inset, keyboard column x, width)
    let rows: [(UInt, LayoutContext, SheetPlacement, Bool, Double, Double, Double, Double)] = [
      (#line, Self.iPadPortrait, .leading(.default), true, 30, 0, 10, 328),
      (#line, Self.iPadPortrait, .automatic, false, 0, 20, 130, 560),
      (#line, Self.phonePortrait, .trailing(.default), false, 0, 34, 0, 390),
      (#line, Self.phoneLandscape, .trailing(.default), true, 31, 0, 449.4, 337.6),
    ]
    for (line, context, placement, floating, clearance, inset, columnX, columnWidth) in rows {
      let layout = SheetLayout(context: context, placement: placement)
      let location = rowLocation(line)
      #expect(layout.isFloating == floating, sourceLocation: location)
      expectClose(layout.bottomClearance, clearance, tolerance: 1e-9, sourceLocation: location)
      expectClose(layout.contentBottomInset, inset, tolerance: 1e-9, sourceLocation: location)
      expectClose(layout.keyboardColumn.minX, columnX, tolerance: 1e-9, sourceLocation: location)
      expectClose(
        layout.keyboardColumn.width, columnWidth, tolerance: 1e-9, sourceLocation: location)
      expectClose(
        layout.keyboardColumn.height, context.containerSize.height, tolerance: 1e-9,
        sourceLocation: location)
    }
  }

  @Test("on the keyboard a card floats its bottom margin above it")
  func cardOnTheKeyboard() {
    var context = Self.iPadPortrait
    context.keyboardOverlap = 400
    let layout = SheetLayout(context: context, placement: .leading(.default))
    // Base line 780, clearance 10 (no safe area shows above the keyboard), fitting 300 + 10.
    let extent = Detent.fitting.extent(in: layout)
    expectClose(extent, 310, tolerance: 1e-9)
    let frame = layout.frame(forExtent: extent)
    expectClose(frame.minY, 470, tolerance: 1e-9)
    expectClose(frame.maxY, 770, tolerance: 1e-9)
    // Halfway through the keyboard's rise (lift 10 of 400) the gap is 10 pt of safe area + 10.
    let rising = layout.frame(forExtent: extent, keyboardLift: 10)
    expectClose(rising.maxY, 1180 - 10 - 20, tolerance: 1e-9)
  }

  @Test("below its clearance a card sinks into its floating bottom edge, never inverted")
  func cardBelowItsClearance() {
    let layout = SheetLayout(context: Self.iPadPortrait, placement: .leading(.default))
    // (line, extent, top, bottom)
    let rows: [(UInt, Double, Double, Double)] = [
      (#line, 0, 1180, 1180),
      (#line, 10, 1170, 1170),
      (#line, 30, 1150, 1150),
      (#line, 40, 1140, 1150),
      (#line, 5000, 0, 1150),
      (#line, .nan, 1180, 1180),
    ]
    for (line, extent, top, bottom) in rows {
      let frame = layout.frame(forExtent: extent)
      expectClose(frame.minY, top, tolerance: 1e-9, sourceLocation: rowLocation(line))
      expectClose(frame.maxY, bottom, tolerance: 1e-9, sourceLocation: rowLocation(line))
    }
  }

  @Test("bad card sizes are clamped, never NaN, and the card stays inside the container")
  func badCardSizes() {
    let sizes: [(UInt, SheetCardSize, Double)] = [
      (#line, SheetCardSize(fraction: .nan, minimumWidth: .nan, maximumWidth: .nan), 0),
      (#line, SheetCardSize(fraction: 2, minimumWidth: 0, maximumWidth: .infinity), 800),
      (#line, SheetCardSize(fraction: -1, minimumWidth: 400, maximumWidth: 300), 400),
      (
        #line,
        SheetCardSize(
          fraction: 0.4, minimumWidth: 320, maximumWidth: 375, horizontalMargin: .infinity,
          bottomMargin: -5), 0
      ),
    ]
    for (line, size, width) in sizes {
      let layout = SheetLayout(context: Self.iPadPortrait, placement: .trailing(size))
      let frame = layout.frame(forExtent: Detent.large.extent(in: layout))
      let location = rowLocation(line)
      expectClose(frame.width, width, tolerance: 1e-9, sourceLocation: location)
      #expect(frame.minX >= 0 && frame.maxX <= 820, sourceLocation: location)
      #expect(frame.minY.isFinite && frame.height >= 0, sourceLocation: location)
    }
  }
}
