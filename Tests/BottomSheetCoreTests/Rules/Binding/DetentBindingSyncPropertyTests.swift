import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// ``DetentBindingSync`` over random interleavings of what an app, a user, the engine and the
/// main queue do: view updates (with new detents that may drop the sheet's, so the engine
/// re-selects inside the update), app writes, drags, the engine moving the sheet, main-queue
/// turns and the view leaving. Whatever the order: no write happens outside a turn or while a
/// finger holds the sheet, a turn writes at most once, one turn is pending at a time, nothing at all happens after the view
/// left, and once the finger lifts and the updates and turns have run, the binding names the
/// sheet's detent.
@Suite("DetentBindingSync: random interleavings")
struct DetentBindingSyncPropertyTests {
  static let detentSets: [[Detent.Identifier]] = [
    [.medium, .large], [.large], [.medium], ["peek", .medium, .large],
  ]
  static let values: [Detent.Identifier?] = [.medium, .large, "peek", nil]

  /// The app, the sheet and the main queue around one rule.
  struct World {
    var sync = DetentBindingSync()
    var binding: Detent.Identifier? = .medium
    var sheet: Detent.Identifier? = .medium
    var detents: [Detent.Identifier] = [.medium, .large]
    var isHeld = false
    var turnQueued = false
    var isRemoved = false
    var writesThisTurn = 0
    var problems: [String] = []

    mutating func send(_ event: DetentBindingSync.Event, inTurn: Bool = false) {
      let commands = sync.handle(event)
      if isRemoved, !commands.isEmpty { problems.append("\(commands) after removal") }
      for command in commands {
        switch command {
        case .select(let detent):
          // The engine refuses while a finger holds the sheet, and unknown detents.
          guard !isHeld, detents.contains(detent), detent != sheet else { continue }
          sheet = detent
          send(.sheetChangedDetent, inTurn: inTurn)
        case .scheduleTurn:
          if turnQueued { problems.append("a second turn scheduled") }
          turnQueued = true
        case .write(let detent):
          if !inTurn { problems.append("write of \(detent) outside a turn: \(event)") }
          if isHeld { problems.append("write of \(detent) while a finger holds the sheet") }
          writesThisTurn += 1
          binding = detent
        }
      }
    }

    /// SwiftUI updates the view with `newDetents`: the wrapper applies them (the engine
    /// re-selects when the sheet's detent went), then reports the update.
    mutating func update(_ newDetents: [Detent.Identifier]) {
      detents = newDetents
      if let current = sheet, !newDetents.contains(current) {
        sheet = newDetents[0]
        send(.sheetChangedDetent)
      }
      send(.update(binding: binding, sheet: sheet, available: detents))
    }

    mutating func turn() {
      guard turnQueued else { return }
      turnQueued = false
      writesThisTurn = 0
      send(.turn(binding: binding, sheet: sheet), inTurn: true)
      if writesThisTurn > 1 { problems.append("\(writesThisTurn) writes in one turn") }
    }

    mutating func release(at target: Int, reportFrameFirst: Bool) {
      guard isHeld else { return }
      isHeld = false
      let settle = detents[target % detents.count]
      if reportFrameFirst { send(.frameDrawn(isHeld: false)) }
      if settle != sheet {
        sheet = settle
        send(.sheetChangedDetent)
      }
      if !reportFrameFirst { send(.frameDrawn(isHeld: false)) }
    }

    /// Lets the finger go and runs updates and turns until nothing is pending.
    mutating func settle() {
      release(at: 0, reportFrameFirst: true)
      for _ in 0..<6 {
        update(detents)
        turn()
      }
    }
  }

  @Test("no write inside an update, at most one per turn, and after settling binding == sheet")
  func randomInterleavings() async {
    let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...3))
    await seededPropertyCheck(count: 500, input: steps.array(of: 1...40)) { steps in
      var world = World()
      world.update(world.detents)
      for (kind, value) in steps {
        switch kind {
        case 0: world.binding = Self.values[value]
        case 1, 2: world.update(Self.detentSets[value])
        case 3: world.update(world.detents)
        case 4:
          world.isHeld = true
          world.send(.frameDrawn(isHeld: true))
        case 5: world.release(at: value, reportFrameFirst: value.isMultiple(of: 2))
        case 6:
          // The engine moves the sheet by itself (VoiceOver, a tap on the dimming).
          guard !world.isHeld else { continue }
          let detent = world.detents[value % world.detents.count]
          guard detent != world.sheet else { continue }
          world.sheet = detent
          world.send(.sheetChangedDetent)
        case 7, 8: world.turn()
        default:
          if value == 0 {
            world.isRemoved = true
            world.send(.removed)
          }
        }
      }
      let removed = world.isRemoved
      world.settle()
      #expect(world.problems.isEmpty, "\(world.problems)")
      if !removed {
        #expect(world.binding == world.sheet, "after settling")
        #expect(!world.turnQueued)
      }
    }
  }

  @Test(
    "from every starting binding (nil: read as nil, a detent the sheet lacks), after settling binding == sheet",
    arguments: values)
  func randomInterleavingsFromEachStart(_ start: Detent.Identifier?) async {
    let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...3))
    await seededPropertyCheck(count: 150, input: steps.array(of: 1...30)) { steps in
      var world = World()
      world.binding = start
      world.update(world.detents)
      for (kind, value) in steps {
        switch kind {
        case 0: world.binding = Self.values[value]
        case 1, 2: world.update(Self.detentSets[value])
        case 3, 4: world.turn()
        case 5:
          world.isHeld = true
          world.send(.frameDrawn(isHeld: true))
        case 6: world.release(at: value, reportFrameFirst: value.isMultiple(of: 2))
        default: world.update(world.detents)
        }
      }
      world.settle()
      #expect(world.problems.isEmpty, "\(world.problems)")
      #expect(world.binding == world.sheet, "after settling from \(String(describing: start))")
      #expect(!world.turnQueued)
    }
  }

  @Test("an app write while a finger holds the sheet is where the sheet rests once it lifts")
  func appWriteWhileHeldIsNotLost() async {
    let input = zip(
      Gen.int(in: 0...3), Gen.int(in: 0...3).array(of: 0...6), Gen.int(in: 0...3),
      Gen.int(in: 0...1))
    await seededPropertyCheck(count: 300, input: input) { set, noise, release, order in
      var world = World()
      world.update(Self.detentSets[set])
      world.turn()
      world.isHeld = true
      world.send(.frameDrawn(isHeld: true))
      let wanted = world.detents.last!
      world.binding = wanted
      // Updates and turns may or may not come while the finger is down.
      for step in noise {
        if step.isMultiple(of: 2) { world.update(world.detents) } else { world.turn() }
      }
      world.release(at: release, reportFrameFirst: order == 0)
      world.settle()
      #expect(world.problems.isEmpty, "\(world.problems)")
      #expect(world.sheet == wanted)
      #expect(world.binding == wanted)
    }
  }
}
