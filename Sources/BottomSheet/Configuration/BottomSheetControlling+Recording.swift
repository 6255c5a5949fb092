#if os(iOS)
  import BottomSheetCore
  import Foundation

  extension BottomSheetControlling {
    /// The sheet's ``recording`` as the JSON file `sheet-lab run` plays, or nil when the sheet
    /// is not recording. NaN and infinities the engine was handed are written with the
    /// recording's own names for them, so every number comes back bit for bit.
    ///
    /// ```swift
    /// if let data = try sheet.recordingData() {
    ///   let activity = UIActivityViewController(activityItems: [data], applicationActivities: nil)
    /// }
    /// ```
    public func recordingData() throws -> Data? {
      guard let recording else { return nil }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: SheetRecording.positiveInfinityName,
        negativeInfinity: SheetRecording.negativeInfinityName,
        nan: SheetRecording.notANumberName)
      return try encoder.encode(recording)
    }

    /// Writes ``recordingData()`` to the file at `url`, atomically. Returns false, writing
    /// nothing, when the sheet is not recording.
    @discardableResult
    public func writeRecording(to url: URL) throws -> Bool {
      guard let data = try recordingData() else { return false }
      try data.write(to: url, options: .atomic)
      return true
    }
  }
#endif
