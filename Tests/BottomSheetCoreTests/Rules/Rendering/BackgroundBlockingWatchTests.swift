import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("Engine: when VoiceOver hears that the persistent sheet blocks the background")
struct BackgroundBlockingWatchTests {
  static func frame(_ phase: SheetPhase, passes: Bool) -> SheetFrame {
    SheetFrame(
      time: 0, sheetRect: Rect(x: 0, y: 0, width: 0, height: 0), extent: 0, keyboardLift: 0,
      velocity: 0, dimmingAlpha: 0, passesTouchesThrough: passes, phase: phase, detent: nil,
      isAnimating: phase != .resting && phase != .hidden)
  }

  @Test("a change is reported once, when the sheet comes to rest on the other side")
  func reports() {
    typealias Step = (phase: SheetPhase, passes: Bool)
    let rows: [(line: UInt, steps: [Step], expected: [BackgroundBlockingWatch.Change?])] = [
      // Shown at an undimmed detent: nothing changed.
      (#line, [(.hidden, true), (.resting, true)], [nil, nil]),
      // Shown at once at a dimmed detent.
      (#line, [(.hidden, true), (.resting, false)], [nil, .began]),
      // Dragged up past the limit and released there: reported at rest, once.
      (
        #line,
        [
          (.resting, true), (.dragging, false), (.settling, false), (.resting, false),
          (.resting, false),
        ], [nil, nil, nil, .began, nil]
      ),
      // A spring that overshoots past the limit and settles back below it: nothing.
      (
        #line, [(.resting, true), (.settling, false), (.settling, true), (.resting, true)],
        [nil, nil, nil, nil]
      ),
      // Collapsing from a dimmed detent, then hiding from one.
      (#line, [(.resting, false), (.settling, true), (.resting, true)], [.began, nil, .ended]),
      (#line, [(.resting, false), (.dismissing, true), (.hidden, true)], [.began, nil, .ended]),
      // Presenting to a dimmed detent reports when it rests, not while it rises.
      (#line, [(.presenting, false), (.resting, false)], [nil, .began]),
    ]
    for row in rows {
      var watch = BackgroundBlockingWatch()
      let heard = row.steps.map { watch.update(with: Self.frame($0.phase, passes: $0.passes)) }
      #expect(heard == row.expected, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the engine's frames of a persistent sheet report each crossing once")
  func engineFrames() {
    var engine = Phone.engine(
      .persistent(detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium))
    var watch = BackgroundBlockingWatch()
    var heard: [BackgroundBlockingWatch.Change] = []
    func run(from start: Double) {
      var time = start
      while time < start + 2 {
        if let change = watch.update(with: engine.step(to: time)) { heard.append(change) }
        time += 1.0 / 120
      }
    }
    engine.handle(.present(animated: false), at: 0)
    run(from: 0)
    engine.handle(.selectDetent(.large, animated: true), at: 2)
    run(from: 2)
    engine.handle(.selectDetent(.medium, animated: true), at: 4)
    run(from: 4)
    engine.handle(.selectDetent(.collapsed, animated: true), at: 6)
    run(from: 6)
    #expect(heard == [.began, .ended])
  }
}
