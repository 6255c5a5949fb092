import BottomSheetCore
import Testing

@Suite("Keyboard overlap: how far the keyboard reaches into the container")
struct KeyboardOverlapTests {
  static let container = Rect(x: 0, y: 0, width: 390, height: 844)

  @Test func overlapIsTheKeyboardsReachIntoTheContainer() {
    let rows: [(line: UInt, keyboard: Rect, overlap: Double)] = [
      (#line, Rect(x: 0, y: 508, width: 390, height: 336), 336),  // docked
      (#line, Rect(x: 0, y: 844, width: 390, height: 336), 0),  // hidden below the screen
      (#line, Rect(x: 0, y: 800, width: 390, height: 44), 44),  // accessory bar only
      (#line, Rect(x: 500, y: 508, width: 390, height: 336), 0),  // beside the container
      (#line, Rect(x: 0, y: 300, width: 390, height: 200), 544),  // floating: covers below it
      (#line, Rect(x: 0, y: .nan, width: 390, height: 336), 0),
      (#line, .zero, 0),
    ]
    for row in rows {
      #expect(
        KeyboardOverlap.overlap(keyboard: row.keyboard, container: Self.container) == row.overlap,
        sourceLocation: rowLocation(row.line))
    }
  }
}
