import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("PersistentSheetAppearance: a container's first appearance")
struct PersistentSheetAppearanceTests {
  enum Call {
    case layout(inWindow: Bool)
    case hidden(Bool, animated: Bool)
  }

  typealias Row = (line: UInt, calls: [Call], inputs: [SheetInput?], appeared: Bool)

  @Test("each call sequence sends what its row says")
  func firstAppearance() {
    let rows: [Row] = [
      (#line, [.layout(inWindow: true)], [.present(animated: false)], true),
      // Off-window layout passes (no real size or safe area yet) show nothing.
      (#line, [.layout(inWindow: false), .layout(inWindow: false)], [nil, nil], false),
      (
        #line, [.layout(inWindow: false), .layout(inWindow: true), .layout(inWindow: true)],
        [nil, .present(animated: false), nil], true
      ),
      // The app's requests before the first appearance wait for it; the last one wins.
      (#line, [.hidden(true, animated: true), .layout(inWindow: true)], [nil, nil], true),
      (
        #line,
        [.hidden(true, animated: true), .hidden(false, animated: true), .layout(inWindow: true)],
        [nil, nil, .present(animated: false)], true
      ),
      (
        #line, [.hidden(false, animated: true), .layout(inWindow: true)],
        [nil, .present(animated: false)], true
      ),
      // After it, requests go through as they come.
      (
        #line,
        [.layout(inWindow: true), .hidden(true, animated: true), .hidden(false, animated: false)],
        [.present(animated: false), .dismiss(animated: true), .present(animated: false)], true
      ),
      (
        #line,
        [.hidden(true, animated: false), .layout(inWindow: true), .hidden(false, animated: true)],
        [nil, nil, .present(animated: true)], true
      ),
    ]
    for row in rows {
      var appearance = PersistentSheetAppearance()
      var inputs: [SheetInput?] = []
      for call in row.calls {
        switch call {
        case .layout(let inWindow): inputs.append(appearance.layoutPass(isInWindow: inWindow))
        case .hidden(let hidden, let animated):
          inputs.append(appearance.appSetHidden(hidden, animated: animated))
        }
      }
      #expect(inputs == row.inputs, sourceLocation: rowLocation(row.line))
      #expect(appearance.hasAppeared == row.appeared, sourceLocation: rowLocation(row.line))
    }
  }
}
