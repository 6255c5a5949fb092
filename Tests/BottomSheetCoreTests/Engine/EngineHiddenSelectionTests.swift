import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// A configuration change that removes the selected detent reports the new selection only while
/// the sheet is on screen, from `willPresent` to `didDismiss`: a presenting sheet re-targets and
/// a dismissing one (still drawn, and a grab brings it back) re-selects, and both say so once. A
/// sheet that is not shown (never presented, or after `didDismiss`) reports nothing: it forgets
/// the vanished detent and presents where a fresh sheet would, at the initial detent, else the
/// smallest. (Fuzz/Regressions/never-presented-sheet-reports-detent-change and
/// dismissed-sheet-reports-detent-change.)
@Suite("Engine: only a sheet on screen reports a change of detent")
struct EngineHiddenSelectionTests {
  /// 0.2 · 787 = 157.4 pt, below `.medium` (393.5 pt) and `.large` (787 pt).
  static let small = Detent.Identifier("small")
  static let before: [Detent] = [.fraction(0.2, identifier: small), .medium, .large]
  /// `before` without `.large`, the detent every row has selected.
  static let after: [Detent] = [.fraction(0.2, identifier: small), .medium]

  enum Kind: Sendable {
    case modal, persistent
  }

  /// Where the sheet is when the configuration drops `.large`. The app picks `.large` first in
  /// every case (a selection binding does so while the sheet is hidden).
  enum Moment: Sendable {
    /// Never presented.
    case neverPresented
    /// Presented, dismissed (`didDismiss` sent), then `.large` picked again while hidden.
    case afterDismissal
    /// 0.2 s into an animated presentation toward `.large`: about 560 pt up, nearest `.medium`.
    case presenting
    /// 0.1 s into an animated dismissal from `.large`: about 500 pt up, nearest `.medium`.
    case dismissing
  }

  struct Row: Sendable {
    var kind: Kind
    var moment: Moment
    var initial: Detent.Identifier?
    /// The notifications from the configuration change until the sheet is still.
    var expected: [SheetNotification]
    /// For a hidden sheet: the detent a presentation after the change goes to.
    var presentsAt: Detent.Identifier?
    var location: SourceLocation

    init(
      _ kind: Kind, _ moment: Moment, initial: Detent.Identifier? = nil,
      _ expected: [SheetNotification], presentsAt: Detent.Identifier? = nil,
      location: SourceLocation = #_sourceLocation
    ) {
      self.kind = kind
      self.moment = moment
      self.initial = initial
      self.expected = expected
      self.presentsAt = presentsAt
      self.location = location
    }
  }

  static let rows: [Row] = [
    // Not shown: silent, and the next presentation goes where a fresh sheet would.
    Row(.modal, .neverPresented, [], presentsAt: small),
    Row(.persistent, .neverPresented, [], presentsAt: small),
    Row(.modal, .neverPresented, initial: .medium, [], presentsAt: .medium),
    Row(.modal, .afterDismissal, [], presentsAt: small),
    Row(.persistent, .afterDismissal, initial: .medium, [], presentsAt: .medium),
    // Shown: the re-selection is a change like any other, reported once.
    Row(.modal, .presenting, [.detentDidChange(from: .large, to: .medium), .didPresent]),
    Row(.persistent, .presenting, [.detentDidChange(from: .large, to: .medium), .didPresent]),
    Row(.modal, .dismissing, [.detentDidChange(from: .large, to: .medium), .didDismiss]),
    Row(.persistent, .dismissing, [.detentDidChange(from: .large, to: .medium), .didDismiss]),
  ]

  static func configuration(_ row: Row, detents: [Detent]) -> SheetConfiguration {
    var configuration =
      row.kind == .modal
      ? SheetConfiguration(detents: detents) : .persistent(detents: detents)
    configuration.initialDetent = row.initial
    return configuration
  }

  @Test(arguments: rows)
  func onlyASheetOnScreenReportsTheReselection(_ row: Row) {
    var engine = Phone.engine(Self.configuration(row, detents: Self.before))
    var log: [SheetNotification] = []
    engine.handle(.selectDetent(.large, animated: false), at: 0)
    let change: Double
    switch row.moment {
    case .neverPresented:
      change = 0.1
    case .afterDismissal:
      engine.handle(.present(animated: false), at: 0.1)
      engine.handle(.dismiss(animated: false), at: 0.2)
      engine.handle(.selectDetent(.large, animated: false), at: 0.3)
      change = 0.4
    case .presenting:
      engine.handle(.present(animated: true), at: 0.1)
      change = 0.3
    case .dismissing:
      engine.handle(.present(animated: false), at: 0.1)
      engine.handle(.dismiss(animated: true), at: 0.2)
      change = 0.3
    }
    _ = engine.step(to: change)
    log += engine.takeNotifications()
    engine.updateConfiguration(Self.configuration(row, detents: Self.after), at: change)
    let rest = engine.step(to: change + 3)
    #expect(!rest.isAnimating, sourceLocation: row.location)
    let changes = engine.takeNotifications()
    log += changes
    #expect(changes == row.expected, sourceLocation: row.location)
    if let destination = row.presentsAt {
      #expect(rest.phase == .hidden, sourceLocation: row.location)
      engine.handle(.present(animated: false), at: change + 4)
      let presented = engine.takeNotifications()
      log += presented
      #expect(presented == [.willPresent, .didPresent], sourceLocation: row.location)
      #expect(engine.currentFrame.detent == destination, sourceLocation: row.location)
      #expect(engine.selectedDetent == destination, sourceLocation: row.location)
    } else if row.moment == .presenting {
      // The presentation went on to the re-selected detent.
      #expect(rest.phase == .resting, sourceLocation: row.location)
      #expect(rest.detent == .medium, sourceLocation: row.location)
    } else {
      // The dismissal went on to the end.
      #expect(rest.phase == .hidden, sourceLocation: row.location)
    }
    #expect(NotificationOrder.violation(in: log) == nil, sourceLocation: row.location)
  }
}
