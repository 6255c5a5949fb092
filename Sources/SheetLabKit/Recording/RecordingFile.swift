import BottomSheetCore
import Foundation

/// A recording as `sheet-lab` reads and writes it: the ``SheetRecording`` a recording sheet
/// wrote (its fields at the top level), with an optional `name`, `summary` and `expect` added by
/// hand, so a recording from a bug report becomes a failing scenario and then a regression test.
///
/// ```json
/// { "version": 1, "configuration": {…}, "context": {…}, "time": 5310.2, "steps": [ … ],
///   "name": "flick-skips-medium", "expect": { "finalDetent": "medium" } }
/// ```
package struct RecordingFile: Sendable {
  /// The largest recording file read, in bytes: 16 MiB, about 20 minutes of continuous dragging
  /// at 120 Hz.
  package static let maximumFileSize = 16 << 20

  /// What the engine was told.
  package var recording: SheetRecording
  /// The name the report and the table show; nil uses the file's name.
  package var name: String?
  /// A line about what the recording shows.
  package var summary: String
  /// What the replay must show, checked like a scenario's (times count from the recording's
  /// start).
  package var expectations: Expectations

  /// A file for `recording`.
  package init(
    recording: SheetRecording, name: String? = nil, summary: String = "",
    expectations: Expectations = Expectations()
  ) {
    self.recording = recording
    self.name = name
    self.summary = summary
    self.expectations = expectations
  }

  /// Whether `bytes`, already checked as JSON, hold a recording (an object with `steps`) rather
  /// than a scenario.
  static func holdsRecording(_ bytes: [UInt8]) -> Bool {
    (try? JSONDecoder().decode(Probe.self, from: Data(bytes)))?.hasSteps ?? false
  }

  /// Reads and checks a recording file: its syntax (with line and column), every field of the
  /// recording, and the added expectations against the recording's detents and length.
  package static func decode(_ bytes: [UInt8]) throws(ScenarioError) -> RecordingFile {
    guard bytes.count <= maximumFileSize else {
      throw ScenarioError(
        path: "", message: "file is \(bytes.count) bytes; expected at most \(maximumFileSize)")
    }
    try JSONSyntax.validate(bytes)
    do {
      return try RecordingJSON.decoder().decode(RecordingFile.self, from: Data(bytes))
    } catch let error as ScenarioError {
      throw error
    } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
      throw ScenarioError(at: context.codingPath, context.debugDescription)
    } catch let error as DecodingError {
      throw ScenarioError(error)
    } catch {
      throw ScenarioError(path: "", message: "\(error)")
    }
  }

  /// The file's JSON: the recording's fields, then the name, summary and expectations given.
  package func encoded() throws -> Data {
    try RecordingJSON.encoder().encode(self)
  }

  /// Reads only whether the top-level object has `steps`.
  private struct Probe: Decodable {
    var hasSteps: Bool

    init(from decoder: any Decoder) throws {
      hasSteps = try decoder.container(keyedBy: FieldKey.self).contains(FieldKey("steps"))
    }
  }
}

extension RecordingFile: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, configuration, context, time, steps, detentValues, name, summary, expect
  }

  /// Reads a recording file; an unknown top-level field is an error.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self)
    // The recording's own fields are read through the scenario readers, so each fault names
    // its path; the top level's are checked above, with the file's own.
    let recording = try CheckedDecoder.decode(
      SheetRecording.self, from: decoder, checksTopLevel: false)
    self.init(recording: recording)
    if let value = try fields.present(.name) { name = try value.name() }
    if let value = try fields.present(.summary) { summary = try value.string() }
    if let value = try fields.present(.expect) {
      expectations = try Expectations(from: value)
      if let (field, reason) = expectations.firstUnreplayableField {
        throw ScenarioError(
          path: value.path + "." + field, message: "not checkable here: \(reason)")
      }
      let context = ScenarioContext(
        duration: recording.duration,
        detents: Self.everyDetent(recording),
        hasScrollView: false, hasNavigation: false)
      try context.check(expectations, at: value.path)
    }
  }

  /// Every detent identifier the recording's configurations have, the first one's first.
  static func everyDetent(_ recording: SheetRecording) -> [String] {
    var all = recording.configuration.detents.map(\.identifier.rawValue)
    for step in recording.steps {
      guard case .configuration(let configuration, _, _) = step else { continue }
      for identifier in configuration.detents.map(\.identifier.rawValue)
      where !all.contains(identifier) {
        all.append(identifier)
      }
    }
    return all
  }

  /// Writes the recording's fields and the name, summary and expectations that are set.
  package func encode(to encoder: any Encoder) throws {
    try recording.encode(to: encoder)
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encodeIfPresent(name, forKey: .name)
    if !summary.isEmpty { try fields.encode(summary, forKey: .summary) }
    if expectations != Expectations() { try fields.encode(expectations, forKey: .expect) }
  }
}
