extension SheetEngine {
  // MARK: - One route for user dismissals

  /// Whether handling `input` at `time` would ask the user-dismissal question: it would begin
  /// a user dismissal (a release toward hidden, a tap on the dimming, the escape gesture).
  /// Plays the input on a copy; the engine itself does not change.
  ///
  /// An adapter asks its veto only when this is true, before the engine changes, and hands the
  /// answer to ``handle(_:at:allowsUserDismissal:)``, so the app's veto code never runs in the
  /// middle of an engine update.
  package func needsDismissalVeto(_ input: SheetInput, at time: Double) -> Bool {
    guard mayBeginUserDismissal(input) else { return false }
    var trial = self
    trial.recording = nil
    trial.veto = .probing(asked: false)
    trial.configuration.printsCorrectionsInDebug = false
    trial.handle(input, at: time)
    if case .probing(true) = trial.veto { return true }
    return false
  }

  /// Applies `input` with the caller's answer to the user-dismissal question (see
  /// ``needsDismissalVeto(_:at:)``). A refusal keeps the sheet and reports one
  /// ``SheetNotification/didAttemptToDismiss``; the configuration's own
  /// ``SheetConfiguration/shouldDismiss`` is asked too when the answer allows.
  @discardableResult
  package mutating func handle(
    _ input: SheetInput, at time: Double, allowsUserDismissal: Bool
  ) -> Bool {
    veto = .answered(allowsUserDismissal)
    defer { veto = .configured }
    return handle(input, at: time)
  }

  /// Applies `input` like ``handle(_:at:)``, asking `shouldDismiss` first — exactly once, and
  /// only when the input would begin a user dismissal (a release, a tap on the dimming, the
  /// escape gesture) — and keeping the sheet when it answers false (the engine then posts
  /// ``SheetNotification/didAttemptToDismiss``). This is the single place where a user dismissal
  /// meets its veto. An input that cannot dismiss (a drag that settles on a detent, a layout
  /// change, a programmatic dismissal) never asks.
  ///
  /// The closure is called during the call, in the caller's isolation, so a driver on the main
  /// actor can read main-actor state in it:
  ///
  /// ```swift
  /// engine.handle(.dragEnded(velocity: 1800), at: now) { !form.hasUnsavedChanges }
  /// ```
  ///
  /// - Returns: Whether the input had an effect.
  @discardableResult
  public mutating func handle(
    _ input: SheetInput, at time: Double, shouldDismiss: () -> Bool
  ) -> Bool {
    let allowed = needsDismissalVeto(input, at: time) ? shouldDismiss() : true
    return handle(input, at: time, allowsUserDismissal: allowed)
  }

  /// Whether `input` is of a kind that can begin a user dismissal.
  func mayBeginUserDismissal(_ input: SheetInput) -> Bool {
    switch input.kind {
    case .dragEnded, .tapOnDimming, .accessibilityEscape:
      return presentationState == .presented || presentationState == .presenting
    default:
      return false
    }
  }

  /// The answer to "may this user dismissal begin?" for the current input.
  mutating func allowsUserDismissal() -> Bool {
    switch veto {
    case .probing:
      veto = .probing(asked: true)
      return true
    case .answered(let allowed):
      let answer = allowed && (configuration.shouldDismiss?() ?? true)
      recordDismissalAnswer(answer)
      return answer
    case .configured:
      let answer = configuration.shouldDismiss?() ?? true
      recordDismissalAnswer(answer)
      return answer
    }
  }
}
