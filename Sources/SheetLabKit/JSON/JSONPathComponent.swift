/// One step of the path to the value the syntax pass is reading: a field of an object or an
/// element of an array. The pass keeps a stack of these and spells the path out only for an
/// error, so a long key over a long array is not copied once per element.
enum JSONPathComponent {
  /// The field named `key`.
  case key(String)
  /// The element at `index`, from 0.
  case index(Int)

  /// The path `components` spell, as ``ScenarioError`` writes it: `inputs[3].velocity`, or ""
  /// for the document itself.
  static func path(_ components: [JSONPathComponent]) -> String {
    var path = ""
    for component in components {
      switch component {
      case .key(let key): path = FieldCheck.member(path, key)
      case .index(let index): path = FieldCheck.element(path, index)
      }
    }
    return path
  }
}
