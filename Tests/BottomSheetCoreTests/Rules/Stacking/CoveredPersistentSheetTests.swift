import BottomSheetCore
import BottomSheetRules
import Testing

/// A persistent sheet under modal sheets (``CoveredPersistentSheet``).
@Suite("Covered persistent sheet")
struct CoveredPersistentSheetTests {
  typealias Event = CoveredPersistentSheet.Event
  static let low = Detent.Identifier("low")
  static let mid = Detent.Identifier.medium
  static let top = Detent.Identifier.large

  static func began(
    _ selected: Detent.Identifier?, lowest: Detent.Identifier? = low,
    _ behavior: CoveredSheetBehavior = .stepsDownToLowestDetent
  ) -> Event {
    .coverBegan(selected: selected, lowest: lowest, behavior: behavior)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var line: UInt
    var events: [Event]
    /// The command after each event (nil: none).
    var commands: [Detent.Identifier?]
    var testDescription: String { "line \(line)" }
  }

  static let rows: [Row] = [
    // Steps down and comes back.
    Row(
      line: #line, events: [began(top), .detentChanged(to: low), .coverEnded],
      commands: [low, nil, top]),
    // The step's change arriving after the cover ended still returns (seen before the end).
    Row(line: #line, events: [began(mid), .coverEnded], commands: [low, mid]),
    // Keeps its detent: nothing, ever.
    Row(
      line: #line, events: [began(top, .keepsDetent), .detentChanged(to: mid), .coverEnded],
      commands: [nil, nil, nil]),
    // Already at its lowest detent: nothing to step or come back to.
    Row(line: #line, events: [began(low), .coverEnded], commands: [nil, nil]),
    // Hidden or without detents.
    Row(line: #line, events: [began(nil), .coverEnded], commands: [nil, nil]),
    Row(line: #line, events: [began(top, lowest: nil), .coverEnded], commands: [nil, nil]),
    // Moved by the user meanwhile: not overridden.
    Row(
      line: #line,
      events: [began(top), .detentChanged(to: low), .detentChanged(to: mid), .coverEnded],
      commands: [low, nil, nil, nil]),
    // Moved away and back to the lowest: still the user's word.
    Row(
      line: #line,
      events: [
        began(top), .detentChanged(to: low), .detentChanged(to: mid), .detentChanged(to: low),
        .coverEnded,
      ],
      commands: [low, nil, nil, nil, nil]),
    // Moved before the step's own change arrived.
    Row(
      line: #line, events: [began(top), .detentChanged(to: mid), .coverEnded],
      commands: [low, nil, nil]),
    // The app selects the detent the sheet stepped down to, before or after the step's change
    // arrived: it stays there.
    Row(
      line: #line, events: [began(top), .detentChanged(to: low), .selectedByApp, .coverEnded],
      commands: [low, nil, nil, nil]),
    Row(
      line: #line,
      events: [began(top), .selectedByApp, .detentChanged(to: low), .coverEnded],
      commands: [low, nil, nil, nil]),
    // The app's selection while uncovered does not cancel a later return.
    Row(
      line: #line, events: [.selectedByApp, began(mid), .coverEnded], commands: [nil, low, mid]),
    // The app's selection under the first of two covers cancels the return after the last.
    Row(
      line: #line,
      events: [began(top), began(low), .selectedByApp, .coverEnded, .coverEnded],
      commands: [low, nil, nil, nil, nil]),
    // Two covers: one step, one return, after the last.
    Row(
      line: #line,
      events: [began(top), .detentChanged(to: low), began(low), .coverEnded, .coverEnded],
      commands: [low, nil, nil, nil, top]),
    // A cover that ends with none begun, and changes while uncovered, do nothing.
    Row(
      line: #line, events: [.coverEnded, .detentChanged(to: mid), began(mid), .coverEnded],
      commands: [nil, nil, low, mid]),
    // A second round starts afresh: a move in the first does not cancel the second's return.
    Row(
      line: #line,
      events: [
        began(top), .detentChanged(to: mid), .coverEnded, began(mid), .detentChanged(to: low),
        .coverEnded,
      ],
      commands: [low, nil, nil, low, nil, mid]),
  ]

  @Test("steps down, returns, and leaves a moved sheet where it was moved", arguments: rows)
  func sequences(_ row: Row) {
    var rule = CoveredPersistentSheet()
    var commands: [Detent.Identifier?] = []
    for event in row.events {
      let command = rule.handle(event)
      if case .select(let detent) = command {
        commands.append(detent)
      } else {
        commands.append(nil)
      }
    }
    #expect(commands == row.commands, sourceLocation: rowLocation(row.line))
  }
}
