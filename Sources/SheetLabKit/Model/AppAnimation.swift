import BottomSheetCore

/// An app's animation around a `present`, `dismiss` or `selectDetent`, as SwiftUI's
/// `withAnimation(.easeInOut(duration:))` would run it: a named cubic Bézier curve over a
/// duration. The lab samples it on every 120 Hz frame and hands the engine each sample's
/// progress and its own time (`SheetInput.paceMove(progress:time:)`), as the SwiftUI wrapper does
/// where an app asks the sheet to follow its animation.
package struct AppAnimation: Sendable, Hashable {
  /// The curve's JSON name: `linear`, `easeIn`, `easeOut` or `easeInOut`.
  package var curveName: String
  /// Seconds.
  package var duration: Double

  /// The curves by JSON name: Core Animation's and CSS's presets (`TimingCurve`).
  package static let curves: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]

  /// The longest animation accepted, in seconds: 10.
  package static let maximumDuration = 10.0

  /// How often the animation is sampled, per second: 120, a ProMotion display's frame rate.
  package static let sampleRate = 120.0

  /// Creates an animation; `curveName` must be one of ``curves``.
  package init(curveName: String, duration: Double) {
    self.curveName = curveName
    self.duration = duration
  }

  /// The curve ``curveName`` names (linear for an unknown name, which decoding refuses).
  package var curve: TimingCurve {
    Self.curves.first { $0.name == curveName }?.curve ?? .linear
  }

  /// The samples of an animation starting at `time`: one per frame at ``sampleRate``, the
  /// first (progress 0) at `time` and the last (progress 1) at `time + duration`.
  package func samples(from time: Double) -> [(time: Double, progress: Double)] {
    let count = max(1, Int((duration * Self.sampleRate).rounded(.up)))
    return (0...count).map { index in
      let share = Double(index) / Double(count)
      return (time + duration * share, curve.value(at: share))
    }
  }

  /// `easeInOut 0.6 s`.
  package var label: String {
    "\(curveName) \(LabFormat.number(duration)) s"
  }
}

extension AppAnimation: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case curve, duration
  }

  /// Reads `{"curve": "easeInOut", "duration": 0.6}`.
  package init(from decoder: any Decoder) throws {
    let fields = try decoder.fields(CodingKeys.self, allowing: CodingKeys.allCases.map(\.rawValue))
    let names = Self.curves.map(\.name)
    let curveField = try fields.required(.curve, "one of " + names.joined(separator: ", "))
    let name = try curveField.string()
    guard names.contains(name) else {
      throw curveField.error(
        "unknown curve \(FieldCheck.quoted(name)); expected one of "
          + names.joined(separator: ", "))
    }
    curveName = name
    duration = try fields.required(.duration, "a duration in seconds").number(
      in: 0.001...Self.maximumDuration,
      "a duration in seconds from 0.001 to \(Int(Self.maximumDuration))")
  }

  /// Writes the curve's name and the duration.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(curveName, forKey: .curve)
    try fields.encode(duration, forKey: .duration)
  }
}
