import Foundation

/// Where `sheet-lab` writes: the report folder and the trace files, the way `cp` and `tee`
/// write.
///
/// - `-` is standard output.
/// - A symbolic link is followed to its target, which is written, not replaced by a file.
/// - A FIFO or a device is written into, never replaced.
/// - A directory given as a file is refused.
/// - A regular file is replaced atomically (a temporary file in the same folder, then a
///   rename), so a failed run never leaves half a file.
///
/// Every failure is an ``OutputError`` that names the path and the reason in plain words.
package enum ReportFiles {
  /// The folder `sheet-lab` writes the report to when `--out` is not given.
  package static let defaultDirectory = "sheet-lab-report"
  /// The report's file name inside its folder.
  package static let reportFileName = "index.html"

  /// The folder for `run NAME`'s report when `--out` is not given: a folder of its own under
  /// ``defaultDirectory``, so it never overwrites the report of every built-in scenario.
  package static func defaultDirectory(forScenario name: String) -> String {
    let safe = String(
      name.unicodeScalars.map { scalar -> Character in
        let allowed =
          ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" || scalar == "."
        return allowed ? Character(scalar) : "_"
      })
    let name = safe.isEmpty || safe.allSatisfy({ $0 == "." }) ? "scenario" : safe
    return (defaultDirectory as NSString).appendingPathComponent(name)
  }

  /// Writes `html` as the report in `directory` (created if needed); returns the report's path.
  @discardableResult
  package static func writeReport(_ html: String, to directory: String) throws(OutputError)
    -> String
  {
    var isDirectory: ObjCBool = false
    let target = (directory as NSString).resolvingSymlinksInPath
    if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw OutputError(path: directory, reason: "it is a file, not a folder")
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw OutputError(path: directory, reason: OutputError.reason(for: error))
    }
    let path = (directory as NSString).appendingPathComponent(reportFileName)
    try write(html, to: path)
    return path
  }

  /// Writes `text` to `path` (see the rules above).
  package static func write(_ text: String, to path: String) throws(OutputError) {
    let data = Data(text.utf8)
    if path == "-" {
      FileHandle.standardOutput.write(data)
      return
    }
    let target = followingLinks(path)
    var status = stat()
    if lstat(target, &status) == 0 {
      let kind = status.st_mode & S_IFMT
      if kind == S_IFDIR { throw OutputError(path: path, reason: "it is a folder") }
      if kind == S_IFIFO || kind == S_IFCHR || kind == S_IFSOCK || kind == S_IFBLK {
        try writeInPlace(data, to: target, naming: path)
        return
      }
    }
    let folder = (target as NSString).deletingLastPathComponent
    if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
      throw OutputError(path: path, reason: "its folder \(folder) does not exist")
    }
    do {
      try data.write(to: URL(fileURLWithPath: target), options: .atomic)
    } catch {
      throw OutputError(path: path, reason: OutputError.reason(for: error))
    }
  }

  /// `path` with every symbolic link at its end followed, even to a target that does not
  /// exist yet (which is then created, as `cp` does); at most 40 links, as the kernel allows.
  static func followingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? destination
        : ((current as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(destination)
    }
    return current
  }

  /// Writes into an existing FIFO or device, as `tee` does.
  static func writeInPlace(_ data: Data, to target: String, naming path: String)
    throws(OutputError)
  {
    guard let handle = FileHandle(forWritingAtPath: target) else {
      throw OutputError(path: path, reason: "it cannot be opened for writing")
    }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: data)
    } catch {
      throw OutputError(path: path, reason: OutputError.reason(for: error))
    }
  }
}
