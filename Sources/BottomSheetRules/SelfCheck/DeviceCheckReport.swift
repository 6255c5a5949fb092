import BottomSheetCore

/// A figure the self-check prints without judging it: something worth reading on every run that
/// neither the package nor any documentation promises, so no PASS or FAIL could mean anything.
///
/// Reports are not results: they are not in the plan, they are not counted, and a run's success
/// does not depend on them. Their line starts with ``prefix``, which no result line does:
///
/// ```swift
/// let report = DeviceCheckReport(
///   name: "swiftui: Apple's interactiveDismissDisabled",
///   figure: "the hosting controller's isModalInPresentation: yes")
/// print(report.line)   // "report: swiftui: Apple's interactiveDismissDisabled — the hosting …"
/// ```
@_spi(SelfCheck) public struct DeviceCheckReport: Sendable, Hashable {
  /// What every report line starts with: `report: `.
  @_spi(SelfCheck) public static let prefix = "report: "

  /// What is reported, unique in a run.
  @_spi(SelfCheck) public var name: String
  /// What was seen, on one line.
  @_spi(SelfCheck) public var figure: String

  /// A report of `figure` under `name`. Line breaks in either become spaces.
  @_spi(SelfCheck) public init(name: String, figure: String) {
    self.name = String(name.map { $0.isNewline ? " " : $0 })
    self.figure = String(figure.map { $0.isNewline ? " " : $0 })
  }

  /// `report: name — figure`.
  @_spi(SelfCheck) public var line: String { "\(Self.prefix)\(name) — \(figure)" }
}
