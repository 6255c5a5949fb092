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
    "a blocking sheet hides what lies under it, whatever is above it, and is a modal view only with nothing above",
    arguments: [
      (#line, false, SheetStack.Above.nothing, true, true),
      (#line, true, .nothing, false, false),
      (#line, false, .blockingSheet, false, true),
      (#line, true, .blockingSheet, false, false),
      (#line, false, .passThroughSheet, false, true),
      (#line, true, .passThroughSheet, false, false),
      // An alert or a system sheet presented from the sheet: never hidden by a modal sheet.
      (#line, false, .otherPresentation, false, true),
      (#line, true, .otherPresentation, false, false),
    ] as [(UInt, Bool, SheetStack.Above, Bool, Bool)])
  func accessibility(
    _ row: (line: UInt, passes: Bool, above: SheetStack.Above, modal: Bool, hides: Bool)
  ) {
    let answer = SheetStack.accessibility(passesTouchesThrough: row.passes, above: row.above)
    let location = rowLocation(row.line)
    #expect(answer.isModal == row.modal, sourceLocation: location)
    #expect(answer.hidesWhatLiesUnder == row.hides, sourceLocation: location)
  }

  @Test(
    "what lies above follows whether the sheet above lets touches through",
    arguments: [
      (#line, nil, false, SheetStack.Above.nothing),
      (#line, true, false, .passThroughSheet),
      (#line, false, false, .blockingSheet),
      // Something presented: another presentation, unless it is a bottom sheet, which says more.
      (#line, nil, true, .otherPresentation),
      (#line, true, true, .passThroughSheet),
      (#line, false, true, .blockingSheet),
    ] as [(UInt, Bool?, Bool, SheetStack.Above)])
  func above(_ row: (line: UInt, passes: Bool?, presents: Bool, above: SheetStack.Above)) {
    #expect(
      SheetStack.Above(
        sheetAbovePassesTouchesThrough: row.passes, presentsSomethingElse: row.presents)
        == row.above,
      sourceLocation: rowLocation(row.line))
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
