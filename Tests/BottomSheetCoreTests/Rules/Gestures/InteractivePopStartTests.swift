import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("InteractivePopStart: the edge swipe's pop reaches the height model once")
struct InteractivePopStartTests {
  enum Call {
    case swipe(accepted: Bool)
    case hostPop
    case returned
  }

  typealias Row = (line: UInt, calls: [Call], answers: [Bool?], awaitingAfter: Bool)

  @Test("each call sequence answers as its row says (nil: the call answers nothing)")
  func handshake() {
    let rows: [Row] = [
      // The swipe's own pop: the sizing began it, so it is not registered again.
      (#line, [.swipe(accepted: true), .hostPop, .returned], [true, false, nil], false),
      (#line, [.swipe(accepted: true)], [true], true),
      // A refused swipe asks for no pop, and the next pop is the app's.
      (#line, [.swipe(accepted: false), .hostPop], [false, true], false),
      // The app's pops always reach the sizing.
      (#line, [.hostPop, .hostPop], [true, true], false),
      (
        #line, [.swipe(accepted: true), .hostPop, .returned, .hostPop], [true, false, nil, true],
        false
      ),
      // UIKit never called back (it refused the pop): the next pop is the app's all the same.
      (#line, [.swipe(accepted: true), .returned, .hostPop], [true, nil, true], false),
      // A second pop inside the swipe's (an app delegate popping again) is the app's.
      (#line, [.swipe(accepted: true), .hostPop, .hostPop], [true, false, true], false),
      (#line, [.swipe(accepted: true), .swipe(accepted: false)], [true, false], false),
    ]
    for row in rows {
      var start = InteractivePopStart()
      var answers: [Bool?] = []
      for call in row.calls {
        switch call {
        case .swipe(let accepted): answers.append(start.edgeSwipeBegan(accepted: accepted))
        case .hostPop: answers.append(start.hostPopRequested())
        case .returned:
          start.hostPopReturned()
          answers.append(nil)
        }
      }
      #expect(answers == row.answers, sourceLocation: rowLocation(row.line))
      #expect(start.isAwaitingHostPop == row.awaitingAfter, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("with the sizing: the swipe's pop moves one screen, the app's next pop another")
  func withTheSizing() {
    var sizing = NavigationSizing(
      root: NavigationScreen(id: 1, preferredHeight: 200), containerWidth: 390)
    sizing.push(NavigationScreen(id: 2, preferredHeight: 300), animated: false, at: 0)
    sizing.push(NavigationScreen(id: 3, preferredHeight: 400), animated: false, at: 0)
    var start = InteractivePopStart()
    let accepted = sizing.interactivePopBegan(at: 1)
    let asksHost = start.edgeSwipeBegan(accepted: accepted)
    #expect(asksHost)
    if start.hostPopRequested() { sizing.pop(animated: true, at: 1) }
    start.hostPopReturned()
    sizing.interactivePopEnded(velocity: 2000, at: 1.1)
    _ = sizing.frame(at: 3)
    #expect(sizing.stack.map(\.id) == [1, 2])
    if start.hostPopRequested() { sizing.pop(animated: false, at: 3) }
    #expect(sizing.stack.map(\.id) == [1])
  }
}
