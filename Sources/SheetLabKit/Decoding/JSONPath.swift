/// Builds the JSON paths that errors name: `inputs[3].path[0].by`.
enum JSONPath {
  /// The path of field `key` of the object at `path`.
  static func member(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }

  /// The path of element `index` of the array at `path`.
  static func element(_ path: String, _ index: Int) -> String {
    path + "[\(index)]"
  }
}
