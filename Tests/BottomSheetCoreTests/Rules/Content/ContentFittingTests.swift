import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// Which height a plain content gives `.fitting` and when its layout is measured again
/// (``ContentFitting``): its preferred height wins; else its fitting height at the sheet's
/// width, measured the first time there is a width, when the width changes and when the content
/// reports a change; an unchanged height is not sent again.
@Suite("Fitting: a plain content's height, preferred or measured")
struct ContentFittingTests {
  /// One report to the rule: the content's preferred height, the width, whether the content
  /// reported a change first, and what its layout measures.
  struct Step: Sendable {
    var preferred: Double = 0
    var width: Double = 390
    var changed = false
    var fitting: Double = 240
  }

  @Test func thePreferredHeightWinsElseTheLayoutIsMeasuredWhenItOrTheWidthChanged() {
    // (line, earlier steps, the step asked, whether it measures, the height it sends)
    let rows: [(line: UInt, before: [Step], step: Step, measures: Bool, sends: Double?)] = [
      // The first report with a width measures the layout and sends it.
      (#line, [], Step(), true, 240),
      // No width yet (the geometry has not arrived, the view is not loaded): nothing.
      (#line, [], Step(width: 0), false, nil),
      (#line, [Step(width: 0)], Step(), true, 240),
      // Nothing changed: not measured again.
      (#line, [Step()], Step(fitting: 300), false, nil),
      // The constraints changed: measured again, the new height sent.
      (#line, [Step()], Step(changed: true, fitting: 300), true, 300),
      // Measured again to the same height: nothing to send.
      (#line, [Step()], Step(changed: true), true, nil),
      (#line, [Step()], Step(changed: true, fitting: 240.005), true, nil),
      // A new width (a rotation, a card) measures again.
      (#line, [Step()], Step(width: 320, fitting: 280), true, 280),
      // A preferred height wins, and the layout is not measured.
      (#line, [], Step(preferred: 320), false, 320),
      (#line, [Step()], Step(preferred: 320, changed: true), false, 320),
      (#line, [Step(preferred: 320)], Step(preferred: 320, changed: true), false, nil),
      // Even without a width: the app said how tall it is.
      (#line, [], Step(preferred: 320, width: 0), false, 320),
      // The preferred height goes: the layout is measured afresh at the same width.
      (#line, [Step(), Step(preferred: 320)], Step(), true, 240),
      // No usable preferred height counts as none.
      (#line, [], Step(preferred: -5), true, 240),
      (#line, [], Step(preferred: .nan), true, 240),
      (#line, [], Step(preferred: .infinity), true, 240),
      // A layout that measures nothing usable is 0 pt.
      (#line, [], Step(fitting: .nan), true, 0),
      (#line, [], Step(fitting: -10), true, 0),
    ]
    for row in rows {
      var fitting = ContentFitting()
      for step in row.before { _ = Self.ask(&fitting, step) }
      let (sent, measured) = Self.ask(&fitting, row.step)
      #expect(measured == row.measures, sourceLocation: rowLocation(row.line))
      #expect(sent == row.sends, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("over any reports: measured only when needed, sent only when changed")
  func anySequenceOfReports() async {
    let preferreds: [Double] = [0, 0, 0, 320, -1]
    let widths: [Double] = [0, 320, 390, 390]
    let heights: [Double] = [0, 200, 240, 240, 500]
    let step = zip(
      Gen.int(in: 0...4), Gen.int(in: 0...3), Gen.bool, Gen.int(in: 0...4)
    ).map { Step(preferred: preferreds[$0], width: widths[$1], changed: $2, fitting: heights[$3]) }
    await seededPropertyCheck(count: 300, input: step.array(of: 1...24)) { steps in
      var fitting = ContentFitting()
      var lastMeasuredWidth: Double?
      var sent: Double?
      var changedSinceMeasurement = false
      for step in steps {
        changedSinceMeasurement = changedSinceMeasurement || step.changed
        let (answer, measured) = Self.ask(&fitting, step)
        let hasPreferred = step.preferred > 0
        if measured {
          #expect(!hasPreferred && step.width > 0)
          lastMeasuredWidth = step.width
          changedSinceMeasurement = false
        } else if !hasPreferred, step.width > 0 {
          // Not measured: it was, at this width, with no change since.
          #expect(lastMeasuredWidth == step.width && !changedSinceMeasurement)
        }
        if hasPreferred { lastMeasuredWidth = nil }
        if let answer {
          #expect(answer.isFinite && answer >= 0)
          #expect(sent.map { abs($0 - answer) > NavigationScreen.measurementTolerance } ?? true)
          sent = answer
        }
        #expect(fitting.sentHeight == sent)
        if hasPreferred { #expect(sent == step.preferred) }
        if measured { #expect(sent == step.fitting) }
      }
    }
  }

  /// Asks `fitting` for `step`; returns what it sends and whether it measured the layout.
  static func ask(_ fitting: inout ContentFitting, _ step: Step) -> (Double?, Bool) {
    if step.changed { fitting.contentChanged() }
    var measured = false
    let sent = fitting.height(preferred: step.preferred, width: step.width) {
      measured = true
      return step.fitting
    }
    return (sent, measured)
  }
}
