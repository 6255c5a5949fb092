import BottomSheetCore
import BottomSheetRules
import Testing

/// What lies under a modal sheet and what follows from it (``SheetStack``).
@Suite("Sheet stack")
struct SheetStackTests {
  @Test(
    "what lies under a sheet",
    arguments: [
      (#line, true, true, SheetStack.Below.modalSheet),
      (#line, true, false, .modalSheet),
      (#line, false, true, .screen),
      (#line, false, false, .partialView),
    ] as [(UInt, Bool, Bool, SheetStack.Below)])
  func below(_ row: (line: UInt, inSheet: Bool, covers: Bool, expected: SheetStack.Below)) {
    #expect(
      SheetStack.below(presenterIsInModalSheet: row.inSheet, presenterCoversContainer: row.covers)
        == row.expected, sourceLocation: rowLocation(row.line))
  }

  @Test("touches passing through a sheet over a sheet reach the whole lower sheet")
  func touchTarget() {
    #expect(SheetStack.touchTarget(over: .modalSheet) == .lowerSheetContainer)
    #expect(SheetStack.touchTarget(over: .screen) == .presenterView)
    #expect(SheetStack.touchTarget(over: .partialView) == .presenterView)
  }

  @Test(
    "a sheet hides what lies under it exactly while it blocks, and its view is a modal view only while it blocks with nothing above",
    arguments: [
      (#line, false, false, true, true),
      (#line, true, false, false, false),
      // A bottom sheet, an alert or a system sheet above: never hidden by a modal view.
      (#line, false, true, false, true),
      (#line, true, true, false, false),
    ] as [(UInt, Bool, Bool, Bool, Bool)])
  func voiceOver(
    _ row: (line: UInt, passes: Bool, anythingAbove: Bool, modal: Bool, hides: Bool)
  ) {
    let location = rowLocation(row.line)
    #expect(
      SheetStack.isModalView(passesTouchesThrough: row.passes, hasAnythingAbove: row.anythingAbove)
        == row.modal, sourceLocation: location)
    #expect(
      SheetStack.hidesWhatLiesUnder(passesTouchesThrough: row.passes) == row.hides,
      sourceLocation: location)
  }

  @Test(
    "vetoes are asked top down, each once, up to the first refusal, which is named",
    arguments: [
      (#line, [Bool](), nil, 0),
      (#line, [true], nil, 1),
      (#line, [false], 0, 1),
      (#line, [true, true, true], nil, 3),
      (#line, [true, false, true], 1, 2),
      (#line, [false, true, true], 0, 1),
      (#line, [true, true, false], 2, 3),
      (#line, [true, false, false], 1, 2),
    ] as [(UInt, [Bool], Int?, Int)])
  func vetoOrder(_ row: (line: UInt, answers: [Bool], refusal: Int?, asked: Int)) {
    var asked: [Int] = []
    let vetoes = row.answers.enumerated().map { index, answer in
      { () -> Bool in
        asked.append(index)
        return answer
      }
    }
    let refusal = SheetStack.refusal(askingTopDown: vetoes)
    let location = rowLocation(row.line)
    #expect(refusal == row.refusal, sourceLocation: location)
    #expect(asked == Array(0..<row.asked), "each once, in order", sourceLocation: location)
  }

  @Test("a sheet with a presentation above it has that taken down first")
  func hostDismissal() {
    #expect(SheetStack.hostDismissal(hasPresentationAbove: true) == .removeAboveFirst)
    #expect(SheetStack.hostDismissal(hasPresentationAbove: false) == .dismissSheet)
  }

  @Test(
    "a modal covers the persistent sheet enclosing its source, else the nearest overlay",
    arguments: [
      (#line, "container", ["overlay"], "container"),
      (#line, nil, ["near", "far"], "near"),
      (#line, nil, [], nil),
      (#line, "container", [], "container"),
    ] as [(UInt, String?, [String], String?)])
  func coveredSheet(_ row: (line: UInt, enclosing: String?, overlays: [String], covered: String?)) {
    #expect(
      SheetStack.coveredSheet(enclosing: row.enclosing, overlays: row.overlays) == row.covered,
      sourceLocation: rowLocation(row.line))
  }
}
