/// The bounds a scenario file must stay within, so any file runs in bounded time and memory.
public enum ScenarioLimits {
  /// The largest file read, in bytes (1 MiB: a scenario is a page of text).
  public static let maximumFileSize = 1 << 20
  /// The longest run, in seconds.
  public static let maximumDuration: Double = 120
  /// The largest length anywhere (containers, contents, paths, offsets), in points: far beyond
  /// any screen.
  public static let maximumLength: Double = 100_000
  /// The largest magnitude of any number (velocities included), far past the engine's own
  /// 20,000 pt/s clamp so that clamp can be exercised.
  public static let maximumMagnitude: Double = 1_000_000
  /// The most inputs, detents, screens, checkpoints, windows or path segments in one list.
  public static let maximumCount = 1_000
  /// The most touch samples all gestures together may produce (at 120 samples per second).
  public static let maximumTouchSamples = 100_000
  /// The longest name, in characters.
  public static let maximumNameLength = 100
  /// The most Unicode scalars a name or an identifier may hold: characters can carry any
  /// number of combining marks, so the character count alone does not bound the size.
  public static let maximumTextScalars = 400
}
