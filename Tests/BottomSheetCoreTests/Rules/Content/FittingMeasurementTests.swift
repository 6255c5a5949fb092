import BottomSheetCore
import BottomSheetRules
import Testing

/// The content height a `.fitting` sheet asks for (``FittingMeasurement``): the bottom safe area
/// counted once, and flexible content given all the room.
@Suite("Fitting: the height measured content asks for")
struct FittingMeasurementTests {
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
    let stops = ResolvedDetents(
      detents: [.fitting], layout: SheetLayout(context: Phone.context(content: content)))
    #expect(stops.stops.first?.extent == 354)
  }

  @Test func flexibleContentGetsAllTheRoom() {
    // (measured when offered 844, measured when offered 1688, expected height)
    let rows: [(line: UInt, measured: Double, double: Double, expected: Double)] = [
      (#line, 320, 320, 320),  // a form: its own height
      (#line, 320.3, 320, 320.3),  // rounding is not flexibility
      (#line, 844, 1688, 844),  // a List or ScrollView takes what it is offered
      (#line, 600, 900, 844),  // grows with the offer: flexible
      (#line, 844, 844, 844),  // fills the offer
      (#line, 0, 0, 844),  // reports nothing usable
      (#line, .infinity, .infinity, 844),
      (#line, .nan, 300, 844),
      (#line, -5, -5, 844),
    ]
    for row in rows {
      let height = FittingMeasurement.preferredHeight(
        measured: row.measured, offered: 844, measuredWithDouble: row.double)
      #expect(height == row.expected, sourceLocation: rowLocation(row.line))
    }
    // An unbounded offer counts as the largest length a layout takes, never infinity.
    #expect(
      FittingMeasurement.preferredHeight(measured: 100, offered: .infinity, measuredWithDouble: 100)
        == 100)
    #expect(
      FittingMeasurement.preferredHeight(
        measured: .infinity, offered: .infinity, measuredWithDouble: 1)
        == LayoutContext.maximumLength)
  }
}
