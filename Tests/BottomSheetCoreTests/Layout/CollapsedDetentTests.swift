import BottomSheetCore
import Testing

@Suite("Layout: the persistent sheet's collapsed detent stays above bars")
struct CollapsedDetentTests {
  /// The bottom safe-area insets a container sees on an 844 pt iPhone (top inset 47 pt): the
  /// home indicator alone, a tab bar (49 pt) above it, a toolbar (44 pt) above it, and none.
  @Test("it shows 15 % of the room above the bottom safe area, whatever bar that inset covers")
  func extentAboveTheBottomInset() {
    let rows: [(line: UInt, bottom: Double, keyboard: Double, extent: Double)] = [
      (#line, 34, 0, 34 + 0.15 * (787 - 34)),  // home indicator: 146.95
      (#line, 83, 0, 83 + 0.15 * (787 - 83)),  // tab bar: 188.6, 105.6 pt above it
      (#line, 78, 0, 78 + 0.15 * (787 - 78)),  // toolbar: 184.35
      (#line, 0, 0, 0.15 * 787),  // no inset at all: 118.05
      // A keyboard (336 pt) covers the inset: the room is the largest extent above it.
      (#line, 83, 336, 0.15 * (787 - 336)),
    ]
    for row in rows {
      let layout = SheetLayout(
        context: LayoutContext(
          containerSize: Phone.size,
          safeAreaInsets: Insets(top: Phone.insets.top, bottom: row.bottom),
          keyboardOverlap: row.keyboard))
      let extent = Detent.collapsed.extent(in: layout)
      #expect(
        abs(extent - row.extent) < 1e-9, "\(extent) ≠ \(row.extent)",
        sourceLocation: rowLocation(row.line))
      // What the bar leaves visible is never less than the share of the room above it.
      let visible = extent - layout.visibleBottomInset
      #expect(
        visible >= Detent.collapsedShare * (layout.maximumExtent - layout.visibleBottomInset)
          - 1e-9, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("it is named, so VoiceOver never says its identifier")
  func named() {
    let engine = Phone.engine(.persistent(detents: [.collapsed, .medium, .large]))
    #expect(engine.spokenName(of: .collapsed) == .collapsed)
  }
}
