import BottomSheetCore
import Testing

/// The fitting height counts the bottom safe area once, and the content is measured again only
/// when it or the width changed.
@Suite struct FittingHeightTests {
  @Test func aMeasuredBottomInsetIsTakenOutSoTheDetentAddsTheSafeAreaOnce() {
    let rows: [(line: UInt, measured: Double, double: Double, inset: Double, expected: Double)] = [
      (#line, 354, 354, 34, 320),  // Face ID phone: content 320 + the home indicator's 34
      (#line, 320, 320, 0, 320),  // measured without an inset
      (#line, 20, 20, 34, 0),  // never below 0
      (#line, 320, 320, -5, 320),  // a negative inset counts as 0
      (#line, 320, 320, .nan, 320),  // so does NaN
      (#line, 844, 1688, 34, 810),  // flexible: the room, less the inset
    ]
    for row in rows {
      let height = FittingMeasurement.preferredHeight(
        measured: row.measured, offered: 844, measuredWithDouble: row.double,
        includedBottomInset: row.inset)
      #expect(height == row.expected, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func theFittingSheetIsTheContentPlusTheBottomSafeAreaOnce() {
    // The measured inset taken out, the detent adds the container's bottom inset back once.
    let content = FittingMeasurement.preferredHeight(
      measured: 354, offered: 844, measuredWithDouble: 354, includedBottomInset: 34)
    let context = LayoutContext(
      containerSize: Size(width: 390, height: 844),
      safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0),
      preferredContentHeight: content)
    let stops = ResolvedDetents(detents: [.fitting], layout: SheetLayout(context: context))
    #expect(stops.stops.first?.extent == 354)
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
