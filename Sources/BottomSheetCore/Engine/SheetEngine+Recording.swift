extension SheetEngine {
  // MARK: - Recording

  /// Creates an engine that replays `recording`: its configuration (custom detents answering
  /// from the recording, no `shouldDismiss` of its own), its first layout and clock. Hand it
  /// the recording's steps in order with `replay(_:from:)`.
  public init(replaying recording: SheetRecording) {
    self.init(
      configuration: recording.configuration.sheetConfiguration(
        number: 0, answering: recording.detentValues),
      context: recording.context, time: recording.time)
  }

  /// Plays one recorded step: an input with the answer it got to the user-dismissal question,
  /// a frame, or a configuration change (custom detents answering from `recording`). Returns
  /// the frame for a frame step, nil otherwise.
  @discardableResult
  package mutating func replay(_ step: RecordedStep, from recording: SheetRecording) -> SheetFrame?
  {
    switch step {
    case .input(let input, let time, let allowsUserDismissal):
      if let allowsUserDismissal {
        handle(input, at: time, allowsUserDismissal: allowsUserDismissal)
      } else {
        handle(input, at: time)
      }
      return nil
    case .frame(let time):
      return self.step(to: time)
    case .configuration(let configuration, let time, let animated):
      updateConfiguration(
        configuration.sheetConfiguration(
          number: configurationCount + 1, answering: recording.detentValues),
        animated: animated, at: time)
      return nil
    }
  }

  /// Keeps what each custom detent's resolver answers in the layout just resolved: its resolver
  /// is asked once more, with the same context.
  mutating func recordDetentValues() {
    guard recording != nil else { return }
    let maximum = layout.maximumExtent
    let context = DetentResolutionContext(
      layout: layout, maximumDetentValue: max(0, maximum - layout.bottomAllowance))
    for (index, detent) in configuration.detents.enumerated() {
      guard case .custom(let resolver) = detent.kind else { continue }
      recording?.detentValues.append(
        RecordedDetentValue(
          configuration: configurationCount, index: index, identifier: detent.identifier,
          context: layout.context, maximumDetentValue: context.maximumDetentValue,
          value: resolver(context)))
    }
  }

  /// Keeps the answer the input being handled got to the user-dismissal question.
  mutating func recordDismissalAnswer(_ answer: Bool) {
    recording?.setDismissalAnswer(answer)
  }
}
