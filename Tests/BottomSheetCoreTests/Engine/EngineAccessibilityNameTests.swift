import BottomSheetCore
import Testing

@Suite("Engine: the names VoiceOver speaks")
struct EngineAccessibilityNameTests {
  @Test("each detent is spoken by the app's name, the built-in one, or its identifier")
  func names() {
    var configuration = SheetConfiguration(
      detents: [.fitting, .fraction(0.2, identifier: "peek"), .medium, .large])
    configuration.detentNames = ["peek": "Peek", .large: "Full screen"]
    let engine = Phone.engine(configuration)
    let rows: [(line: UInt, identifier: Detent.Identifier, expected: String)] = [
      (#line, "peek", "Peek"),
      (#line, .large, "Full screen"),
      (#line, .medium, "Medium"),
      (#line, .fitting, "Fitted"),
      (#line, "height(200.0)", "height(200.0)"),
    ]
    for row in rows {
      #expect(
        engine.spokenName(of: row.identifier) == row.expected, sourceLocation: rowLocation(row.line)
      )
    }
  }

  @Test("the grabber's value follows the detent the sheet heads for, and is empty when hidden")
  func grabberValue() {
    var engine = Phone.engine(SheetConfiguration(detents: [.medium, .large]))
    #expect(engine.spokenDetent == nil)
    engine.handle(.present(animated: true), at: 0)
    #expect(engine.spokenDetent == "Medium")
    engine.handle(.accessibilityIncrement, at: 1)
    #expect(engine.spokenDetent == "Large")
    engine.handle(.dismiss(animated: true), at: 2)
    #expect(engine.spokenDetent == nil)
  }

  @Test("a detent change is announced unless VoiceOver's own adjustment made it")
  func announcements() {
    var engine = Phone.engine(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.present(animated: false), at: 0)
    var heard: [String?] = []
    func drain() {
      for notification in engine.takeNotifications() {
        if case .detentDidChange = notification {
          heard.append(engine.announcement(for: notification))
        }
      }
    }
    drain()
    engine.handle(.accessibilityIncrement, at: 1)
    drain()
    engine.handle(.selectDetent(.medium, animated: true), at: 2)
    drain()
    engine.handle(.dragBegan, at: 3)
    engine.handle(.dragChanged(translation: -300), at: 3.1)
    engine.handle(.dragEnded(velocity: -800), at: 3.2)
    drain()
    #expect(heard == [nil, "Medium", "Large"])
    #expect(engine.announcement(for: .didPresent) == nil)
  }
}
