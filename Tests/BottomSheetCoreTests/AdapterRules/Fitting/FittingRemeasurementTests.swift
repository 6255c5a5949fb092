import BottomSheetCore
import Testing

/// When a `.fitting` sheet measures its content again (``FittingRemeasurement``): only when the
/// content or the width changed. A layout pass the content asked for (same size, no safe-area
/// change since the last pass) is a content change and measures again; a pass for a resize or a
/// new safe area is not, and does not (``FittingRemeasurement/layoutPass(size:)``).
@Suite("Fitting: when the content is measured again")
struct FittingRemeasurementTests {
  enum Step: Sendable {
    case layout(width: Double, height: Double)
    case safeArea
    case contentChanged
  }

  @Test func onlyAPassTheContentAskedForIsAContentChange() {
    // (line, what happens, whether the layout pass that follows measures again)
    let rows: [(line: UInt, steps: [Step], measures: Bool)] = [
      // The first pass measures.
      (#line, [], true),
      // The sheet resizes (a new detent, a grab): same width, nothing to measure.
      (#line, [.layout(width: 390, height: 500)], false),
      // A pass at the same size with no safe-area change: the content changed its size.
      (#line, [.layout(width: 390, height: 400)], true),
      // A pass at the same size after a safe-area change: the sheet moved, not the content.
      (#line, [.safeArea, .layout(width: 390, height: 400)], false),
      // A new width (a rotation) measures.
      (#line, [.layout(width: 844, height: 400)], true),
      // A reported change measures even at an unchanged size after a safe-area change.
      (#line, [.contentChanged, .safeArea, .layout(width: 390, height: 500)], true),
    ]
    for row in rows {
      var remeasurement = FittingRemeasurement()
      remeasurement.layoutPass(size: Size(width: 390, height: 400))
      let first = remeasurement.needsMeasurement(width: 390)
      #expect(first, sourceLocation: rowLocation(row.line))
      if row.steps.isEmpty { continue }
      var width = 390.0
      for step in row.steps {
        switch step {
        case .layout(let newWidth, let height):
          width = newWidth
          remeasurement.layoutPass(size: Size(width: newWidth, height: height))
        case .safeArea: remeasurement.safeAreaChanged()
        case .contentChanged: remeasurement.contentChanged()
        }
      }
      let measures = remeasurement.needsMeasurement(width: width)
      #expect(measures == row.measures, sourceLocation: rowLocation(row.line))
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
