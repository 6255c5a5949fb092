/// What an emulated host (UIKit's modal presentation machinery) saw, for checks: transitions
/// begun and ended, requests it refused, and anything asked of it while it showed nothing.
public struct HostTransitionLog: Sendable, Hashable {
  /// One line per host-side event, in order, with its time in seconds (`"0.000 present begins"`).
  public var entries: [Entry] = []
  /// Transitions ended twice, or ended with none open.
  public var contractViolations: [String] = []

  /// One host-side event.
  public struct Entry: Sendable, Hashable {
    /// When it happened, in seconds.
    public var time: Double
    /// What happened (`"present begins"`, `"present finished"`, `"dismissal requested"`, …).
    public var label: String

    /// Creates an entry.
    public init(time: Double, label: String) {
      self.time = time
      self.label = label
    }
  }

  /// Every label an entry can carry, in the order a presentation meets them.
  public static let knownLabels = [
    "present begins", "present finished", "present cancelled", "present refused", "dismiss",
    "user dismissal will begin", "dismissal requested", "dismiss begins", "dismiss finished",
    "dismiss cancelled", "dismiss refused", "user dismissal did end",
  ]

  /// Creates an empty log.
  public init() {}

  /// The labels alone, in order.
  public var labels: [String] { entries.map(\.label) }

  /// The time of the first entry labelled `label`, if any.
  public func firstTime(of label: String) -> Double? {
    entries.first { $0.label == label }?.time
  }

  /// How many entries are labelled `label`.
  public func count(of label: String) -> Int {
    entries.filter { $0.label == label }.count
  }
}
