extension SheetEngine {
  // MARK: - One route for user dismissals

  /// Applies `input` like ``handle(_:at:)``, and when — and only when — it would begin a user
  /// dismissal (a release toward hidden, a tap on the dimming, the escape gesture), asks
  /// `shouldDismiss` first, exactly once.
  ///
  /// This is the single place where a user dismissal meets its veto: a refusal keeps the sheet
  /// and reports one ``SheetNotification/didAttemptToDismiss``. The configuration's own
  /// ``SheetConfiguration/shouldDismiss`` is asked too, after `shouldDismiss` allowed. An input
  /// that cannot dismiss (a drag that settles on a detent, a layout change, a programmatic
  /// dismissal) never asks.
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
    if mayBeginUserDismissal(input) {
      var trial = self
      trial.veto = .probing(asked: false)
      trial.configuration.printsCorrectionsInDebug = false
      trial.handle(input, at: time)
      if case .probing(true) = trial.veto {
        veto = .answered(shouldDismiss())
      }
    }
    defer { veto = .configured }
    return handle(input, at: time)
  }

  /// Whether `input` is of a kind that can begin a user dismissal.
  func mayBeginUserDismissal(_ input: SheetInput) -> Bool {
    switch input {
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
      return allowed && (configuration.shouldDismiss?() ?? true)
    case .configured:
      return configuration.shouldDismiss?() ?? true
    }
  }

  // MARK: - Host transitions

  /// What ``TransitionLifecycle`` needs to know of the engine now.
  public var transitionStatus: TransitionEngineStatus {
    let sample = currentSample()
    let extent = min(max(sample.position, 0), layout.context.containerSize.height)
    return TransitionEngineStatus(
      presentationState: presentationState, phase: phase, extent: extent,
      detentExtent: progressReference)
  }
}
