import BottomSheetCore
import Foundation
import SheetLabKit
import Testing

/// A configuration change applied without animation is recorded as such (`"animated": false`)
/// and replays without animation, bit for bit, through the recording's JSON; an animated one is
/// written as before the flag existed, so older recordings read as animated changes.
@Suite("Recording: a configuration change keeps whether it animated")
struct RecordingStillConfigurationTests {
  struct Row: Sendable {
    var animated: Bool
    /// Whether the step's JSON carries the `animated` key.
    var writesFlag: Bool
    var location: SourceLocation

    init(animated: Bool, writesFlag: Bool, location: SourceLocation = #_sourceLocation) {
      self.animated = animated
      self.writesFlag = writesFlag
      self.location = location
    }
  }

  static let rows: [Row] = [
    Row(animated: false, writesFlag: true),
    // The format before the flag: no key, read back as animated.
    Row(animated: true, writesFlag: false),
  ]

  static func replay(_ recording: SheetRecording) -> [SheetFrame] {
    var engine = SheetEngine(replaying: recording)
    return recording.steps.compactMap { engine.replay($0, from: recording) }
  }

  @Test(arguments: rows)
  func theFlagSurvivesTheFileAndTheReplay(_ row: Row) throws {
    var configuration = SheetConfiguration(detents: [.medium, .large], initialDetent: .large)
    var engine = SheetEngine(
      configuration: configuration,
      context: LayoutContext(
        containerSize: Scenario.phoneSize, safeAreaInsets: Scenario.phoneSafeArea),
      time: 10, records: true)
    engine.handle(.present(animated: false), at: 10)
    configuration.detents = [.medium]
    engine.updateConfiguration(configuration, animated: row.animated, at: 10.5)
    let instant = engine.step(to: 10.5)
    _ = engine.step(to: 12)
    #expect(instant.isAnimating == row.animated, sourceLocation: row.location)
    let recording = try #require(engine.recording)

    let data = try RecordingJSON.encode(recording)
    let document = try #require(
      try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        as? [String: Any])
    let written = try #require(
      (document["steps"] as? [[String: Any]])?.first { $0["configuration"] != nil })
    #expect((written["animated"] != nil) == row.writesFlag, sourceLocation: row.location)
    let decoded = try RecordingJSON.decode(data)
    #expect(decoded == recording, sourceLocation: row.location)
    let step = decoded.steps.first { if case .configuration = $0 { true } else { false } }
    #expect(
      step == .configuration(.init(configuration), time: 10.5, animated: row.animated),
      sourceLocation: row.location)
    let frames = Self.replay(decoded)
    #expect(frames.first?.isAnimating == row.animated, sourceLocation: row.location)
    #expect(frames == [instant, engine.currentFrame], sourceLocation: row.location)
  }
}
