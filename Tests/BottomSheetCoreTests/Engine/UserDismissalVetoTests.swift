import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// The dismissal veto: every user dismissal — a tap on the dimming, the accessibility escape
/// gesture — asks the veto exactly once, whatever the sheet is doing when it comes: still
/// presenting, resting or settling on a detent. A refusal keeps the sheet (it ends presented on
/// a detent) and reports one `didAttemptToDismiss`; an answer that allows it dismisses the
/// sheet. The same holds on every route the veto can take: the configuration's
/// `shouldDismiss`, the caller's closure (``SheetEngine/handle(_:at:shouldDismiss:)``), the
/// adapter's question (``SheetEngine/needsDismissalVeto(_:at:)``) and the modal rig that wires
/// the engine as the UIKit adapter does.
@Suite("Dismissal veto: every tap and escape asks it, presenting or presented")
struct UserDismissalVetoTests {
  /// What the sheet is doing when the user tries to dismiss it.
  enum Moment: CaseIterable, CustomStringConvertible {
    /// 50 ms into an animated presentation.
    case presenting
    /// Resting on its detent.
    case resting
    /// Settling to another detent the app selected 50 ms before.
    case settling

    var description: String {
      switch self {
      case .presenting: "presenting"
      case .resting: "resting"
      case .settling: "settling"
      }
    }

    /// When the attempt comes, in seconds.
    var time: Double {
      switch self {
      case .presenting: 0.05
      case .resting: 1
      case .settling: 1.05
      }
    }

    /// The engine's life cycle and phase at ``time``.
    var state: (PresentationState, SheetPhase) {
      switch self {
      case .presenting: (.presenting, .presenting)
      case .resting: (.presented, .resting)
      case .settling: (.presented, .settling)
      }
    }
  }

  /// A fitting sheet (300 pt of content, detents fitting and large) brought to `moment`, with
  /// `configuration` adjusted by `adjust`.
  static func engine(
    at moment: Moment, adjust: (inout SheetConfiguration) -> Void = { _ in }
  ) -> SheetEngine {
    var configuration = SheetConfiguration.fitting
    adjust(&configuration)
    var engine = Phone.engine(configuration)
    engine.handle(.present(animated: moment == .presenting), at: 0)
    if moment == .settling {
      _ = engine.step(to: 1)
      engine.handle(.selectDetent(.large, animated: true), at: 1)
    }
    _ = engine.step(to: moment.time)
    return engine
  }

  /// Every pair of attempt and moment, one row each.
  static let attempts: [(input: SheetInput, moment: Moment)] = [
    SheetInput.tapOnDimming, .accessibilityEscape,
  ]
  .flatMap { input in Moment.allCases.map { (input, $0) } }

  @Test func theAdapterIsToldThatTheVetoMustBeAsked() throws {
    for (input, moment) in Self.attempts {
      let engine = Self.engine(at: moment)
      let state = (engine.presentationState, engine.phase)
      try #require(state == moment.state, "\(input) while \(moment)")
      #expect(engine.needsDismissalVeto(input, at: moment.time), "\(input) while \(moment)")
    }
  }

