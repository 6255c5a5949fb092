import BottomSheetCore
import Testing

/// Every change of the selected detent, whatever its cause, posts `detentDidChange` exactly once,
/// so a selection binding that listens to it never keeps a name the sheet no longer has; the
/// first selection (a presentation) and a change of layout that merges or splits stops are not
/// changes of the selected detent and post nothing.
@Suite("Engine: every change of the selected detent is reported once")
struct EngineSelectionReportTests {
  /// 300 pt of content above the 34 pt bottom safe area: the same stop as `.fitting` with 300 pt
  /// of content.
  static let fixed = Detent.Identifier("fixed")
  static let detents: [Detent] = [.fitting, .height(300, identifier: fixed), .large]

  enum Step: Sendable {
    case select(Detent.Identifier)
    case content(Double)
    case nudge
  }

  struct Row: Sendable {
    var steps: [Step]
    var expected: [SheetNotification]
    /// The selected detent at the end.
    var selected: Detent.Identifier
    var location: SourceLocation

    init(
      _ steps: [Step], _ expected: [SheetNotification], selected: Detent.Identifier,
      location: SourceLocation = #_sourceLocation
    ) {
      self.steps = steps
      self.expected = expected
      self.selected = selected
      self.location = location
    }
  }

  static let rows: [Row] = [
    // The app picks the other name of the stop the sheet rests at: the sheet does not move, but
    // the selection changed, so it is reported.
    Row([.select(fixed)], [.detentDidChange(from: .fitting, to: fixed)], selected: fixed),
    // Then the stops split: the sheet follows the name it was given, and that is no new change.
    Row(
      [.select(fixed), .content(500)], [.detentDidChange(from: .fitting, to: fixed)],
      selected: fixed),
    // Selecting the name the sheet already has: nothing.
    Row([.select(.fitting)], [], selected: .fitting),
    // A layout change that merges and splits stops leaves the selection alone.
    Row([.content(500), .content(300), .content(200)], [], selected: .fitting),
    // A small drag released at the merged stop keeps the name the sheet had.
    Row([.nudge], [], selected: .fitting),
    // A real move: reported once.
    Row([.select(.large)], [.detentDidChange(from: .fitting, to: .large)], selected: .large),
  ]

  @Test(arguments: rows)
  func eachChangeOfTheSelectionIsReportedOnce(_ row: Row) {
    var engine = Phone.presented(SheetConfiguration(detents: Self.detents, initialDetent: .fitting))
    // Presenting is the first selection, not a change.
    #expect(
      engine.takeNotifications() == [.willPresent, .didPresent], sourceLocation: row.location)
    var time = 0.0
    for step in row.steps {
      time += 1
      switch step {
      case .select(let identifier):
        engine.handle(.selectDetent(identifier, animated: true), at: time)
      case .content(let height):
        engine.handle(.contentHeightChanged(height, animated: true), at: time)
      case .nudge:
        engine.handle(.dragBegan, at: time)
        engine.handle(.dragChanged(translation: 4), at: time + 0.05)
        engine.handle(.dragEnded(velocity: 0), at: time + 0.1)
      }
      _ = engine.step(to: time + 0.9)
    }
    #expect(engine.takeNotifications() == row.expected, sourceLocation: row.location)
    #expect(engine.selectedDetent == row.selected, sourceLocation: row.location)
    #expect(engine.currentFrame.detent == row.selected, sourceLocation: row.location)
  }
}
