#if os(iOS)
  import Foundation
  import os

  /// Writes the self-check's lines to standard output, to the unified log and to a file in the
  /// app's data container, `Documents/self-check.log`, one line at a time.
  ///
  /// A workflow cannot rely on the process's exit status or on its console: the app is the
  /// simulator's launchd child, so `simctl launch` returns simctl's own status, and `simctl
  /// launch --console-pty` on a freshly booted device has been seen to hold the app's first
  /// event for minutes. So the workflow launches plainly, polls the file for the `result:` line,
  /// and captures the console with `simctl spawn … log stream` filtered to the app, where each
  /// line also goes (subsystem ``subsystem``, category ``category``, level default, public): the
  /// capture's copy of the plan line shows it saw the app. The file survives the process:
  /// `xcrun simctl get_app_container <device> dev.bottomsheet.demo data` gives its folder.
  @MainActor
  final class SelfCheckLog {
    /// The file's name inside the data container's `Documents` folder.
    static let fileName = "self-check.log"
    /// The unified log's subsystem of the lines: the app's bundle identifier.
    static let subsystem = "dev.bottomsheet.demo"
    /// The unified log's category of the lines.
    static let category = "self-check"

    private let handle: FileHandle?
    private let osLog = OSLog(subsystem: SelfCheckLog.subsystem, category: SelfCheckLog.category)

    /// Starts a new log (a previous run's file is replaced).
    init() {
      let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      let url = folder?.appendingPathComponent(Self.fileName)
      if let folder, let url {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try? FileHandle(forWritingTo: url)
      } else {
        handle = nil
      }
    }

    /// Prints `line`, logs it and appends it to the file, flushed to disk before returning.
    func write(_ line: String) {
      print(line)
      // `os_log` with a static format (iOS 12's overload): `Logger`'s interpolated message did
      // not compile against the iOS 16.5 SDK in the iOS build this project checks.
      os_log(.default, log: osLog, "%{public}@", line as NSString)
      guard let handle, let data = (line + "\n").data(using: .utf8) else { return }
      handle.write(data)
      handle.synchronizeFile()
    }

    /// Closes the file.
    func close() {
      try? handle?.close()
    }
  }
#endif