  /// Makes every attempt at every moment, once refused and once allowed: brings a sheet (its
  /// configuration adjusted by `adjust` for the answer) to the moment, lets `attempt` make it,
  /// and checks the outcome three seconds later with `expectOutcome`.
  static func expectEachAttempt(
    adjust: (_ allows: Bool, inout SheetConfiguration) -> Void = { _, _ in },
    sourceLocation: SourceLocation = #_sourceLocation,
    attempt: (inout SheetEngine, SheetInput, Moment, _ allows: Bool) -> Void
  ) throws {
    for (input, moment) in attempts {
      for allows in [false, true] {
        var engine = engine(at: moment) { adjust(allows, &$0) }
        try #require(
          (engine.presentationState, engine.phase) == moment.state, "\(input) while \(moment)",
          sourceLocation: sourceLocation)
        _ = engine.takeNotifications()
        attempt(&engine, input, moment, allows)
        let frame = engine.step(to: moment.time + 3)
        let notifications = engine.takeNotifications()
        expectOutcome(
          allows: allows, frame: frame, engine: engine, notifications: notifications,
          "\(input) while \(moment), allowed: \(allows)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func theCallersVetoIsAskedOnceAndARefusalKeepsTheSheet() throws {
    try Self.expectEachAttempt { engine, input, moment, allows in
      var asked = 0
      engine.handle(input, at: moment.time) {
        asked += 1
        return allows
      }
      #expect(asked == 1, "\(input) while \(moment), allowed: \(allows)")
    }
  }

  @Test func theConfiguredVetoDecides() throws {
    try Self.expectEachAttempt(
      adjust: { allows, configuration in configuration.shouldDismiss = { allows } },
      attempt: { engine, input, moment, _ in engine.handle(input, at: moment.time) })
  }

  @Test func theAdaptersAnswerDecides() throws {
    // The adapter asks its own delegate only when the engine says a question arises, then
    // hands the answer in.
    try Self.expectEachAttempt { engine, input, moment, allows in
      let asks = engine.needsDismissalVeto(input, at: moment.time)
      engine.handle(input, at: moment.time, allowsUserDismissal: asks ? allows : true)
    }
  }

  @Test func aModalSheetStillArrivingAsksItsDelegateBeforeLeaving() {
    // The adapter's wiring: the host's presentation transition may already have finished
    // (the sheet reached its detent) while the engine's spring still settles; both count as
    // presenting for the veto. (time of the attempt after an animated presentation at 0.)
    let rows: [(line: UInt, input: SheetInput, time: Double)] = [
      (#line, .tapOnDimming, 0.05),
      (#line, .accessibilityEscape, 0.05),
      (#line, .tapOnDimming, 0.3),
      (#line, .accessibilityEscape, 0.3),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var rig = Phone.rig()
      rig.allowsUserDismissal = false
      rig.appPresents(animated: true, at: 0)
      rig.advance(to: row.time)
      #expect(rig.engine.presentationState == .presenting, sourceLocation: location)
      rig.input(row.input, at: row.time)
      rig.advance(to: row.time + 3)
      #expect(rig.vetoQuestions == 1, sourceLocation: location)
      #expect(rig.lifecycle.dismissalRequests == 0, sourceLocation: location)
      #expect(rig.engine.presentationState == .presented, sourceLocation: location)
      #expect(rig.hostShowsSheet, sourceLocation: location)
      #expect(
        rig.notifications.filter { $0.notification == .didAttemptToDismiss }.count == 1,
        sourceLocation: location)
    }
  }

  /// A refusal: the sheet ends presented on a detent, one `didAttemptToDismiss`, no
  /// `willDismiss`. An allowance: the sheet ends dismissed.
  static func expectOutcome(
    allows: Bool, frame: SheetFrame, engine: SheetEngine, notifications: [SheetNotification],
    _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let attempts = notifications.filter { $0 == .didAttemptToDismiss }.count
    if allows {
      #expect(engine.presentationState == .dismissed, "\(context)", sourceLocation: sourceLocation)
      #expect(frame.phase == .hidden, "\(context)", sourceLocation: sourceLocation)
      #expect(attempts == 0, "\(context)", sourceLocation: sourceLocation)
      #expect(notifications.contains(.didDismiss), "\(context)", sourceLocation: sourceLocation)
    } else {
      #expect(engine.presentationState == .presented, "\(context)", sourceLocation: sourceLocation)
      #expect(frame.phase == .resting, "\(context)", sourceLocation: sourceLocation)
      #expect(frame.detent != nil, "\(context)", sourceLocation: sourceLocation)
      #expect(attempts == 1, "\(context)", sourceLocation: sourceLocation)
      #expect(
        !notifications.contains(.willDismiss), "\(context)", sourceLocation: sourceLocation)
    }
  }
}
