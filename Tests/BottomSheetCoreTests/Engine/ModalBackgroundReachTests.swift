import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The rule the modal adapter applies (issue 32): a modal sheet lets touches and VoiceOver reach
/// the presenting screen exactly when its frame says ``SheetFrame/passesTouchesThrough``, and
/// ``BackgroundBlockingWatch`` says when that changed at rest, as for a persistent sheet.
@Suite("Engine: an undimmed modal sheet leaves the screen behind it usable")
struct ModalBackgroundReachTests {
  static let detents: [Detent] = [.collapsed, .medium, .large]
  static let identifiers: [Detent.Identifier] = [.collapsed, .medium, .large]

  /// A modal (dismissible) sheet with `dimming`, resting at `detent`.
  static func resting(at detent: Detent.Identifier, dimming: Dimming) -> SheetFrame {
    var engine = Phone.engine(SheetConfiguration(detents: detents, dimming: dimming))
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.selectDetent(detent, animated: false), at: 0)
    return engine.step(to: 1)
  }

  @Test("at rest, touches pass through at and below the largest undimmed detent only")
  func restingFrames() {
    let maps = Dimming(largestUndimmedDetent: .medium)
    let rows: [(line: UInt, dimming: Dimming, detent: Detent.Identifier, passes: Bool)] = [
      (#line, maps, .collapsed, true),
      (#line, maps, .medium, true),
      (#line, maps, .large, false),
      (#line, Dimming(largestUndimmedDetent: .collapsed), .medium, false),
      (#line, .clear, .collapsed, true),
      (#line, .clear, .large, true),
      (#line, .modal, .collapsed, false),
      (#line, .modal, .large, false),
    ]
    for row in rows {
      let frame = Self.resting(at: row.detent, dimming: row.dimming)
      #expect(frame.phase == .resting, sourceLocation: rowLocation(row.line))
      #expect(frame.detent == row.detent, sourceLocation: rowLocation(row.line))
      #expect(frame.passesTouchesThrough == row.passes, sourceLocation: rowLocation(row.line))
      // Passing through and dimming go together: nothing dims what it lets the finger reach.
      #expect(
        (frame.dimmingAlpha == 0) == row.passes, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a modal presentation reports blocking when it rests dimmed, never when it rests undimmed")
  func presentations() {
    let rows:
      [(
        line: UInt, dimming: Dimming, initial: Detent.Identifier,
        heard: [BackgroundBlockingWatch.Change]
      )] = [
        (#line, Dimming(largestUndimmedDetent: .medium), .collapsed, []),
        (#line, Dimming(largestUndimmedDetent: .medium), .medium, []),
        (#line, Dimming(largestUndimmedDetent: .medium), .large, [.began]),
        (#line, .clear, .large, []),
        (#line, .modal, .collapsed, [.began]),
      ]
    for row in rows {
      var engine = Phone.engine(
        SheetConfiguration(detents: Self.detents, initialDetent: row.initial, dimming: row.dimming))
      var watch = BackgroundBlockingWatch()
      var heard: [BackgroundBlockingWatch.Change] = []
      engine.handle(.present(animated: true), at: 0)
      var time = 0.0
      while time < 2 {
        if let change = watch.update(with: engine.step(to: time)) { heard.append(change) }
        time += 1.0 / 120
      }
      #expect(heard == row.heard, sourceLocation: rowLocation(row.line))
      // Dismissed: the screen behind is reachable again, reported once.
      engine.handle(.dismiss(animated: true), at: time)
      var dismissed: [BackgroundBlockingWatch.Change] = []
      while time < 4 {
        if let change = watch.update(with: engine.step(to: time)) { dismissed.append(change) }
        time += 1.0 / 120
      }
      #expect(
        dismissed == (row.heard.isEmpty ? [] : [.ended]), sourceLocation: rowLocation(row.line))
      #expect(!watch.blocksBackground, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("over any detent changes, the modal blocks exactly at rest at .large, told once per change")
  func randomDetentSequences() async {
    await seededPropertyCheck(
      count: 200,
      input: zip(
        Gen.int(in: 0...2).array(of: 1...10), Gen.double(in: 0.02...1.2).array(of: 10),
        Gen.bool.array(of: 10))
    ) { picks, gaps, animated in
      var engine = Phone.engine(
        SheetConfiguration(
          detents: Self.detents, initialDetent: .collapsed,
          dimming: Dimming(largestUndimmedDetent: .medium)))
      var watch = BackgroundBlockingWatch()
      var heard: [BackgroundBlockingWatch.Change] = []
      // How often the sheet came to rest on the other side of blocking than at its last rest.
      var restFlips = 0
      var restBlocked = false
      var time = 0.0
      func run(until end: Double) {
        while time < end {
          let frame = engine.step(to: time)
          if let change = watch.update(with: frame) { heard.append(change) }
          if frame.phase == .resting {
            // At rest, touches reach the presenter exactly at and below .medium, and VoiceOver
            // is kept from it exactly when touches are.
            #expect(frame.passesTouchesThrough == (frame.detent != .large))
            #expect(watch.blocksBackground == !frame.passesTouchesThrough)
            if restBlocked == frame.passesTouchesThrough {
              restBlocked.toggle()
              restFlips += 1
            }
          }
          time += 1.0 / 120
        }
      }
      engine.handle(.present(animated: true), at: 0)
      run(until: 1)
      // Detent changes that may interrupt each other's springs.
      for (index, pick) in picks.enumerated() {
        engine.handle(.selectDetent(Self.identifiers[pick], animated: animated[index]), at: time)
        run(until: time + gaps[index])
      }
      run(until: time + 2)
      let last = Self.identifiers[picks[picks.count - 1]]
      #expect(engine.step(to: time).phase == .resting)
      #expect(engine.step(to: time).detent == last)
      #expect(watch.blocksBackground == (last == .large))
      // Told once per change, alternating, starting with the sheet blocking.
      #expect(heard.count == restFlips)
      #expect(
        heard.enumerated().allSatisfy {
          $0.element == ($0.offset.isMultiple(of: 2) ? .began : .ended)
        })
    }
  }
}
