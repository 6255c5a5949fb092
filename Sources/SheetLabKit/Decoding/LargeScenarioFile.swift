/// A scenario file built to be hard for the decoder at a chosen size: the shapes that make a
/// parser do the most work per byte (thousands of distinct keys, nesting far past the limit,
/// one long string, long arrays, nothing but whitespace, a long array under a long key). The
/// long string is a summary, which has no length limit, so that file decodes; the others are
/// refused. The tests count the decoder's work on
/// them at two sizes; the benchmarks time them at the size limit.
///
/// Each file is at most the size asked for and fills nearly all of it. Nothing about them is
/// random, so the same size always gives the same bytes:
///
/// ```swift
/// for file in LargeScenarioFile.all() {
///   let outcome = Result { () throws(ScenarioError) in try ScenarioDecoder.decode(file.bytes) }
///   print(file.name, file.bytes.count, outcome)
/// }
/// ```
package struct LargeScenarioFile: Sendable {
  /// What makes the file hard ("distinct keys"), unique within ``all(size:)``.
  package let name: String
  /// The file's contents, at most the size given to ``all(size:)``.
  package let bytes: [UInt8]

  /// Every hard file at most `size` bytes long.
  ///
  /// - Parameter size: The largest file, in bytes; at least 1 KiB so every file's fixed parts
  ///   fit. Defaults to ``ScenarioLimits/maximumFileSize`` (1 MiB).
  /// - Returns: The files, in a fixed order.
  package static func all(size: Int = ScenarioLimits.maximumFileSize) -> [LargeScenarioFile] {
    precondition(size >= 1 << 10, "a large file needs at least 1 KiB")
    return [
      LargeScenarioFile(name: "distinct keys", bytes: distinctKeys(size)),
      LargeScenarioFile(
        name: "deep nesting",
        bytes: fill(size, "{\"name\": \"d\", \"duration\": 1, \"detents\": ", "[", "")),
      LargeScenarioFile(
        name: "long summary",
        bytes: fill(
          size,
          "{\"name\": \"s\", \"duration\": 1, \"detents\": [\"large\"], \"inputs\": [], "
            + "\"summary\": \"", "x", "\"}")),
      LargeScenarioFile(
        name: "many inputs",
        bytes: fill(
          size, "{\"name\": \"i\", \"duration\": 100, \"detents\": [\"large\"], \"inputs\": [",
          "{\"at\": 0.001, \"type\": \"tapOnDimming\"},", "{\"at\": 0, \"type\": \"present\"}]}")),
      LargeScenarioFile(
        name: "many detents",
        bytes: fill(
          size, "{\"name\": \"d\", \"duration\": 1, \"inputs\": [], \"detents\": [",
          "{\"kind\": \"height\", \"value\": 1},", "\"large\"]}")),
      LargeScenarioFile(name: "whitespace", bytes: fill(size, "", " ", "")),
      LargeScenarioFile(
        name: "long key, long array",
        bytes: fill(size, "{\"" + String(repeating: "a", count: size / 2) + "\": [", "0,", "0]}")),
    ]
  }

  /// `head`, then as many copies of `piece` as fit, then `tail`, in at most `size` bytes.
  private static func fill(_ size: Int, _ head: String, _ piece: String, _ tail: String)
    -> [UInt8]
  {
    let room = size - head.utf8.count - tail.utf8.count
    let count = room / piece.utf8.count
    return Array((head + String(repeating: piece, count: count) + tail).utf8)
  }

  /// One object with distinct unknown fields `"k0": 0, "k1": 0, …` up to `size` bytes.
  private static func distinctKeys(_ size: Int) -> [UInt8] {
    let tail = "\"detents\": [\"large\"]}"
    var text = "{\"name\": \"k\", \"duration\": 1,"
    var key = 0
    while true {
      let field = "\"k\(key)\": 0,"
      guard text.utf8.count + field.utf8.count + tail.utf8.count <= size else { break }
      text += field
      key += 1
    }
    return Array((text + tail).utf8)
  }
}
