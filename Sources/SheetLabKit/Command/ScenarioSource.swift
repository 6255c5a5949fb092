import Foundation

/// Finds the scenario a command line names: a built-in scenario's name, or a path to a JSON
/// scenario file.
public enum ScenarioSource {
  /// The built-in scenario called `argument`, else the scenario in the file at that path.
  ///
  /// - Throws: A ``ScenarioError`` when the file cannot be read or decoded (with the JSON path
  ///   of the fault), or when `argument` names neither.
  public static func load(_ argument: String) throws(ScenarioError) -> Scenario {
    if let scenario = BuiltInScenarios.named(argument) { return scenario }
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
      data = try handle.read(upToCount: ScenarioLimits.maximumFileSize + 1) ?? Data()
    } catch {
      throw ScenarioError(path: "", message: "\(argument): the file cannot be read (\(error))")
    }
    if data.count > ScenarioLimits.maximumFileSize {
      // Only one byte past the limit was read: name the file's real size.
      let size =
        (try? FileManager.default.attributesOfItem(atPath: argument)[.size] as? NSNumber)
        .map { "\($0.intValue) bytes" } ?? "larger than that"
      throw ScenarioError(
        path: "",
        message:
          "\(argument): the file is \(size); scenario files may be at most "
          + "\(ScenarioLimits.maximumFileSize) bytes")
    }
    do {
      return try ScenarioDecoder.decode([UInt8](data))
    } catch {
      throw ScenarioError(path: error.path, message: "\(error.message) (in \(argument))")
    }
  }
}
