import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// When the sheet's live position reaches the app (``LivePositionDelivery``).
@Suite("LivePositionDelivery: at once, except inside a view update")
struct LivePositionDeliveryTests {
  typealias Event = LivePositionDelivery.Event
  typealias Command = LivePositionDelivery.Command

  @Test func eachEventAnswersAsTheRuleSays() {
    let rows: [(line: UInt, before: [Event], event: Event, command: Command?)] = [
      // A frame outside an update: the same display frame.
      (#line, [], .moved, .deliver),
      // Inside an update: the next turn, once.
      (#line, [.updateBegan], .moved, .scheduleTurn),
      (#line, [.updateBegan, .moved], .moved, nil),
      (#line, [.updateBegan, .moved, .updateEnded], .turn, .deliver),
      // A frame after the update, before the turn, is delivered at once; the turn adds nothing.
      (#line, [.updateBegan, .moved, .updateEnded, .moved], .turn, nil),
      // Nested updates: still inside until the outer one ends.
      (#line, [.updateBegan, .updateBegan, .updateEnded], .moved, .scheduleTurn),
      // Nothing waits: the turn does nothing.
      (#line, [], .turn, nil),
      // An unbalanced end never goes below zero.
      (#line, [.updateEnded], .moved, .deliver),
    ]
    for row in rows {
      var delivery = LivePositionDelivery()
      for event in row.before { _ = delivery.handle(event) }
      #expect(delivery.handle(row.event) == row.command, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("random frames, updates and turns: never delivered inside an update, the last frame always")
  func randomInterleavings() async {
    await seededPropertyCheck(count: 300, input: Gen.int(in: 0...3).array(of: 1...40)) { steps in
      var delivery = LivePositionDelivery()
      var depth = 0
      var turnQueued = false
      var undelivered = false
      func run(_ event: Event) {
        if let command = delivery.handle(event) {
          switch command {
          case .deliver:
            #expect(depth == 0, "delivered inside an update")
            undelivered = false
          case .scheduleTurn:
            #expect(!turnQueued, "one turn at a time")
            turnQueued = true
          }
        }
      }
      for step in steps {
        switch step {
        case 0:
          depth += 1
          run(.updateBegan)
        case 1:
          guard depth > 0 else { continue }
          depth -= 1
          run(.updateEnded)
        case 2:
          undelivered = true
          run(.moved)
        default:
          guard turnQueued, depth == 0 else { continue }
          turnQueued = false
          run(.turn)
        }
      }
      while depth > 0 {
        depth -= 1
        run(.updateEnded)
      }
      if turnQueued {
        turnQueued = false
        run(.turn)
      }
      #expect(!undelivered, "the last position reaches the app")
    }
  }
}
