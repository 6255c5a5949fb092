/// The fields of a size.
enum SizeKeys: String, CodingKey, CaseIterable {
  case width, height
}
