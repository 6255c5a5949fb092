import Foundation

/// Finds what a command line names: a built-in scenario's name, or a path to a JSON scenario
/// file or recording file (an object with `steps`).
package enum ScenarioSource {
  /// The built-in scenario called `argument`, else the scenario or recording in the file at
  /// that path.
  ///
  /// - Throws: A ``ScenarioError`` when the file cannot be read or decoded (with the JSON path
  ///   of the fault), or when `argument` names neither.
  package static func load(_ argument: String) throws(ScenarioError) -> LabSubject {
    if let scenario = BuiltInScenarios.named(argument) { return .scenario(scenario) }
    guard FileManager.default.fileExists(atPath: argument) else {
      throw ScenarioError(
        path: "",
        message:
          "\(argument): no built-in scenario has that name and no such file exists "
          + "(`sheet-lab list` shows the names)")
    }
    guard let handle = FileHandle(forReadingAtPath: argument) else {
      throw ScenarioError(path: "", message: "\(argument): the file cannot be read")
    }
    defer { try? handle.close() }
    // Read one byte past the limit so an oversized file is refused without reading it whole.
    let data: Data
    do {
      data = try handle.read(upToCount: RecordingFile.maximumFileSize + 1) ?? Data()
    } catch {
      throw ScenarioError(path: "", message: "\(argument): the file cannot be read (\(error))")
    }
    if data.count > RecordingFile.maximumFileSize {
      // Only one byte past the limit was read: name the file's real size.
      let size =
        (try? FileManager.default.attributesOfItem(atPath: argument)[.size] as? NSNumber)
        .map { "\($0.intValue) bytes" } ?? "larger than that"
      throw ScenarioError(
        path: "",
        message:
          "\(argument): the file is \(size); scenario files may be at most "
          + "\(ScenarioLimits.maximumFileSize) bytes and recordings "
          + "\(RecordingFile.maximumFileSize)")
    }
    let bytes = [UInt8](data)
    do {
      if RecordingFile.holdsRecording(bytes) {
        let file = try RecordingFile.decode(bytes)
        return .recording(file, name: file.name ?? fileName(argument))
      }
      return .scenario(try ScenarioDecoder.decode(bytes))
    } catch {
      throw ScenarioError(path: error.path, message: "\(error.message) (in \(argument))")
    }
  }

  /// The file's name without its folder and its `.json`.
  static func fileName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }
}
