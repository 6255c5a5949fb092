import BottomSheetCore
import BottomSheetRules
import Testing

/// The selected-detent binding's rule (``DetentBindingSync``), one row per situation.
@Suite("DetentBindingSync: the selection binding, written only between updates")
struct DetentBindingSyncTests {
  typealias Event = DetentBindingSync.Event
  typealias Command = DetentBindingSync.Command

  static let both: [Detent.Identifier] = [.medium, .large]

  /// A rule that has read `.medium` with the sheet resting there.
  static func resting() -> DetentBindingSync {
    var sync = DetentBindingSync()
    _ = sync.handle(.update(binding: .medium, sheet: .medium, available: both))
    return sync
  }

  @Test func eachEventAnswersAsTheRuleSays() {
    let rows: [(line: UInt, before: [Event], event: Event, commands: [Command])] = [
      // The first read of a binding that agrees: nothing.
      (#line, [], .update(binding: .medium, sheet: .medium, available: Self.both), []),
      // The app wrote another detent the sheet has: move there, write nothing.
      (
        #line, [], .update(binding: .large, sheet: .medium, available: Self.both), [.select(.large)]
      ),
      // A detent the sheet lacks, or nil: the binding is told the sheet's, at the next turn.
      (#line, [], .update(binding: "peek", sheet: .medium, available: Self.both), [.scheduleTurn]),
      (#line, [], .update(binding: nil, sheet: .medium, available: Self.both), [.scheduleTurn]),
      // No sheet on screen yet: nothing to tell.
      (#line, [], .update(binding: nil, sheet: nil, available: Self.both), []),
      // The same value read again: the app did not write, the sheet is not moved back.
      (#line, [], .update(binding: .medium, sheet: .large, available: Self.both), []),
      // The sheet re-selected inside an update: a turn, no write.
      (#line, [], .sheetChangedDetent, [.scheduleTurn]),
      // Several changes before the turn: one turn.
      (#line, [.sheetChangedDetent], .sheetChangedDetent, []),
      // The turn writes the sheet's detent as it is then, once.
      (#line, [.sheetChangedDetent], .turn(binding: .medium, sheet: .large), [.write(.large)]),
      // The binding already says so: no write.
      (#line, [.sheetChangedDetent], .turn(binding: .medium, sheet: .medium), []),
      // Nothing owed: a turn writes nothing.
      (#line, [], .turn(binding: .medium, sheet: .large), []),
      // The app wrote after the update and before the turn: its word wins, the sheet moves.
      (
        #line, [.sheetChangedDetent], .turn(binding: .large, sheet: .medium),
        [.select(.large), .scheduleTurn]
      ),
      // A finger holds the sheet: the turn waits for the release.
      (
        #line, [.sheetChangedDetent, .frameDrawn(isHeld: true)],
        .turn(binding: .medium, sheet: .large), []
      ),
      // The app wrote while a finger held the sheet: nothing moves yet …
      (
        #line, [.frameDrawn(isHeld: true)],
        .update(binding: .large, sheet: .medium, available: Self.both),
        []
      ),
      // … the finger lifts: a turn …
      (
        #line,
        [
          .frameDrawn(isHeld: true), .update(binding: .large, sheet: .medium, available: Self.both),
        ],
        .frameDrawn(isHeld: false), [.scheduleTurn]
      ),
      // … where the sheet goes to the app's detent, and the binding is told at the next one.
      (
        #line,
        [
          .frameDrawn(isHeld: true), .update(binding: .large, sheet: .medium, available: Self.both),
          .frameDrawn(isHeld: false),
        ],
        .turn(binding: .large, sheet: .medium), [.select(.large), .scheduleTurn]
      ),
      // A release without an app write: the binding is owed where the sheet settles.
      (#line, [.frameDrawn(isHeld: true)], .frameDrawn(isHeld: false), [.scheduleTurn]),
      // Frames that do not change the hold do nothing.
      (#line, [], .frameDrawn(isHeld: false), []),
      (#line, [.frameDrawn(isHeld: true)], .frameDrawn(isHeld: true), []),
      // Gone: nothing more, not even the turn already asked for.
      (#line, [.sheetChangedDetent], .removed, []),
      (#line, [.sheetChangedDetent, .removed], .turn(binding: .medium, sheet: .large), []),
      (#line, [.removed], .update(binding: .large, sheet: .medium, available: Self.both), []),
    ]
    for row in rows {
      var sync = Self.resting()
      for event in row.before { _ = sync.handle(event) }
      #expect(sync.handle(row.event) == row.commands, sourceLocation: rowLocation(row.line))
    }
  }

  /// Rows that start from a rule that has read nothing (``DetentBindingSync/init()``), so a
  /// binding that starts nil (read as nil) is not taken for one never read, and the app writing
  /// between the sheet's changes and the turn that coalesces them.
  struct FreshRow: Sendable {
    var before: [Event]
    var event: Event
    var commands: [Command]
    var location: SourceLocation

    init(
      _ before: [Event], _ event: Event, _ commands: [Command],
      location: SourceLocation = #_sourceLocation
    ) {
      self.before = before
      self.event = event
      self.commands = commands
      self.location = location
    }
  }

  static let freshRows: [FreshRow] = [
    // The first read is nil: the app's word, which the sheet cannot take, so the binding is
    // owed the sheet's detent …
    FreshRow([], .update(binding: nil, sheet: .medium, available: both), [.scheduleTurn]),
    // … and the turn writes it.
    FreshRow(
      [.update(binding: nil, sheet: .medium, available: both)],
      .turn(binding: nil, sheet: .medium), [.write(.medium)]),
    // Read as nil, then nil again: the app did not write; the write is owed once only.
    FreshRow(
      [.update(binding: nil, sheet: .medium, available: both)],
      .update(binding: nil, sheet: .medium, available: both), []),
    // Nil first, then the app names a detent: the sheet goes there.
    FreshRow(
      [.update(binding: nil, sheet: .medium, available: both)],
      .update(binding: .large, sheet: .medium, available: both), [.select(.large)]),
    // Nil with no sheet on screen: nothing to tell yet …
    FreshRow([], .update(binding: nil, sheet: nil, available: both), []),
    // … and once the sheet appears and reports its detent, the binding is told.
    FreshRow(
      [.update(binding: nil, sheet: nil, available: both), .sheetChangedDetent],
      .turn(binding: nil, sheet: .medium), [.write(.medium)]),
    // A turn before the binding was ever read (the sheet changed first): no update read the
    // app's word, so its value is not taken for a write; the sheet's detent is written, as
    // after any change.
    FreshRow([.sheetChangedDetent], .turn(binding: .large, sheet: .medium), [.write(.medium)]),
    // The first read names a detent the sheet is not at: it moves there.
    FreshRow([], .update(binding: .large, sheet: .medium, available: both), [.select(.large)]),
    // The sheet changed twice before the turn, the app wrote in between: its word wins at the
    // coalesced turn (the sheet moves, the binding is not overwritten).
    FreshRow(
      [
        .update(binding: .medium, sheet: .medium, available: both), .sheetChangedDetent,
        .sheetChangedDetent,
      ],
      .turn(binding: .large, sheet: .medium), [.select(.large), .scheduleTurn]),
    // The app wrote nil between two changes: not a detent, so the sheet's is written.
    FreshRow(
      [
        .update(binding: .medium, sheet: .medium, available: both), .sheetChangedDetent,
        .update(binding: nil, sheet: .large, available: both), .sheetChangedDetent,
      ],
      .turn(binding: nil, sheet: .large), [.write(.large)]),
  ]

  @Test(arguments: freshRows)
  func fromARuleThatReadNothing(_ row: FreshRow) {
    var sync = DetentBindingSync()
    for event in row.before { _ = sync.handle(event) }
    #expect(sync.handle(row.event) == row.commands, sourceLocation: row.location)
  }

  @Test func aDetentRemovedWhileRestingIsWrittenOnceAfterTheUpdate() {
    var sync = Self.resting()
    // The update drops .medium: the sheet re-selects .large while the wrapper applies it …
    #expect(sync.handle(.sheetChangedDetent) == [.scheduleTurn])
    // … and the update itself sees the stale binding, which is not the app's new word.
    #expect(sync.handle(.update(binding: .medium, sheet: .large, available: [.large])) == [])
    #expect(sync.handle(.turn(binding: .medium, sheet: .large)) == [.write(.large)])
    // The write is read back at the next update: nothing more.
    #expect(sync.handle(.update(binding: .large, sheet: .large, available: [.large])) == [])
    #expect(!sync.isTurnScheduled)
  }
}
