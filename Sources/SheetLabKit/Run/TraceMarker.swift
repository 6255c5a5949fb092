/// A moment worth marking on the plots: an input, a release, a scroll handoff or a UIKit
/// transition step.
package struct TraceMarker: Sendable, Hashable {
  /// What kind of moment.
  package enum Kind: String, Sendable, Hashable {
    /// A scenario input began (a call, or a finger going down).
    case input
    /// A finger lifted (or the system cancelled its gesture).
    case release
    /// One drag switched between moving the sheet and scrolling the list.
    case handoff
    /// The emulated UIKit host began, finished or cancelled a transition, or was asked to
    /// dismiss (the core's `TransitionLifecycle` at work).
    case transition
  }

  /// When, in seconds.
  package var time: Double
  /// A short label.
  package var label: String
  /// The kind.
  package var kind: Kind

  /// Creates a marker.
  package init(time: Double, label: String, kind: Kind) {
    self.time = time
    self.label = label
    self.kind = kind
  }
}
