import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The rule (``LayoutContext/sanitized(_:)``): the keyboard's overlap is capped at the room below
/// the top safe-area inset and the top gap (container height − top inset − top gap), and the cap
/// is reported as ``InputCorrections/exceedsContainer`` only when the overlap exceeds that room.
/// On screen: a sheet at its largest detent keeps its top at the top gap however tall the
/// keyboard, and the keyboard lift never raises the base line above it.
@Suite("Keyboard room cap: over random containers and keyboards")
struct KeyboardRoomCapPropertyTests {
  /// A container (height, top inset, bottom inset, top gap) and a keyboard overlap; three in
  /// eight overlaps sit exactly on the room or one ulp either side of it.
  static let input = zip(
    Gen.double(in: 300...1400), Gen.double(in: 0...0.2), Gen.double(in: 0...0.1),
    Gen.double(in: 0...40), Gen.double(in: -0.5...1.5), Gen.int(in: 0...7))

  @Test func theOverlapIsCappedAtTheRoomAndReportedOnlyBeyondIt() async {
    await seededPropertyCheck(count: 300, input: Self.input) {
      height, topShare, bottomShare, gap, keyboardShare, boundary in
      let top = (height * topShare).rounded()
      let bottom = (height * bottomShare).rounded()
      let room = height - top - gap
      let overlap: Double
      switch boundary {
      case 0: overlap = room
      case 1: overlap = room.nextUp
      case 2: overlap = room.nextDown
      default: overlap = max(0, room * keyboardShare)
      }
      let context = LayoutContext(
        containerSize: Size(width: 390, height: height),
        safeAreaInsets: Insets(top: top, bottom: bottom), preferredContentHeight: 200,
        keyboardOverlap: overlap, topGap: gap)
      var corrections = InputCorrections()
      let sanitized = context.sanitized(&corrections)
      #expect(sanitized.keyboardOverlap == min(overlap, room))
      #expect(corrections.contains(.exceedsContainer) == (overlap > room))

      // The engine shows it: the base line never rises above the top gap, and a sheet at its
      // largest detent keeps its top there.
      var configuration = SheetConfiguration(detents: [.large])
      configuration.printsCorrectionsInDebug = false
      var start = context
      start.keyboardOverlap = 0
      var engine = SheetEngine(configuration: configuration, context: start)
      engine.handle(.present(animated: false), at: 0)
      engine.handle(.keyboardChanged(overlap: overlap, animation: .immediate), at: 1)
      let frame = engine.step(to: 2)
      #expect(frame.keyboardLift <= room)
      #expect(abs(frame.keyboardLift - min(overlap, room)) <= 1e-9)
      #expect(abs(frame.sheetRect.minY - (top + gap)) <= 1e-9)
      #expect(engine.corrections.contains(.exceedsContainer) == (overlap > room))
    }
  }
}
