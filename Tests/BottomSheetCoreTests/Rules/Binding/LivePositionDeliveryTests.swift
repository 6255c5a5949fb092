import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// When the sheet's live position reaches the app (``LivePositionDelivery``), with the view
/// updates counted once for all sheets (``ViewUpdateNesting``).
@Suite("LivePositionDelivery: at once, except inside any sheet's view update")
struct LivePositionDeliveryTests {
  typealias Event = LivePositionDelivery.Event
  typealias Command = LivePositionDelivery.Command

  /// One step of a row: an update beginning or ending (in any sheet), a frame, or a turn.
  enum Step: Sendable {
    case began, ended, moved, turn
  }

  /// Runs `steps` on one sheet's rule and the shared nesting; the last step's command.
  static func run(_ steps: [Step]) -> Command? {
    var nesting = ViewUpdateNesting()
    var delivery = LivePositionDelivery()
    var last: Command?
    for step in steps {
      switch step {
      case .began:
        nesting.began()
        last = nil
      case .ended:
        nesting.ended()
        last = nil
      case .moved: last = delivery.handle(.moved(insideUpdate: nesting.isInside))
      case .turn: last = delivery.handle(.turn(insideUpdate: nesting.isInside))
      }
    }
    return last
  }

  @Test func eachEventAnswersAsTheRuleSays() {
    let rows: [(line: UInt, steps: [Step], command: Command?)] = [
      // A frame outside an update: the same display frame.
      (#line, [.moved], .deliver),
      // Inside an update: the next turn, once.
      (#line, [.began, .moved], .scheduleTurn),
      (#line, [.began, .moved, .moved], nil),
      (#line, [.began, .moved, .ended, .turn], .deliver),
      // A frame after the update, before the turn, is delivered at once; the turn adds nothing.
      (#line, [.began, .moved, .ended, .moved, .turn], nil),
      // Nested updates: still inside until the outer one ends.
      (#line, [.began, .began, .ended, .moved], .scheduleTurn),
      (#line, [.began, .began, .ended, .ended, .moved], .deliver),
      // A turn that comes inside an update asks for another; the next one delivers.
      (#line, [.began, .moved, .turn], .scheduleTurn),
      (#line, [.began, .moved, .turn, .ended, .turn], .deliver),
      // Nothing waits: the turn does nothing, inside an update or not.
      (#line, [.turn], nil),
      (#line, [.began, .turn], nil),
      // An unbalanced end never goes below zero.
      (#line, [.ended, .moved], .deliver),
      (#line, [.ended, .began, .moved], .scheduleTurn),
    ]
    for row in rows {
      #expect(Self.run(row.steps) == row.command, sourceLocation: rowLocation(row.line))
    }
  }

  /// Two sheets, one nesting: the modal sheet's update presents it, which covers the
  /// persistent sheet, and the persistent sheet's step-down frame is drawn inside the modal
  /// sheet's update. It waits for the turn, as its own update's frame would.
  @Test func aFrameDrawnInsideAnotherSheetsUpdateWaits() {
    var nesting = ViewUpdateNesting()
    var modal = LivePositionDelivery()
    var persistent = LivePositionDelivery()
    nesting.began()  // the modal sheet's `updateUIViewController`
    #expect(modal.handle(.moved(insideUpdate: nesting.isInside)) == .scheduleTurn)
    #expect(persistent.handle(.moved(insideUpdate: nesting.isInside)) == .scheduleTurn)
    nesting.ended()
    #expect(persistent.handle(.turn(insideUpdate: nesting.isInside)) == .deliver)
    #expect(modal.handle(.turn(insideUpdate: nesting.isInside)) == .deliver)
  }

  @Test("random frames, updates and turns: never delivered inside an update, the last frame always")
  func randomInterleavings() async {
    await seededPropertyCheck(count: 300, input: Gen.int(in: 0...3).array(of: 1...40)) { steps in
      var nesting = ViewUpdateNesting()
      var delivery = LivePositionDelivery()
      var turnQueued = false
      var undelivered = false
      func apply(_ command: Command?) {
        switch command {
        case .deliver:
          #expect(!nesting.isInside, "delivered inside an update")
          undelivered = false
        case .scheduleTurn:
          #expect(!turnQueued, "one turn at a time")
          turnQueued = true
        case nil:
          break
        }
      }
      for step in steps {
        switch step {
        case 0:
          nesting.began()
        case 1:
          nesting.ended()
        case 2:
          undelivered = true
          apply(delivery.handle(.moved(insideUpdate: nesting.isInside)))
        default:
          // A main-queue turn comes only between updates.
          guard turnQueued, !nesting.isInside else { continue }
          turnQueued = false
          apply(delivery.handle(.turn(insideUpdate: false)))
        }
      }
      while nesting.isInside { nesting.ended() }
      if turnQueued {
        turnQueued = false
        apply(delivery.handle(.turn(insideUpdate: false)))
      }
      #expect(!undelivered, "the last position reaches the app")
      #expect(nesting.depth == 0)
    }
  }
}
