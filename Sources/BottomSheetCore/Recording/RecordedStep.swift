/// One thing a recorded engine was told, at the time it was told.
///
/// Steps are kept in the order the engine received them. Times are the caller's clock exactly
/// as given, so a replay reaches the same state bit for bit.
package enum RecordedStep: Sendable, Hashable, Codable {
  /// ``SheetEngine/handle(_:at:)`` with `input` at `time`. `allowsUserDismissal` is the answer
  /// the input got to the user-dismissal question, veto and ``SheetConfiguration/shouldDismiss``
  /// together, or nil when it was not asked.
  case input(SheetInput, time: Double, allowsUserDismissal: Bool?)
  /// ``SheetEngine/step(to:)`` at `time`: the clock moved and a frame was drawn.
  case frame(time: Double)
  /// ``SheetEngine/updateConfiguration(_:animated:at:)`` at `time`, with or without animation.
  case configuration(RecordedConfiguration, time: Double, animated: Bool)

  private enum CodingKeys: String, CodingKey {
    case frame, at, input, allowsUserDismissal, configuration, animated
  }

  /// The time the step happened at, in the recording's clock.
  package var time: Double {
    switch self {
    case .input(_, let time, _), .frame(let time), .configuration(_, let time, _): return time
    }
  }

  /// Reads a step written by ``encode(to:)``.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let time = try container.decodeIfPresent(Double.self, forKey: .frame) {
      self = .frame(time: time)
      return
    }
    let time = try container.decode(Double.self, forKey: .at)
    if let configuration = try container.decodeIfPresent(
      RecordedConfiguration.self, forKey: .configuration)
    {
      // Recordings made before the flag existed hold animated changes only.
      self = .configuration(
        configuration, time: time,
        animated: try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true)
    } else {
      self = .input(
        try container.decode(recorded: SheetInput.self, forKey: .input), time: time,
        allowsUserDismissal: try container.decodeIfPresent(
          Bool.self, forKey: .allowsUserDismissal))
    }
  }

  /// Writes a frame as `{"frame": time}` (the most common step, kept short), an input as
  /// `{"at": time, "input": {…}}` with `"allowsUserDismissal"` when it was asked, and a new
  /// configuration as `{"at": time, "configuration": {…}}`, with `"animated": false` when it
  /// was applied without animation (absent, it was animated: older recordings read the same).
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .frame(let time):
      try container.encode(time, forKey: .frame)
    case .input(let input, let time, let allowsUserDismissal):
      try container.encode(time, forKey: .at)
      try container.encode(recorded: input, forKey: .input)
      try container.encodeIfPresent(allowsUserDismissal, forKey: .allowsUserDismissal)
    case .configuration(let configuration, let time, let animated):
      try container.encode(time, forKey: .at)
      try container.encode(configuration, forKey: .configuration)
      if !animated { try container.encode(false, forKey: .animated) }
    }
  }
}
