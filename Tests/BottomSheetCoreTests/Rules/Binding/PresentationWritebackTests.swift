import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// The presentation binding's writes and `onDismiss`, out of the update (``PresentationWriteback``).
@Suite("PresentationWriteback: binding writes and onDismiss wait for the next turn")
struct PresentationWritebackTests {
  typealias Writeback = PresentationWriteback<Int>
  typealias Event = Writeback.Event
  typealias Command = Writeback.Command

  @Test func eachEventAnswersAsTheRuleSays() {
    let rows: [(line: UInt, before: [Event], event: Event, commands: [Command])] = [
      (#line, [], .setBinding(nil, binding: 1), [.scheduleTurn]),
      (#line, [], .onDismiss, [.scheduleTurn]),
      // One turn for everything asked before it comes.
      (#line, [.setBinding(nil, binding: 1)], .onDismiss, []),
      // The write, then onDismiss.
      (
        #line, [.setBinding(nil, binding: 1), .onDismiss], .turn(binding: 1),
        [.write(nil), .callOnDismiss]
      ),
      // Coalesced: the last value asked for is the one written.
      (#line, [.setBinding(nil, binding: 1), .setBinding(1, binding: 1)], .turn(binding: 1), []),
      (
        #line, [.setBinding(1, binding: nil), .setBinding(nil, binding: 1)], .turn(binding: nil), []
      ),
      // The app wrote meanwhile: its word wins.
      (#line, [.setBinding(nil, binding: 1)], .turn(binding: 2), []),
      // Two sheets gone before the turn: two onDismiss calls.
      (#line, [.onDismiss, .onDismiss], .turn(binding: nil), [.callOnDismiss, .callOnDismiss]),
      (#line, [], .turn(binding: 1), []),
    ]
    for row in rows {
      var writeback = Writeback()
      for event in row.before { _ = writeback.handle(event) }
      #expect(writeback.handle(row.event) == row.commands, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func untilTheTurnTheRulesSeeTheValueOnItsWayUnlessTheAppWrote() {
    let rows: [(line: UInt, queued: Int?, over: Int?, read: Int?, seen: Int?)] = [
      (#line, nil, 1, 1, nil),
      (#line, 1, nil, nil, 1),
      (#line, nil, 1, 2, 2),
      (#line, nil, 1, nil, nil),
    ]
    for row in rows {
      var writeback = Writeback()
      _ = writeback.handle(.setBinding(row.queued, binding: row.over))
      #expect(writeback.binding(reads: row.read) == row.seen, sourceLocation: rowLocation(row.line))
    }
    var writeback = Writeback()
    #expect(writeback.binding(reads: 3) == 3)
  }

  @Test(
    "random requests and turns: no write outside a turn, at most one per turn, one onDismiss each")
  func randomInterleavings() async {
    let steps = zip(Gen.int(in: 0...3), Gen.int(in: 0...2))
    await seededPropertyCheck(count: 300, input: steps.array(of: 1...30)) { steps in
      var writeback = Writeback()
      var binding: Int? = 1
      var turnQueued = false
      var asked = 0
      var called = 0
      for (kind, value) in steps {
        let inTurn = kind == 3
        let commands: [Command]
        switch kind {
        case 0: commands = writeback.handle(.setBinding(value == 0 ? nil : value, binding: binding))
        case 1:
          asked += 1
          commands = writeback.handle(.onDismiss)
        case 2:
          binding = value == 0 ? nil : value
          commands = []
        default:
          guard turnQueued else { continue }
          turnQueued = false
          commands = writeback.handle(.turn(binding: binding))
        }
        var writes = 0
        for command in commands {
          switch command {
          case .scheduleTurn:
            #expect(!turnQueued, "one turn at a time")
            turnQueued = true
          case .write(let value):
            #expect(inTurn, "writes only in a turn")
            writes += 1
            binding = value
          case .callOnDismiss:
            #expect(inTurn, "onDismiss only in a turn")
            called += 1
          }
        }
        #expect(writes <= 1)
      }
      if turnQueued {
        for command in writeback.handle(.turn(binding: binding)) where command == .callOnDismiss {
          called += 1
        }
      }
      #expect(called == asked, "every onDismiss asked for runs once")
    }
  }
}
