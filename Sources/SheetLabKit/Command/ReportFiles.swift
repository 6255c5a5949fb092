import Foundation

/// Writes the lab's output files, creating folders as needed. Everything is computed before
/// anything is written, so a failed run leaves no partial report.
public enum ReportFiles {
  /// The report's folder when `--out` is not given.
  public static let defaultDirectory = "sheet-lab-report"
  /// The report's file name inside its folder.
  public static let reportFileName = "index.html"

  /// Writes `html` as the report in `directory`; returns the report's path.
  @discardableResult
  public static func writeReport(_ html: String, to directory: String) throws -> String {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let path = (directory as NSString).appendingPathComponent(reportFileName)
    try write(html, to: path)
    return path
  }

  /// Writes `text` to `path` atomically, creating its folder.
  public static func write(_ text: String, to path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
