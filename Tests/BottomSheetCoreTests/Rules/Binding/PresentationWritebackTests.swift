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
      // The app wrote between two queued writes (the second one sees its 2): the coalesced
      // write still starts from the binding the first was queued over, so the app's word wins
      // at the turn instead of being overwritten.
      (#line, [.setBinding(nil, binding: 1), .setBinding(nil, binding: 2)], .turn(binding: 2), []),
      (#line, [.setBinding(nil, binding: 1), .setBinding(3, binding: 2)], .turn(binding: 2), []),
      (
        #line, [.setBinding(nil, binding: 1), .onDismiss, .setBinding(nil, binding: 2)],
        .turn(binding: 2), [.callOnDismiss]
      ),
      // The app wrote and then wrote the first value back before the turn: nothing tells the
      // rule, the queued write goes out.
      (
        #line, [.setBinding(nil, binding: 1), .setBinding(nil, binding: 2)], .turn(binding: 1),
        [.write(nil)]
      ),
      // A queued write over a binding that starts nil (never presented).
      (
        #line, [.setBinding(1, binding: nil), .setBinding(2, binding: nil)], .turn(binding: nil),
        [.write(2)]
      ),
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

  /// A read between queued writes, as the wrapper does at each update (``Writeback/binding(reads:)``),
  /// then a turn: what the rules see at each step and what the turn writes.
  struct ReadRow: Sendable {
    enum Step: Sendable, Hashable {
      case ask(Int?, over: Int?)
      /// The binding reads the first value; the rules must see the second.
      case read(Int?, sees: Int?)
    }
    var steps: [Step]
    var turn: Int?
    var commands: [Command]
    var location: SourceLocation

    init(
      _ steps: [Step], turn: Int?, _ commands: [Command],
      location: SourceLocation = #_sourceLocation
    ) {
      self.steps = steps
      self.turn = turn
      self.commands = commands
      self.location = location
    }
  }

  static let readRows: [ReadRow] = [
    // The app's write, once read, drops the queued one: a later write is queued over it and
    // goes out at the turn.
    ReadRow([.ask(nil, over: 1), .read(2, sees: 2), .ask(nil, over: 2)], turn: 2, [.write(nil)]),
    ReadRow([.ask(nil, over: 1), .read(1, sees: nil), .ask(3, over: 1)], turn: 1, [.write(3)]),
    // Dropped for good: the app writing the first value back does not revive it.
    ReadRow([.ask(nil, over: 1), .read(2, sees: 2), .read(1, sees: 1)], turn: 1, []),
    // Never read yet, the binding nil: the value on its way.
    ReadRow([.ask(1, over: nil), .read(nil, sees: 1)], turn: nil, [.write(1)]),
    ReadRow([.read(nil, sees: nil), .ask(1, over: nil), .read(2, sees: 2)], turn: 2, []),
  ]

  @Test(arguments: readRows)
  func readsBetweenQueuedWrites(_ row: ReadRow) {
    var writeback = Writeback()
    for step in row.steps {
      switch step {
      case .ask(let value, let over): _ = writeback.handle(.setBinding(value, binding: over))
      case .read(let read, let sees):
        #expect(writeback.binding(reads: read) == sees, "\(step)", sourceLocation: row.location)
      }
    }
    #expect(
      writeback.handle(.turn(binding: row.turn)) == row.commands, sourceLocation: row.location)
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
