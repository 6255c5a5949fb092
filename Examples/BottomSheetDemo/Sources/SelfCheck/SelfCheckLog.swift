#if os(iOS)
  import Foundation

  /// Writes the self-check's lines to standard output and to a file in the app's data container,
  /// `Documents/self-check.log`, one line at a time.
  ///
  /// A workflow cannot rely on the process's exit status or on the end of its console output:
  /// `simctl launch --console-pty` returns simctl's status, not the app's (the app is the
  /// simulator's launchd child), and the last bytes on the pty can be lost when the app calls
  /// `exit`. The file survives the process: `xcrun simctl get_app_container <device>
  /// dev.bottomsheet.demo data` gives its folder.
  @MainActor
  final class SelfCheckLog {
    /// The file's name inside the data container's `Documents` folder.
    static let fileName = "self-check.log"

    private let handle: FileHandle?

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

    /// Prints `line` and appends it to the file, flushed to disk before returning.
    func write(_ line: String) {
      print(line)
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
