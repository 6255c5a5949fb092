import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

@Suite("MoveCompletions: when an animating operation's completion is called, and with what")
struct MoveCompletionsTests {
  typealias Goal = MoveCompletions<Int>.Goal

  /// nil: still waiting.
  typealias Row = (
    line: UInt, goal: Goal, phase: SheetPhase, selected: Detent.Identifier?, expected: Bool?
  )

  @Test("each goal in each phase finishes, gives up or waits as its row says")
  func outcomeTable() {
    let rows: [Row] = [
      // Resting at a detent.
      (#line, .rest(at: .large), .resting, .large, true),
      (#line, .rest(at: .large), .resting, .medium, false),
      (#line, .rest(at: .large), .settling, .large, nil),
      (#line, .rest(at: .large), .settling, .medium, false),
      (#line, .rest(at: .large), .presenting, .large, nil),
      (#line, .rest(at: .large), .presenting, .fitting, false),
      (#line, .rest(at: .large), .dragging, .large, false),
      (#line, .rest(at: .large), .dismissing, .large, false),
      // Hidden: not appeared yet, or hidden by the app; a selection waits for it to show.
      (#line, .rest(at: .large), .hidden, nil, nil),
      (#line, .rest(at: .large), .hidden, .large, nil),
      // Resting anywhere (a persistent sheet shown again).
      (#line, .rest(at: nil), .resting, .medium, true),
      (#line, .rest(at: nil), .presenting, .medium, nil),
      (#line, .rest(at: nil), .presenting, nil, nil),
      (#line, .rest(at: nil), .settling, .large, nil),
      (#line, .rest(at: nil), .dragging, .large, false),
      (#line, .rest(at: nil), .dismissing, .large, false),
      (#line, .rest(at: nil), .hidden, nil, nil),
      // Hidden.
      (#line, .hidden, .hidden, nil, true),
      (#line, .hidden, .dismissing, .medium, nil),
      (#line, .hidden, .presenting, .medium, false),
      (#line, .hidden, .resting, .medium, false),
      (#line, .hidden, .dragging, .medium, false),
      (#line, .hidden, .settling, .medium, false),
      // Released: only the release finishes it.
      (#line, .released, .hidden, nil, nil),
      (#line, .released, .dismissing, .large, nil),
      (#line, .released, .resting, .large, nil),
    ]
    for row in rows {
      var completions = MoveCompletions<Int>()
      _ = completions.add(row.goal, 7)
      let finished = completions.update(phase: row.phase, selectedDetent: row.selected)
      let location = SourceLocation(
        fileID: #fileID, filePath: #filePath, line: Int(row.line), column: 1)
      if let expected = row.expected {
        #expect(finished.map(\.handler) == [7], sourceLocation: location)
        #expect(finished.map(\.reachedGoal) == [expected], sourceLocation: location)
        #expect(completions.isEmpty, sourceLocation: location)
      } else {
        #expect(finished.isEmpty, sourceLocation: location)
        #expect(!completions.isEmpty, sourceLocation: location)
      }
    }
  }

  @Test("hiding gives up a waiting show, and showing a waiting hide; a selection is kept")
  func contradictingGoals() {
    var completions = MoveCompletions<Int>()
    #expect(completions.add(.rest(at: nil), 1).isEmpty)
    #expect(completions.add(.released, 2).isEmpty)
    let hidden = completions.add(.hidden, 3)
    #expect(hidden.map(\.handler) == [1])
    #expect(hidden.map(\.reachedGoal) == [false])
    let shown = completions.add(.rest(at: .medium), 4)
    #expect(shown.map(\.handler) == [3])
    #expect(shown.map(\.reachedGoal) == [false])
    #expect(completions.add(.rest(at: .large), 5).isEmpty)
    // An operation the engine ignored gives up nothing.
    #expect(completions.add(.hidden, 6, inputHandled: false).isEmpty)
    let released = completions.sheetReleased()
    #expect(released.map(\.handler) == [2, 4, 5, 6])
  }

  @Test("a completion is called once: a later update finds nothing left")
  func calledOnce() {
    var completions = MoveCompletions<Int>()
    _ = completions.add(.rest(at: .large), 1)
    #expect(completions.update(phase: .resting, selectedDetent: .large).count == 1)
    #expect(completions.update(phase: .resting, selectedDetent: .large).isEmpty)
  }

  @Test("a second selection gives up the first and finishes itself, in the order added")
  func secondSelectionSupersedesTheFirst() {
    var completions = MoveCompletions<Int>()
    _ = completions.add(.rest(at: .medium), 1)
    #expect(completions.update(phase: .settling, selectedDetent: .medium).isEmpty)
    _ = completions.add(.rest(at: .large), 2)
    let superseded = completions.update(phase: .settling, selectedDetent: .large)
    #expect(superseded.map(\.handler) == [1])
    #expect(superseded.map(\.reachedGoal) == [false])
    let arrived = completions.update(phase: .resting, selectedDetent: .large)
    #expect(arrived.map(\.handler) == [2])
    #expect(arrived.map(\.reachedGoal) == [true])
  }

  @Test("completions that settle together come out in the order they were added")
  func orderKept() {
    var completions = MoveCompletions<Int>()
    for handler in 0..<5 { _ = completions.add(.rest(at: .large), handler) }
    _ = completions.add(.released, 99)
    let finished = completions.update(phase: .resting, selectedDetent: .large)
    #expect(finished.map(\.handler) == [0, 1, 2, 3, 4])
    #expect(finished.map(\.reachedGoal) == [true, true, true, true, true])
    #expect(!completions.isEmpty)
  }

  @Test("the release finishes a dismissal true and every other waiting goal false")
  func release() {
    var completions = MoveCompletions<Int>()
    _ = completions.add(.rest(at: .large), 1)
    _ = completions.add(.released, 2)
    _ = completions.add(.rest(at: .medium), 3)
    let finished = completions.sheetReleased()
    #expect(finished.map(\.handler) == [1, 2, 3])
    #expect(finished.map(\.reachedGoal) == [false, true, false])
    #expect(completions.isEmpty)
    #expect(completions.sheetReleased().isEmpty)
    // Added once the sheet is gone: finished at once, nothing left waiting.
    let late = completions.add(.rest(at: .large), 4)
    #expect(late.map(\.handler) == [4])
    #expect(late.map(\.reachedGoal) == [false])
    let lateDismissal = completions.add(.released, 5)
    #expect(lateDismissal.map(\.reachedGoal) == [true])
    #expect(completions.isEmpty)
  }

  @Test("an engine asked to select a detent completes the selection where it comes to rest")
  func engineSelection() {
    var engine = SheetEngine.fixture(
      SheetConfiguration(detents: [.medium, .large]), on: .phone, start: .presented)
    var completions = MoveCompletions<Int>()
    engine.handle(.selectDetent(.large, animated: true), at: 0)
    _ = completions.add(.rest(at: .large), 1)
    var results: [Bool] = []
    var time = 0.0
    while results.isEmpty, time < 5 {
      time += 1.0 / 120
      _ = engine.step(to: time)
      results += completions.update(phase: engine.phase, selectedDetent: engine.selectedDetent)
        .map(\.reachedGoal)
    }
    #expect(results == [true])
    #expect(engine.phase == .resting)
    #expect(time > 0.1)
  }
}
