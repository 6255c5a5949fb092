import BottomSheetCore
import Testing

/// When a configuration change removes the selected detent, the stop nearest the sheet becomes
/// the selection and `detentDidChange` reports it exactly once; a change that keeps the selected
/// detent reports nothing.
@Suite("Engine: a selected detent that disappears is a reported change")
struct EngineSelectedDetentRemovalTests {
  static let small = Detent.Identifier("small")
  static let tall = Detent.Identifier("tall")

  struct Row: Sendable {
    /// The detent the sheet rests at before the change.
    var selected: Detent.Identifier
    var before: [Detent]
    var after: [Detent]
    /// The notifications the change causes, up to rest.
    var expected: [SheetNotification]
    var location: SourceLocation

    init(
      _ selected: Detent.Identifier, _ before: [Detent], _ after: [Detent],
      _ expected: [SheetNotification], location: SourceLocation = #_sourceLocation
    ) {
      self.selected = selected
      self.before = before
      self.after = after
      self.expected = expected
      self.location = location
    }
  }

  static let rows: [Row] = [
    // Resting at .large; .large goes: .medium (393.5) is nearer than "small" (0.2 · 787).
    Row(
      .large, [.fraction(0.2, identifier: small), .medium, .large],
      [.fraction(0.2, identifier: small), .medium],
      [.detentDidChange(from: .large, to: .medium)]),
    // Resting at "small" (157.4); it goes: .medium is the only stop left.
    Row(
      small, [.fraction(0.2, identifier: small), .medium, .large], [.medium],
      [.detentDidChange(from: small, to: .medium)]),
    // Four detents, resting at "tall" (629.6); it goes: .large (157.4 pt away) is nearer than
    // .medium (236.1) below it, and far nearer than the lowest.
    Row(
      tall,
      [.fraction(0.2, identifier: small), .medium, .fraction(0.8, identifier: tall), .large],
      [.fraction(0.2, identifier: small), .medium, .large],
      [.detentDidChange(from: tall, to: .large)]),
    // One detent left of three, resting at the lowest: the one left, whatever its place.
    Row(
      small, [.fraction(0.2, identifier: small), .medium, .large], [.large],
      [.detentDidChange(from: small, to: .large)]),
    // Resting at .medium; a new "tall" detent and a removed "small" leave it selected.
    Row(
      .medium, [.fraction(0.2, identifier: small), .medium],
      [.medium, .fraction(0.8, identifier: tall)], []),
    // The selected detent stays under a new list order: nothing to report.
    Row(.large, [.medium, .large], [.large, .medium], []),
  ]

  @Test(arguments: rows)
  func removingTheSelectedDetentReportsTheNewOneOnce(_ row: Row) {
    var engine = Phone.presented(
      SheetConfiguration(detents: row.before, initialDetent: row.selected))
    _ = engine.step(to: 0.1)
    #expect(engine.currentFrame.detent == row.selected, sourceLocation: row.location)
    _ = engine.takeNotifications()
    var updated = engine.configuration
    updated.detents = row.after
    engine.updateConfiguration(updated, at: 0.2)
    _ = engine.step(to: 2)
    #expect(engine.takeNotifications() == row.expected, sourceLocation: row.location)
    if case .detentDidChange(_, let new)? = row.expected.last?.kind {
      #expect(engine.currentFrame.detent == new, sourceLocation: row.location)
      #expect(engine.currentFrame.phase == .resting, sourceLocation: row.location)
    }
  }
}
