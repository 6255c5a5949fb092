/// What was wrong with an input that the core had to correct.
///
/// The core never crashes on bad numbers and never lets a NaN or an infinity reach a frame:
/// it replaces or clamps the value and records why here. ``SheetEngine`` keeps the union of
/// every correction it made in ``SheetEngine/corrections``, and debug builds print each new
/// kind once per engine (see ``SheetConfiguration/printsCorrectionsInDebug``).
package struct InputCorrections: OptionSet, Sendable, Hashable {
  /// The bit set.
  package let rawValue: UInt32

  /// Creates a set from its raw bits.
  package init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// A NaN or infinite number was replaced by a finite fallback.
  package static let nonFiniteValue = InputCorrections(rawValue: 1 << 0)
  /// A negative length (size, inset, content height, keyboard overlap) was raised to 0.
  package static let negativeLength = InputCorrections(rawValue: 1 << 1)
  /// A fraction outside 0…1 was clamped into it.
  package static let fractionOutOfRange = InputCorrections(rawValue: 1 << 2)
  /// A detent or inset asked for more room than the container has and was capped.
  package static let exceedsContainer = InputCorrections(rawValue: 1 << 3)
  /// An event arrived with a timestamp earlier than the previous one; the previous one was used.
  package static let timeWentBackwards = InputCorrections(rawValue: 1 << 4)
  /// A velocity beyond ``SheetEngine/maximumSpeed`` was clamped to it.
  package static let excessiveVelocity = InputCorrections(rawValue: 1 << 5)
  /// A detent identifier that is not in the configuration was ignored.
  package static let unknownDetent = InputCorrections(rawValue: 1 << 6)
  /// A configuration with no detents was given one (`.large`).
  package static let emptyDetents = InputCorrections(rawValue: 1 << 7)
  /// A length beyond ``LayoutContext/maximumLength`` was capped to it.
  package static let implausibleLength = InputCorrections(rawValue: 1 << 8)
  /// A time beyond ±``SheetEngine/maximumTime`` was ignored.
  package static let implausibleTime = InputCorrections(rawValue: 1 << 9)

  /// A short English explanation of each correction in the set, for debug logs.
  package var explanations: [String] {
    var lines: [String] = []
    let table: [(InputCorrections, String)] = [
      (.nonFiniteValue, "a NaN or infinite value was replaced by a finite one"),
      (.negativeLength, "a negative length was raised to 0"),
      (.fractionOutOfRange, "a detent fraction outside 0...1 was clamped"),
      (.exceedsContainer, "a value larger than the container allows was capped"),
      (.timeWentBackwards, "an event time earlier than the last one was replaced by the last one"),
      (.excessiveVelocity, "a velocity beyond the maximum speed was clamped"),
      (.unknownDetent, "an unknown detent identifier was ignored"),
      (.emptyDetents, "an empty detent list was replaced by [.large]"),
      (.implausibleLength, "a length beyond 1,000,000 pt was capped"),
      (.implausibleTime, "a time beyond 10^15 s was ignored"),
    ]
    for (flag, text) in table where contains(flag) {
      lines.append(text)
    }
    return lines
  }
}
