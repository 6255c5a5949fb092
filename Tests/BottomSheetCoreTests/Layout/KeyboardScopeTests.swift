import BottomSheetCore
import Testing

@Suite("Which keyboards move the sheet")
struct KeyboardScopeTests {
  @Test("each observed keyboard change is accepted or ignored as its row says")
  func acceptance() {
    // (line, scope, change, accepted overlap or nil)
    let rows:
      [(line: UInt, scope: KeyboardScope, change: SheetEngine.KeyboardChange, expected: Double?)] =
        [
          (
            #line, .editingInSheet,
            SheetEngine.KeyboardChange(overlap: 336, responderIsInSheet: true), 336
          ),
          (
            #line, .editingInSheet,
            SheetEngine.KeyboardChange(overlap: 336, responderIsInSheet: false), nil
          ),
          (
            #line, .editingInSheet,
            SheetEngine.KeyboardChange(overlap: 0, responderIsInSheet: false), 0
          ),
          (
            #line, .editingInSheet,
            SheetEngine.KeyboardChange(overlap: nil, responderIsInSheet: true), nil
          ),
          (
            #line, .editingInSheet,
            SheetEngine.KeyboardChange(overlap: .nan, responderIsInSheet: true), nil
          ),
          (
            #line, .editingInSheet,
            SheetEngine.KeyboardChange(overlap: -20, responderIsInSheet: true), 0
          ),
          (
            #line, .editingInSheet,
            SheetEngine.KeyboardChange(overlap: 336, isLocal: false, responderIsInSheet: true), nil
          ),
          (
            #line, .editingInSheet,
            SheetEngine.KeyboardChange(
              overlap: 336, isOnSheetScreen: false, responderIsInSheet: true), nil
          ),
          (
            #line, .anyInScene,
            SheetEngine.KeyboardChange(
              overlap: 336, responderIsInSheet: false, responderIsInSheetScene: true),
            336
          ),
          (
            #line, .anyInScene,
            SheetEngine.KeyboardChange(
              overlap: 336, responderIsInSheet: false, responderIsInSheetScene: false),
            nil
          ),
          (
            #line, .anyInScene,
            SheetEngine.KeyboardChange(
              overlap: 0, responderIsInSheet: false, responderIsInSheetScene: false), 0
          ),
        ]
    for row in rows {
      var configuration = SheetConfiguration.fitting
      configuration.keyboardScope = row.scope
      let engine = Phone.engine(configuration)
      #expect(
        engine.acceptedKeyboardOverlap(row.change) == row.expected,
        sourceLocation: rowLocation(row.line))
    }
  }
}
