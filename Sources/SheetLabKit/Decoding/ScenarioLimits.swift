/// The bounds a scenario file must stay within, so any file runs in bounded time and memory.
package enum ScenarioLimits {
  /// The largest file read, in bytes (1 MiB: a scenario is a page of text).
  package static let maximumFileSize = 1 << 20
  /// The longest run, in seconds.
  package static let maximumDuration: Double = 120
  /// The largest length anywhere (containers, contents, paths, offsets), in points: far beyond
  /// any screen.
  package static let maximumLength: Double = 100_000
  /// The largest magnitude of any number (velocities included), far past the engine's own
  /// 20,000 pt/s clamp so that clamp can be exercised.
  package static let maximumMagnitude: Double = 1_000_000
  /// The most inputs, detents, screens, checkpoints, windows or path segments in one list.
  package static let maximumCount = 1_000
  /// The most touch samples all gestures together may produce (at 120 samples per second).
  package static let maximumTouchSamples = 100_000
  /// The longest name, in characters.
  package static let maximumNameLength = 100
  /// The most Unicode scalars a name or an identifier may hold: characters can carry any
  /// number of combining marks, so the character count alone does not bound the size.
  package static let maximumTextScalars = 400
}
