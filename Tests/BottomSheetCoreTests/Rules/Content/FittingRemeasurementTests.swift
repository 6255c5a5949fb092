import BottomSheetCore
import BottomSheetRules
import Testing

/// When a `.fitting` sheet measures its content again (``FittingRemeasurement``): only when the
/// content reported a change or the width changed.
@Suite("Fitting: when the content is measured again")
struct FittingRemeasurementTests {
  enum Step: Sendable {
    /// A layout pass at this width asks whether to measure.
    case pass(width: Double)
    case contentChanged
  }

  @Test func onlyAReportedChangeOrANewWidthMeasuresAgain() {
    // (line, what happens after the first measurement at 390 pt, whether the last pass measures)
    let rows: [(line: UInt, steps: [Step], measures: Bool)] = [
      // The sheet resizes or moves (a new detent, a grab): same width, nothing to measure.
      (#line, [.pass(width: 390)], false),
      // The content reports its size changed.
      (#line, [.contentChanged, .pass(width: 390)], true),
      // Several reports before a pass measure once.
      (#line, [.contentChanged, .contentChanged, .pass(width: 390), .pass(width: 390)], false),
      // A new width (a rotation) measures; back to the old width measures again.
      (#line, [.pass(width: 844)], true),
      (#line, [.pass(width: 844), .pass(width: 390)], true),
    ]
    for row in rows {
      var remeasurement = FittingRemeasurement()
      let first = remeasurement.needsMeasurement(width: 390)
      #expect(first, sourceLocation: rowLocation(row.line))
      var last = false
      for step in row.steps {
        switch step {
        case .pass(let width): last = remeasurement.needsMeasurement(width: width)
        case .contentChanged: remeasurement.contentChanged()
        }
      }
      #expect(last == row.measures, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func contentIsMeasuredAgainOnlyWhenItOrTheWidthChanged() {
    var remeasurement = FittingRemeasurement()
    let steps: [(line: UInt, width: Double, revision: Int, measures: Bool)] = [
      (#line, 0, 0, false),  // not laid out yet: nothing to measure
      (#line, 390, 0, true),  // first measurement
      (#line, 390, 0, false),  // the sheet resized or moved: same content, same width
      (#line, 390, 0, false),
      (#line, 390, 1, true),  // new content
      (#line, 844, 1, true),  // rotated: new width
      (#line, 844, 1, false),
      (#line, .nan, 2, false),  // no usable width: nothing recorded
      (#line, 844, 2, true),
    ]
    for step in steps {
      #expect(
        remeasurement.needsMeasurement(width: step.width, contentRevision: step.revision)
          == step.measures, sourceLocation: rowLocation(step.line))
    }
  }
}

/// Measuring only for detents that read the content's height
/// (``FittingRemeasurement/needsMeasurement(width:detents:)``).
@Suite("Fitting: no measurement without a detent that reads the content's height")
struct FittingRemeasurementDetentTests {
  @Test func onlyFittingAndCustomDetentsReadTheContentsHeight() {
    let rows: [(line: UInt, detents: [Detent], reads: Bool)] = [
      (#line, [], false),
      (#line, [.medium, .large], false),
      (#line, [.collapsed, .height(200), .fraction(0.3)], false),
      (#line, [.fitting], true),
      (#line, [.medium, .fitting, .large], true),
      (#line, [.custom(id: "half-content") { $0.layout.context.preferredContentHeight / 2 }], true),
    ]
    for row in rows {
      #expect(
        FittingRemeasurement.readsContentHeight(row.detents) == row.reads,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test func noFittingDetentMeasuresNothingAndTheFirstOneMeasuresAtOnce() {
    var remeasurement = FittingRemeasurement()
    let rows: [(line: UInt, detents: [Detent], changed: Bool, measures: Bool)] = [
      (#line, [.medium, .large], false, false),
      // A map re-rendering each frame: new content every update, still no measurement.
      (#line, [.medium, .large], true, false),
      (#line, [.medium, .large], true, false),
      // The content asks for .fitting: measured at once, then only after a change.
      (#line, [.fitting, .large], false, true),
      (#line, [.fitting, .large], false, false),
      (#line, [.fitting, .large], true, true),
      // Back to fixed detents: a change measures nothing …
      (#line, [.large], true, false),
      // … and .fitting again measures the content as it is now.
      (#line, [.fitting], false, true),
    ]
    for row in rows {
      if row.changed { remeasurement.contentChanged() }
      #expect(
        remeasurement.needsMeasurement(width: 390, detents: row.detents) == row.measures,
        sourceLocation: rowLocation(row.line))
    }
  }
}
