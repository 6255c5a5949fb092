import Testing

/// The source location of a table row, so a failing row reports its own line.
///
/// Pass the row's `#line`; the file defaults to the caller's.
func rowLocation(
  _ line: UInt, fileID: String = #fileID, filePath: String = #filePath
) -> SourceLocation {
  SourceLocation(fileID: fileID, filePath: filePath, line: Int(line), column: 1)
}
