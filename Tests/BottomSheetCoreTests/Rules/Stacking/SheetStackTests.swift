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
    "only the top sheet that blocks is VoiceOver's modal view",
    arguments: [
      (#line, false, false, true),
      (#line, false, true, false),
      (#line, true, false, false),
      (#line, true, true, false),
    ] as [(UInt, Bool, Bool, Bool)])
  func accessibilityModal(_ row: (line: UInt, passes: Bool, above: Bool, modal: Bool)) {
    #expect(
      SheetStack.isAccessibilityModal(passesTouchesThrough: row.passes, hasSheetAbove: row.above)
        == row.modal, sourceLocation: rowLocation(row.line))
  }

  @Test(
    "vetoes are asked top down, each once, up to the first refusal",
    arguments: [
      (#line, [Bool](), true, 0),
      (#line, [true], true, 1),
      (#line, [false], false, 1),
      (#line, [true, true, true], true, 3),
      (#line, [true, false, true], false, 2),
      (#line, [false, true, true], false, 1),
      (#line, [true, true, false], false, 3),
    ] as [(UInt, [Bool], Bool, Int)])
  func vetoOrder(_ row: (line: UInt, answers: [Bool], allowed: Bool, asked: Int)) {
    var asked: [Int] = []
    let vetoes = row.answers.enumerated().map { index, answer in
      { () -> Bool in
        asked.append(index)
        return answer
      }
    }
    let allowed = SheetStack.allowsDismissal(askingTopDown: vetoes)
    let location = rowLocation(row.line)
    #expect(allowed == row.allowed, sourceLocation: location)
    #expect(asked == Array(0..<row.asked), "each once, in order", sourceLocation: location)
  }
}
