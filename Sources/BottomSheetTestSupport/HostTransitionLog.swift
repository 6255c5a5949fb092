/// What an emulated host (UIKit's modal presentation machinery) saw, for checks: transitions
/// begun and ended, requests it refused, and anything asked of it while it showed nothing.
package struct HostTransitionLog: Sendable, Hashable {
  /// One line per host-side event, in order, with its time in seconds (`"0.000 present begins"`).
  package var entries: [Entry] = []
  /// Transitions ended twice, or ended with none open.
  package var contractViolations: [String] = []

  /// One host-side event.
  package struct Entry: Sendable, Hashable {
    /// When it happened, in seconds.
    package var time: Double
    /// What happened (`"present begins"`, `"present finished"`, `"dismissal requested"`, …).
    package var label: String

    /// Creates an entry.
    package init(time: Double, label: String) {
      self.time = time
      self.label = label
    }
  }

  /// Every label an entry can carry, in the order a presentation meets them.
  package static let knownLabels = [
    "present begins", "present finished", "present cancelled", "present refused", "dismiss",
    "user dismissal will begin", "dismissal requested", "dismiss begins", "dismiss finished",
    "dismiss cancelled", "dismiss refused", "user dismissal did end",
  ]

  /// Creates an empty log.
  package init() {}

  /// The labels alone, in order.
  package var labels: [String] { entries.map(\.label) }

  /// The time of the first entry labelled `label`, if any.
  package func firstTime(of label: String) -> Double? {
    entries.first { $0.label == label }?.time
  }

  /// How many entries are labelled `label`.
  package func count(of label: String) -> Int {
    entries.filter { $0.label == label }.count
  }
}
