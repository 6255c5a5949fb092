import BottomSheetCore
import BottomSheetRules
import Testing

/// `invalidateDetents()` (``ContentFitting/invalidated(preferred:width:current:fitting:)``):
/// the layout is measured again even when nothing reported a change, and a height is always
/// answered, so the engine resolves the detents again.
@Suite("Fitting: invalidating the detents measures again and always resolves")
struct ContentFittingInvalidationTests {
  @Test("measures again at the same width, and answers the engine's height when nothing new")
  func invalidation() {
    typealias Step = ContentFittingTests.Step
    // (line, earlier reports, the invalidation's preferred height, width and layout height,
    //  the engine's current height, whether it measures, the height it answers)
    let rows:
      [(
        line: UInt, before: [Step], preferred: Double, width: Double, layout: Double,
        current: Double, measures: Bool, answers: Double
      )] = [
        // The label revealed after presenting: the layout grew, nothing told the sheet.
        (#line, [Step(fitting: 240)], 0, 390, 300, 240, true, 300),
        // Nothing grew: measured again, and the same height answered (the engine resolves a
        // custom detent that reads the app's state again).
        (#line, [Step(fitting: 240)], 0, 390, 240, 240, true, 240),
        (#line, [Step(fitting: 240)], 0, 390, 240.005, 240, true, 240),
        // A preferred height wins and is not measured; answered even when unchanged.
        (#line, [Step(preferred: 320)], 320, 390, 500, 320, false, 320),
        (#line, [Step()], 360, 390, 500, 240, false, 360),
        // Nothing to measure (no width yet, or content that sizes itself): the engine's height.
        (#line, [], 0, 0, 300, 0, false, 0),
        (#line, [Step(fitting: 240)], 0, 0, 300, 240, false, 240),
        // Invalidated before the first measurement: measures now.
        (#line, [], 0, 390, 180, 0, true, 180),
      ]
    for row in rows {
      var fitting = ContentFitting()
      for step in row.before { _ = ContentFittingTests.ask(&fitting, step) }
      var measured = false
      let answer = fitting.invalidated(
        preferred: row.preferred, width: row.width, current: row.current
      ) {
        measured = true
        return row.layout
      }
      #expect(measured == row.measures, sourceLocation: rowLocation(row.line))
      #expect(answer == row.answers, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("after an invalidation that changed nothing, the next report measures nothing new")
  func invalidationThenReport() {
    var fitting = ContentFitting()
    _ = fitting.height(preferred: 0, width: 390) { 240 }
    _ = fitting.invalidated(preferred: 0, width: 390, current: 240) { 300 }
    var measured = false
    let sent = fitting.height(preferred: 0, width: 390) {
      measured = true
      return 300
    }
    #expect(!measured)
    #expect(sent == nil)
    #expect(fitting.sentHeight == 300)
  }
}
