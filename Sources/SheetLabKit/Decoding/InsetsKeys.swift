/// The fields of insets.
enum InsetsKeys: String, CodingKey, CaseIterable {
  case top, left, bottom, right
}
