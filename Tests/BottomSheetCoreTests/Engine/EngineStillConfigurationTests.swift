import BottomSheetCore
import Testing

/// `updateConfiguration(_:animated: false, at:)`: a resting sheet whose detent went (re-selected)
/// or moved is at its new detent in the same instant, with nothing left to animate, as an
/// unanimated layout change does; the re-selection is reported exactly as with animation. A
/// presentation, a dismissal and a finger holding the sheet are not cut short: they carry on to
/// the (new) target, or stay under the finger. A sheet that is not shown does nothing.
@Suite("Engine: a configuration without animation")
struct EngineStillConfigurationTests {
  /// 0.2 · 787 = 157.4 pt, below `.medium` (393.5 pt) and `.large` (787 pt).
  static let small = Detent.Identifier("small")
  static let peek = Detent.Identifier("peek")

  enum Kind: Sendable {
    case modal, persistent
  }

  /// What the new configuration changes.
  enum Change: Sendable {
    /// `.large`, where the sheet is (or heads), goes: `.medium` is the nearest stop left.
    case restingDetentRemoved
    /// "peek" moves from 0.3 to 0.6 of the maximum (236.1 pt → 472.2 pt) under the same name.
    case extentsChanged

    var before: [Detent] {
      switch self {
      case .restingDetentRemoved: [.fraction(0.2, identifier: small), .medium, .large]
      case .extentsChanged: [.fraction(0.3, identifier: peek), .large]
      }
    }

    var after: [Detent] {
      switch self {
      case .restingDetentRemoved: [.fraction(0.2, identifier: small), .medium]
      case .extentsChanged: [.fraction(0.6, identifier: peek), .large]
      }
    }

    /// The detent the sheet is at (or heads for) before the change.
    var selected: Detent.Identifier {
      switch self {
      case .restingDetentRemoved: .large
      case .extentsChanged: peek
      }
    }
  }

  /// Where the sheet is when the configuration changes.
  enum Moment: Sendable {
    /// Resting at the selected detent.
    case presented
    /// 0.2 s into an animated presentation toward the selected detent.
    case presenting
    /// 0.1 s into an animated dismissal from the selected detent.
    case dismissing
    /// Resting at the selected detent, then held by a finger 100 pt below it.
    case held
    /// Never presented; the selected detent was picked while hidden.
    case notShown
  }

  /// How the sheet looks in the instant of the change.
  enum Instant: Sendable {
    /// Resting at its (new) detent's extent, nothing animating.
    case atDetent
    /// Springing (toward the new detent, or away to hidden).
    case springing
    /// Dragging, where the finger holds it.
    case underFinger
    /// Hidden at 0.
    case hidden
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var kind: Kind
    var moment: Moment
    var change: Change
    var animated: Bool
    var instant: Instant
    /// The notifications from the change until the sheet is still (a held sheet is let go 0.5 s
    /// after the change).
    var expected: [SheetNotification]
    var location: SourceLocation

    init(
      _ kind: Kind, _ moment: Moment, _ change: Change, animated: Bool, _ instant: Instant,
      _ expected: [SheetNotification], location: SourceLocation = #_sourceLocation
    ) {
      self.kind = kind
      self.moment = moment
      self.change = change
      self.animated = animated
      self.instant = instant
      self.expected = expected
      self.location = location
    }

    var testDescription: String {
      "\(kind) \(moment) \(change) animated: \(animated) (line \(location.line))"
    }
  }

  static let reselected = SheetNotification.detentDidChange(from: .large, to: .medium)

  static let rows: [Row] = [
    // Resting: at the new detent at once, the re-selection reported once.
    Row(.modal, .presented, .restingDetentRemoved, animated: false, .atDetent, [reselected]),
    Row(.persistent, .presented, .restingDetentRemoved, animated: false, .atDetent, [reselected]),
    Row(.modal, .presented, .extentsChanged, animated: false, .atDetent, []),
    Row(.persistent, .presented, .extentsChanged, animated: false, .atDetent, []),
    // The same with animation springs there: what the flag changes.
    Row(.modal, .presented, .restingDetentRemoved, animated: true, .springing, [reselected]),
    Row(.persistent, .presented, .extentsChanged, animated: true, .springing, []),
    // A presentation or a dismissal under way carries on to its (new) target.
    Row(
      .modal, .presenting, .restingDetentRemoved, animated: false, .springing,
      [reselected, .didPresent]),
    Row(
      .persistent, .presenting, .restingDetentRemoved, animated: false, .springing,
      [reselected, .didPresent]),
    Row(.modal, .presenting, .extentsChanged, animated: false, .springing, [.didPresent]),
    Row(
      .modal, .dismissing, .restingDetentRemoved, animated: false, .springing,
      [reselected, .didDismiss]),
    Row(
      .persistent, .dismissing, .restingDetentRemoved, animated: false, .springing,
      [reselected, .didDismiss]),
    Row(.persistent, .dismissing, .extentsChanged, animated: false, .springing, [.didDismiss]),
    // A finger keeps the sheet; its release decides, with physics.
    Row(.modal, .held, .restingDetentRemoved, animated: false, .underFinger, [reselected]),
    Row(.persistent, .held, .restingDetentRemoved, animated: false, .underFinger, [reselected]),
    Row(.persistent, .held, .extentsChanged, animated: false, .underFinger, []),
    Row(.modal, .held, .restingDetentRemoved, animated: true, .underFinger, [reselected]),
    // Not shown: nothing moves, nothing is said.
    Row(.modal, .notShown, .restingDetentRemoved, animated: false, .hidden, []),
    Row(.persistent, .notShown, .extentsChanged, animated: false, .hidden, []),
  ]

