import BottomSheetCore
import BottomSheetRules
import Testing

/// Which sheet an observer hub follows when several report to it (``LivePositionOwnership``).
@Suite("LivePositionOwnership: the sheet that moves first holds the hub until it rests")
struct LivePositionOwnershipTests {
  typealias Ownership = LivePositionOwnership<Int>
  typealias Event = Ownership.Event
  typealias Command = Ownership.Command

  @Test func eachEventAnswersAsTheRuleSays() {
    let rows: [(line: UInt, before: [Event], event: Event, command: Command?, owner: Int?)] = [
      // An empty start: any frame is delivered; a moving one takes the hub, a resting one not.
      (#line, [], .moved(1, phase: .resting), .deliver, nil),
      (#line, [], .moved(1, phase: .hidden), .deliver, nil),
      (#line, [], .moved(1, phase: .dragging), .deliver, 1),
      (#line, [], .moved(2, phase: .presenting), .deliver, 2),
      (#line, [], .left(1), nil, nil),
      // One source: all its frames, held while it moves, free once it rests.
      (#line, [.moved(1, phase: .dragging)], .moved(1, phase: .settling), .deliver, 1),
      (#line, [.moved(1, phase: .settling)], .moved(1, phase: .resting), .deliver, nil),
      (
        #line, [.moved(1, phase: .dragging), .moved(1, phase: .resting)],
        .moved(1, phase: .dragging), .deliver, 1
      ),
      // Two interleaved moving sources: the second is dropped until the first rests.
      (#line, [.moved(1, phase: .dragging)], .moved(2, phase: .settling), nil, 1),
      (#line, [.moved(1, phase: .dragging)], .moved(2, phase: .resting), nil, 1),
      (#line, [.moved(1, phase: .dragging)], .moved(2, phase: .hidden), nil, 1),
      (
        #line, [.moved(1, phase: .dragging), .moved(2, phase: .settling)],
        .moved(1, phase: .settling),
        .deliver, 1
      ),
      (
        #line,
        [.moved(1, phase: .dragging), .moved(2, phase: .settling), .moved(1, phase: .settling)],
        .moved(2, phase: .settling), nil, 1
      ),
      // Handover: once the owner rests or hides, the other sheet's next frame takes the hub.
      (
        #line,
        [.moved(1, phase: .dragging), .moved(2, phase: .settling), .moved(1, phase: .resting)],
        .moved(2, phase: .settling), .deliver, 2
      ),
      (
        #line,
        [.moved(1, phase: .dismissing), .moved(2, phase: .presenting), .moved(1, phase: .hidden)],
        .moved(2, phase: .presenting), .deliver, 2
      ),
      (
        #line,
        [.moved(1, phase: .dragging), .moved(1, phase: .resting), .moved(2, phase: .settling)],
        .moved(1, phase: .dragging), nil, 2
      ),
      // A source that leaves releases the hub; another's leaving changes nothing.
      (#line, [.moved(1, phase: .dragging)], .left(1), nil, nil),
      (#line, [.moved(1, phase: .dragging), .left(1)], .moved(2, phase: .dragging), .deliver, 2),
      // The owner hides while sheet 2, on screen, was dropped: sheet 2's latest frame again.
      (
        #line, [.moved(1, phase: .dismissing), .moved(2, phase: .resting)],
        .moved(1, phase: .hidden), .deliverAndRestore(2), nil
      ),
      // … not when sheet 2 was hidden too, nor when the owner only came to rest.
      (
        #line, [.moved(1, phase: .dismissing), .moved(2, phase: .hidden)],
        .moved(1, phase: .hidden), .deliver, nil
      ),
      (
        #line, [.moved(1, phase: .settling), .moved(2, phase: .resting)],
        .moved(1, phase: .resting), .deliver, nil
      ),
      // … and once restored, it is not restored twice.
      (
        #line,
        [.moved(1, phase: .dismissing), .moved(2, phase: .resting), .moved(1, phase: .hidden)],
        .moved(3, phase: .dragging), .deliver, 3
      ),
      // The owner leaves while sheet 2, on screen, was dropped: sheet 2's latest frame again.
      (
        #line, [.moved(1, phase: .dragging), .moved(2, phase: .settling)], .left(1),
        .restore(2), nil
      ),
      // A dropped sheet that leaves is not restored.
      (
        #line, [.moved(1, phase: .dragging), .moved(2, phase: .settling), .left(2)], .left(1),
        nil, nil
      ),
      (#line, [.moved(1, phase: .dragging)], .left(2), nil, 1),
      (#line, [.moved(1, phase: .dragging), .left(2)], .moved(2, phase: .dragging), nil, 1),
      // A source that rejoins is a source like any other.
      (#line, [.moved(1, phase: .dragging), .left(1)], .moved(1, phase: .dragging), .deliver, 1),
      (
        #line, [.moved(1, phase: .dragging), .left(1), .moved(2, phase: .dragging)],
        .moved(1, phase: .presenting), nil, 2
      ),
      (
        #line,
        [
          .moved(1, phase: .dragging), .left(1), .moved(2, phase: .dragging),
          .moved(2, phase: .resting),
        ],
        .moved(1, phase: .presenting), .deliver, 1
      ),
    ]
    for row in rows {
      var ownership = Ownership()
      for event in row.before { _ = ownership.handle(event) }
      #expect(ownership.handle(row.event) == row.command, sourceLocation: rowLocation(row.line))
      #expect(ownership.owner == row.owner, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aSheetHoldsTheHubInEveryPhaseThatMovesIt() {
    let rows: [(line: UInt, phase: SheetPhase, isMoving: Bool)] = [
      (#line, .presenting, true),
      (#line, .dragging, true),
      (#line, .settling, true),
      (#line, .dismissing, true),
      (#line, .resting, false),
      (#line, .hidden, false),
    ]
    for row in rows {
      #expect(Ownership.isMoving(row.phase) == row.isMoving, sourceLocation: rowLocation(row.line))
    }
  }
}
