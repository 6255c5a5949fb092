import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The rule (``SheetEngine/acceptedKeyboardOverlap(_:)``, ``KeyboardScope``): a keyboard that
/// cannot be placed (no overlap, or not a finite one), belongs to another app or sits on another
/// screen never moves the sheet. Of the others, one that leaves (overlap 0 or less) always brings
/// the sheet down; one that appears lifts it only when its responder is inside the sheet
/// (``KeyboardScope/editingInSheet``) or in the sheet's scene (``KeyboardScope/anyInScene``).
@Suite("Keyboard scope: which keyboards move a presented sheet")
struct KeyboardScopeTests {
  // MARK: - Each kind of change

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

  // MARK: - Any sequence of changes

  /// One observed change: an overlap selector and value, and the four flags.
  typealias Change = (overlap: Int, value: Double, flags: Int)

  static func change(_ raw: Change) -> SheetEngine.KeyboardChange {
    let overlap: Double?
    switch raw.overlap {
    case 0: overlap = nil
    case 1: overlap = .nan
    case 2: overlap = .infinity
    case 3: overlap = -raw.value / 10
    case 4: overlap = 0
    default: overlap = raw.value
    }
    // Flags are mostly set, so most changes get as far as the scope.
    return SheetEngine.KeyboardChange(
      overlap: overlap, isLocal: raw.flags % 7 != 0, isOnSheetScreen: raw.flags % 11 != 0,
      responderIsInSheet: raw.flags % 2 == 0, responderIsInSheetScene: raw.flags % 3 != 0,
      animation: .immediate)
  }

  @Test func onlyKeyboardsInScopeLiftTheSheetAndAnyLeavingOneLowersIt() async {
    let changes = zip(Gen.int(in: 0...9), Gen.double(in: 100...500), Gen.int(in: 0...76))
    await seededPropertyCheck(count: 200, input: zip(changes.array(of: 1...8), Gen.bool)) {
      raws, anyInScene in
      var configuration = SheetConfiguration.fitting
      configuration.keyboardScope = anyInScene ? .anyInScene : .editingInSheet
      var engine = Phone.presented(configuration)
      var expected = 0.0
      var time = 0.0
      for raw in raws {
        let change = Self.change(raw)
        time += 1
        if let input = engine.acceptedKeyboardInput(change) {
          engine.handle(input, at: time)
        }
        // The rule, stated over the change's fields.
        if let overlap = change.overlap, overlap.isFinite, change.isLocal, change.isOnSheetScreen {
          if overlap <= 0 {
            expected = 0
          } else if anyInScene ? change.responderIsInSheetScene : change.responderIsInSheet {
            expected = overlap
          }
        }
        let frame = engine.step(to: time + 0.5)
        #expect(frame.keyboardLift == expected, "after \(change)")
      }
    }
  }
}