  static func configuration(_ row: Row, detents: [Detent]) -> SheetConfiguration {
    var configuration =
      row.kind == .modal
      ? SheetConfiguration(detents: detents) : .persistent(detents: detents)
    configuration.initialDetent = row.change.selected
    // `.large` stays the initial detent after it went: the engine notes that, on purpose.
    configuration.printsCorrectionsInDebug = false
    return configuration
  }

  @Test(arguments: rows)
  func aStillConfigurationPutsARestingSheetAtItsDetentAtOnce(_ row: Row) {
    var engine = SheetEngine.quiet(
      Self.configuration(row, detents: row.change.before), Phone.context())
    let change: Double
    switch row.moment {
    case .presented:
      engine.handle(.present(animated: false), at: 0)
      change = 0.5
    case .presenting:
      engine.handle(.present(animated: true), at: 0.1)
      change = 0.3
    case .dismissing:
      engine.handle(.present(animated: false), at: 0)
      engine.handle(.dismiss(animated: true), at: 0.2)
      change = 0.3
    case .held:
      engine.handle(.present(animated: false), at: 0)
      engine.handle(.dragBegan, at: 0.3)
      engine.handle(.dragChanged(translation: 100), at: 0.4)
      change = 0.5
    case .notShown:
      engine.handle(.selectDetent(row.change.selected, animated: false), at: 0)
      change = 0.5
    }
    let before = engine.step(to: change)
    _ = engine.takeNotifications()

    engine.updateConfiguration(
      Self.configuration(row, detents: row.change.after), animated: row.animated, at: change)
    let instant = engine.step(to: change)
    let selectedExtent = engine.selectedDetent.flatMap { engine.detents.extent(of: $0) }
    switch row.instant {
    case .atDetent:
      #expect(!instant.isAnimating, sourceLocation: row.location)
      #expect(instant.phase == .resting, sourceLocation: row.location)
      #expect(instant.detent == engine.selectedDetent, sourceLocation: row.location)
      #expect(selectedExtent != nil, sourceLocation: row.location)
      #expect(instant.extent == selectedExtent, sourceLocation: row.location)
      #expect(instant.extent != before.extent, sourceLocation: row.location)
    case .springing:
      // Not put anywhere at once (a jump would change the extent at this instant): it carries
      // on from where it was, and a frame later it has moved.
      #expect(instant.isAnimating, sourceLocation: row.location)
      #expect(instant.extent == before.extent, sourceLocation: row.location)
      #expect(
        engine.step(to: change + 1.0 / 60).extent != before.extent, sourceLocation: row.location)
    case .underFinger:
      #expect(instant.phase == .dragging, sourceLocation: row.location)
      #expect(instant.extent != selectedExtent, sourceLocation: row.location)
      // The finger still moves it, within the new detents' bounds.
      engine.handle(.dragChanged(translation: 120), at: change + 0.1)
      #expect(engine.step(to: change + 0.1).extent < instant.extent, sourceLocation: row.location)
      engine.handle(.dragEnded(velocity: 0), at: change + 0.5)
    case .hidden:
      #expect(instant.phase == .hidden, sourceLocation: row.location)
      #expect(instant.extent == 0, sourceLocation: row.location)
      #expect(!instant.isAnimating, sourceLocation: row.location)
    }

    let rest = engine.step(to: change + 4)
    #expect(!rest.isAnimating, sourceLocation: row.location)
    #expect(engine.takeNotifications() == row.expected, sourceLocation: row.location)
    if rest.phase == .resting {
      #expect(
        rest.extent == engine.selectedDetent.flatMap { engine.detents.extent(of: $0) },
        sourceLocation: row.location)
    }
  }

  struct PlacementRow: Sendable {
    var animated: Bool
    /// Whether the card is at its new side in the instant of the change.
    var atOnce: Bool
    var location: SourceLocation

    init(animated: Bool, atOnce: Bool, location: SourceLocation = #_sourceLocation) {
      self.animated = animated
      self.atOnce = atOnce
      self.location = location
    }
  }

  static let placementRows: [PlacementRow] = [
    PlacementRow(animated: false, atOnce: true),
    PlacementRow(animated: true, atOnce: false),
  ]

  /// A card moved to the other side: at once without animation, gliding with it.
  @Test(arguments: placementRows)
  func aStillPlacementChangePutsTheCardOnItsNewSideAtOnce(_ row: PlacementRow) {
    var engine = SheetSurfaceTests.cardEngine(placement: .leading(.default), style: .floating)
    engine.handle(.present(animated: false), at: 0)
    let before = engine.step(to: 1)
    var configuration = engine.configuration
    configuration.placement = .trailing(.default)
    engine.updateConfiguration(configuration, animated: row.animated, at: 1)
    let instant = engine.step(to: 1)
    let rest = engine.step(to: 4)
    #expect(rest.sheetRect.minX != before.sheetRect.minX, sourceLocation: row.location)
    #expect(
      (instant.sheetRect.minX == rest.sheetRect.minX) == row.atOnce, sourceLocation: row.location)
    #expect(instant.isAnimating == !row.atOnce, sourceLocation: row.location)
  }
}
