import BottomSheetCore
import Foundation

/// Reads and writes ``SheetRecording`` files: compact JSON, with the recording's own names for
/// NaN and the infinities, so every number comes back bit for bit.
public enum RecordingJSON {
  /// The recording as JSON, keys sorted so two recordings of the same run are the same bytes.
  public static func encode(_ recording: SheetRecording) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: SheetRecording.positiveInfinityName,
      negativeInfinity: SheetRecording.negativeInfinityName,
      nan: SheetRecording.notANumberName)
    return try encoder.encode(recording)
  }

  /// The recording in `data`.
  public static func decode(_ data: Data) throws -> SheetRecording {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: SheetRecording.positiveInfinityName,
      negativeInfinity: SheetRecording.negativeInfinityName,
      nan: SheetRecording.notANumberName)
    return try decoder.decode(SheetRecording.self, from: data)
  }
}
