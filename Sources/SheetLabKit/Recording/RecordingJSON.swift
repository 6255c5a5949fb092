import BottomSheetCore
import Foundation

/// The JSON coders for recordings: compact, keys sorted (two recordings of the same run are
/// the same bytes), and NaN and the infinities written with the recording's own names, so every
/// number comes back bit for bit.
package enum RecordingJSON {
  /// An encoder for recording files.
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: SheetRecording.positiveInfinityName,
      negativeInfinity: SheetRecording.negativeInfinityName,
      nan: SheetRecording.notANumberName)
    return encoder
  }

  /// A decoder for recording files.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: SheetRecording.positiveInfinityName,
      negativeInfinity: SheetRecording.negativeInfinityName,
      nan: SheetRecording.notANumberName)
    return decoder
  }

  /// `recording` as JSON.
  package static func encode(_ recording: SheetRecording) throws -> Data {
    try encoder().encode(recording)
  }

  /// The recording in `data` (without the checks of ``RecordingFile/decode(_:)``).
  package static func decode(_ data: Data) throws -> SheetRecording {
    try decoder().decode(SheetRecording.self, from: data)
  }
}
