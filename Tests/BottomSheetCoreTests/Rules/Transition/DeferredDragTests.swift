import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

@Suite("DeferredDrag: a presenting drag that begins before the sheet exists")
struct DeferredDragTests {
  typealias Row = (
    line: UInt, events: [DeferredDrag.Event], sent: [SheetInput], onCreation: [SheetInput]
  )

  @Test("each sequence of drag steps without a sheet reaches the new sheet as its row says")
  func heldUntilTheSheetExists() {
    let rows: [Row] = [
      (#line, [], [], []),
      (#line, [.began(translation: -4)], [], [.dragBegan, .dragChanged(translation: -4)]),
      (
        #line, [.began(translation: -4), .changed(translation: -30)], [],
        [.dragBegan, .dragChanged(translation: -30)]
      ),
      (
        #line, [.began(translation: -4), .changed(translation: -30), .ended(velocity: -900)], [],
        [.dragBegan, .dragChanged(translation: -30), .dragEnded(velocity: -900)]
      ),
      (
        #line, [.began(translation: -4), .cancelled], [],
        [.dragBegan, .dragChanged(translation: -4), .dragCancelled]
      ),
      // The drag is over: later steps change nothing.
      (
        #line, [.began(translation: -4), .ended(velocity: -900), .cancelled], [],
        [.dragBegan, .dragChanged(translation: -4), .dragEnded(velocity: -900)]
      ),
      (
        #line, [.began(translation: -4), .ended(velocity: -900), .changed(translation: -80)], [],
        [.dragBegan, .dragChanged(translation: -4), .dragEnded(velocity: -900)]
      ),
      (
        #line, [.began(translation: -4), .cancelled, .ended(velocity: 300)], [],
        [.dragBegan, .dragChanged(translation: -4), .dragCancelled]
      ),
      // Steps of a drag that never began are dropped.
      (#line, [.changed(translation: -30), .ended(velocity: -900), .cancelled], [], []),
      // A new drag replaces an old one, ended or not.
      (
        #line, [.began(translation: -4), .ended(velocity: -900), .began(translation: -9)], [],
        [.dragBegan, .dragChanged(translation: -9)]
      ),
    ]
    for row in rows {
      var drag = DeferredDrag()
      var sent: [SheetInput] = []
      for event in row.events { sent += drag.handle(event, sheetExists: false) }
      #expect(sent == row.sent, sourceLocation: rowLocation(row.line))
      #expect(drag.isHolding == !row.onCreation.isEmpty, sourceLocation: rowLocation(row.line))
      let onCreation = drag.sheetCreated()
      #expect(onCreation == row.onCreation, sourceLocation: rowLocation(row.line))
      #expect(!drag.isHolding, sourceLocation: rowLocation(row.line))
      let again = drag.sheetCreated()
      #expect(again.isEmpty, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("with the sheet there, each step goes straight to it")
  func forwardedOnceTheSheetExists() {
    let rows: [(line: UInt, event: DeferredDrag.Event, sent: [SheetInput])] = [
      (#line, .began(translation: -4), [.dragBegan, .dragChanged(translation: -4)]),
      (#line, .changed(translation: -30), [.dragChanged(translation: -30)]),
      (#line, .ended(velocity: -900), [.dragEnded(velocity: -900)]),
      (#line, .cancelled, [.dragCancelled]),
    ]
    for row in rows {
      var drag = DeferredDrag()
      let sent = drag.handle(row.event, sheetExists: true)
      #expect(sent == row.sent, sourceLocation: rowLocation(row.line))
      #expect(!drag.isHolding, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("whatever the steps, the new sheet gets one well-formed drag or none")
  func wellFormedReplay() async {
    let step = zip(Gen.int(in: 0...3), Gen.double(in: -2000...2000))
    await seededPropertyCheck(count: 300, input: step.array(of: 0...12)) {
      (steps: [(Int, Double)]) in
      var drag = DeferredDrag()
      var began = false
      for (kind, value) in steps {
        let event: DeferredDrag.Event =
          switch kind {
          case 0: .began(translation: value)
          case 1: .changed(translation: value)
          case 2: .ended(velocity: value)
          default: .cancelled
          }
        began = began || kind == 0
        let sent = drag.handle(event, sheetExists: false)
        #expect(sent.isEmpty)
      }
      let inputs = drag.sheetCreated()
      #expect(inputs.isEmpty == !began)
      guard !inputs.isEmpty else { return }
      #expect(inputs.first == .dragBegan)
      if case .dragChanged = inputs[1].kind {} else { Issue.record("no translation: \(inputs)") }
      #expect(inputs.count <= 3)
      #expect(inputs.dropFirst().allSatisfy { $0 != .dragBegan })
    }
  }
}
