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

    /// Writes ``recordingData()`` to the file at `url`, atomically.
    ///
    /// ```swift
    /// func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
    ///   do {
    ///     try sheet.writeRecording(to: url)
    ///   } catch {
    ///     print(error)  // "the sheet is not recording: …", or why the file could not be written
    ///   }
    /// }
    /// ```
    ///
    /// - Throws: ``BottomSheetNotRecordingError``, writing nothing, when the sheet is not
    ///   recording (``BottomSheetConfiguration/recordsInteraction`` was off when it was
    ///   created); otherwise the error `Data.write(to:options:)` throws.
    public func writeRecording(to url: URL) throws {
      guard let data = try recordingData() else { throw BottomSheetNotRecordingError() }
      try data.write(to: url, options: .atomic)
    }
  }

  /// What ``BottomSheetControlling/writeRecording(to:)`` throws for a sheet that is not
  /// recording: one created while ``BottomSheetConfiguration/recordsInteraction`` was off.
  ///
  /// ```swift
  /// do {
  ///   try sheet.writeRecording(to: url)
  /// } catch is BottomSheetNotRecordingError {
  ///   // Nothing was written: turn on recordsInteraction before presenting the sheet.
  /// }
  /// ```
  public struct BottomSheetNotRecordingError: Error, Sendable, CustomStringConvertible {
    /// "the sheet is not recording: …", with how to turn recording on.
    public var description: String {
      "the sheet is not recording: set BottomSheetConfiguration.recordsInteraction to true "
        + "before the sheet is created"
    }
  }
#endif
