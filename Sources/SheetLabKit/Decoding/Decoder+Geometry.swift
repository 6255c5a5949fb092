import BottomSheetCore

/// Readers for the core's geometry types, which stay free of Codable (and Foundation).
extension Decoder {
  /// A `{"width", "height"}` object of positive lengths.
  func size() throws -> Size {
    let fields = try self.fields(SizeKeys.self)
    return Size(
      width: try fields.required(.width, "a length in points").positiveLength(),
      height: try fields.required(.height, "a length in points").positiveLength())
  }

  /// A `{"top", "left", "bottom", "right"}` object of lengths (absent ones 0) that leaves room
  /// inside `container`.
  func insets(in container: Size) throws -> Insets {
    let fields = try self.fields(InsetsKeys.self)
    var insets = Insets()
    if let top = try fields.present(.top) { insets.top = try top.length() }
    if let left = try fields.present(.left) { insets.left = try left.length() }
    if let bottom = try fields.present(.bottom) { insets.bottom = try bottom.length() }
    if let right = try fields.present(.right) { insets.right = try right.length() }
    guard FieldCheck.leavesRoom(insets, in: container) else {
      throw error("expected insets that leave room inside the container")
    }
    return insets
  }
}
