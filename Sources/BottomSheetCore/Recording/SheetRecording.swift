/// Everything a sheet's engine was told, from its creation on: its configuration, its first
/// layout and clock, then every input, frame and configuration change with its time, exactly as
/// received. Replaying it through a fresh engine (``SheetEngine/init(replaying:)``) draws the
/// same frames bit for bit, so a glitch seen on a phone can be replayed anywhere.
///
/// A recording holds geometry and timing only: sizes, insets, translations, velocities,
/// detent identifiers and names. It never holds the app's content, text or images.
///
/// ```swift
/// var engine = SheetEngine(configuration: .fitting, context: context, time: now, records: true)
/// // … the sheet is used …
/// if let recording = engine.recording {
///   print("recorded \(recording.duration) s")
///   let file = try JSONEncoder().encode(recording)  // `sheet-lab run` plays it
/// }
/// ```
///
/// The UIKit adapter writes it for you (`recordingData()`, `writeRecording(to:)`), with the
/// float names below.
///
/// It is `Codable` as a whole: the values inside it (inputs, layouts, springs, …) are written in
/// the recording's own format, a promise of the recording's alone, not of those values' types.
/// Bad numbers the engine was handed (NaN, infinity) are kept as they came, so a JSON encoder
/// writes them with a non-conforming float strategy using `positiveInfinityName`,
/// `negativeInfinityName` and `notANumberName`.
/// A minute of continuous dragging at 120 Hz is about 14,400 steps.
public struct SheetRecording: Sendable, Hashable, Codable {
  /// The format this library writes. A later library reads every earlier version.
  package static let currentVersion = 1
  /// How a recording's JSON writes positive infinity: a JSON encoder's non-conforming float
  /// strategy uses these three strings on both sides.
  package static let positiveInfinityName = "+Infinity"
  /// How a recording's JSON writes negative infinity.
  package static let negativeInfinityName = "-Infinity"
  /// How a recording's JSON writes NaN.
  package static let notANumberName = "NaN"

  /// The format of this recording.
  package var version: Int
  /// The configuration the engine was created with.
  package var configuration: RecordedConfiguration
  /// The layout context the engine was created with, as given.
  package var context: LayoutContext
  /// The clock time the engine was created at, as given.
  package var time: Double
  /// What the engine was told, in order.
  package var steps: [RecordedStep]
  /// What custom detents' resolvers answered, in the order they were asked.
  package var detentValues: [RecordedDetentValue]

  /// A recording of an engine created with `configuration` and `context` at `time`, with no
  /// steps yet.
  package init(configuration: SheetConfiguration, context: LayoutContext, time: Double) {
    version = SheetRecording.currentVersion
    self.configuration = RecordedConfiguration(configuration)
    self.context = context
    self.time = time
    steps = []
    detentValues = []
  }

  private enum CodingKeys: String, CodingKey {
    case version, configuration, context, time, steps, detentValues
  }

  /// Reads a recording of this version or an earlier one; a later version is refused with a
  /// `DecodingError` that names both versions.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard (1...SheetRecording.currentVersion).contains(version) else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription:
          "recording format \(version) is not one this library reads (1 to \(SheetRecording.currentVersion))"
      )
    }
    configuration = try container.decode(RecordedConfiguration.self, forKey: .configuration)
    context = try container.decode(recorded: LayoutContext.self, forKey: .context)
    time = try container.decode(Double.self, forKey: .time)
    steps = try container.decode([RecordedStep].self, forKey: .steps)
    detentValues =
      try container.decodeIfPresent([RecordedDetentValue].self, forKey: .detentValues) ?? []
  }

  /// Writes the recording; custom detents' answers only when there are any.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(configuration, forKey: .configuration)
    try container.encode(recorded: context, forKey: .context)
    try container.encode(time, forKey: .time)
    try container.encode(steps, forKey: .steps)
    if !detentValues.isEmpty { try container.encode(detentValues, forKey: .detentValues) }
  }

  /// The clock a replay starts from: ``time``, or 0 when the engine cannot use it (NaN, or
  /// beyond `SheetEngine.maximumTime`), as ``SheetEngine/init(configuration:context:time:records:)``
  /// decides.
  package var start: Double { SheetEngine.isUsable(time) ? time : 0 }

  /// How long the recording runs, in seconds from the engine's first usable clock time: to its latest step at a time the
  /// engine accepts (it ignores the others). Always finite and at least 0.
  public var duration: Double {
    var latest = start
    for step in steps where SheetEngine.isUsable(step.time) { latest = max(latest, step.time) }
    return latest - start
  }

  /// Sets the answer to the user-dismissal question on the last step, the input being handled.
  mutating func setDismissalAnswer(_ answer: Bool) {
    guard let index = steps.indices.last, case .input(let input, let time, _) = steps[index] else {
      return
    }
    steps[index] = .input(input, time: time, allowsUserDismissal: answer)
  }
}
