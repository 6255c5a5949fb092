/// Placeholder.
public enum HTMLReport {
  /// Placeholder.
  public static func render(_ runs: [LabRun]) -> String { "<html></html>" }
}
