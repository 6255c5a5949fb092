import BottomSheetCore
import Testing

@Suite("Engine: the names VoiceOver speaks")
struct EngineAccessibilityNameTests {
  @Test("each detent is spoken by the app's name, its own name, the built-in one or its place")
  func names() {
    let unnamedPeek = Detent.custom(id: "peek") { _ in 100 }
    let namedHalf = Detent.fraction(0.45, identifier: "half", accessibilityName: "Halb")
    let blank = Detent.height(200, accessibilityName: "")
    var configuration = SheetConfiguration(
      detents: [.fitting, unnamedPeek, namedHalf, .medium, .large, blank, .collapsed])
    configuration.detentNames = [.large: "Full screen", "half": "Half"]
    // Stops, smallest first (content 300, bottom inset 34): peek 134, collapsed 146.95,
    // blank 234, fitting 334, half 354.15, medium 393.5, large 787.
    let engine = Phone.engine(configuration)
    let rows: [(line: UInt, identifier: Detent.Identifier, expected: SpokenDetent?)] = [
      (#line, .large, .named("Full screen")),  // the app's name wins over the built-in one
      (#line, "half", .named("Half")),  // and over the detent's own
      (#line, .medium, .medium),
      (#line, .fitting, .fitting),
      (#line, .collapsed, .collapsed),
      (#line, "peek", .ordinal(position: 1, count: 7)),  // never "peek"
      (#line, "height(200.0)", .ordinal(position: 3, count: 7)),  // an empty name is none
      (#line, "nowhere", nil),
    ]
    for row in rows {
      #expect(
        engine.spokenName(of: row.identifier) == row.expected, sourceLocation: rowLocation(row.line)
      )
    }
  }

  @Test("a detent's own accessibility name is spoken when the app's table has none")
  func ownName() {
    let peek = Detent.custom(id: "peek", accessibilityName: "Vorschau") { _ in 100 }
    let engine = Phone.engine(SheetConfiguration(detents: [peek, .large]))
    #expect(engine.spokenName(of: "peek") == .named("Vorschau"))
  }

  @Test("detents that resolve to one resting place share its ordinal")
  func mergedOrdinals() {
    let detents: [Detent] = [
      .height(100, identifier: "a"), .height(100.2, identifier: "b"), .height(400, identifier: "c"),
    ]
    let engine = Phone.engine(SheetConfiguration(detents: detents))
    let rows: [(line: UInt, identifier: Detent.Identifier, expected: SpokenDetent)] = [
      (#line, "a", .ordinal(position: 1, count: 2)),
      (#line, "b", .ordinal(position: 1, count: 2)),
      (#line, "c", .ordinal(position: 2, count: 2)),
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
    #expect(engine.spokenDetent == .medium)
    engine.handle(.accessibilityIncrement, at: 1)
    #expect(engine.spokenDetent == .large)
    engine.handle(.dismiss(animated: true), at: 2)
    #expect(engine.spokenDetent == nil)
  }

  @Test("a detent change is announced unless VoiceOver's own adjustment made it")
  func announcements() {
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    var heard: [SpokenDetent?] = []
    func drain() {
      for notification in engine.takeNotifications() {
        if case .detentDidChange = notification.kind {
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
    #expect(heard == [nil, .medium, .large])
    #expect(engine.announcement(for: .didPresent) == nil)
  }
}
