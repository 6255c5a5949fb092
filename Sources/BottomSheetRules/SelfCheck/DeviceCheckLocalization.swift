import BottomSheetCore

/// Whether the package's translated VoiceOver strings load in an app on a device: the same key
/// looked up in the English table and in each translated one, through the lookup the adapter
/// uses, against the promise "German and Russian VoiceOver users hear their language".
///
/// An app whose language is English never shows a missing German table: the lookup falls back
/// to English. So the check asks each table by its language and needs a word that differs from
/// the English one (the grabber's label is "Sheet Grabber", "Blattgriff", "Ручка панели").
///
/// ```swift
/// var strings = DeviceCheckLocalization(key: "grabber.label", english: "Sheet Grabber")
/// strings.record(language: "de", text: "Blattgriff")
/// strings.record(language: "ru", text: nil)   // no table, or no such key in it
/// strings.verdict   // .fail
/// strings.figure    // "grabber.label: en \"Sheet Grabber\"; de \"Blattgriff\"; ru missing"
/// ```
///
/// It fails when the English table itself has no such key (the package's resource bundle is
/// missing from the app), when a language's table or key is missing, or when it answers the
/// English text; it passes when every language recorded answered a text of its own; it skips
/// when no language was recorded.
@_spi(SelfCheck) public struct DeviceCheckLocalization: DeviceCheckMeasuring, Hashable {
  /// One language's answer.
  @_spi(SelfCheck) public struct Lookup: Sendable, Hashable {
    /// The language's code (`de`).
    @_spi(SelfCheck) public var language: String
    /// What its table answered; nil when there is no table or no such key in it.
    @_spi(SelfCheck) public var text: String?
  }

  /// The key looked up.
  @_spi(SelfCheck) public var key: String
  /// What the English table answered; nil when it has no such key.
  @_spi(SelfCheck) public var english: String?
  /// The translated tables' answers, in the order recorded.
  @_spi(SelfCheck) public private(set) var lookups: [Lookup] = []

  /// A check of `key`, whose English text is `english` (nil: the English table had none).
  @_spi(SelfCheck) public init(key: String, english: String?) {
    self.key = key
    self.english = english
  }

  /// Records what `language`'s table answered for the key (nil: no table or no such key).
  @_spi(SelfCheck) public mutating func record(language: String, text: String?) {
    lookups.append(Lookup(language: language, text: text))
  }

  /// `.fail` without the English text or with a language missing or answering English; `.pass`
  /// when every language answered its own text; `.skip` without a language.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard let english, !english.isEmpty else { return .fail }
    guard !lookups.isEmpty else { return .skip }
    return DeviceCheckVerdict(
      passes: lookups.allSatisfy { lookup in
        guard let text = lookup.text else { return false }
        return !text.isEmpty && text != english
      })
  }

  /// `grabber.label: en "Sheet Grabber"; de "Blattgriff"; ru "Ручка панели"`.
  @_spi(SelfCheck) public var figure: String {
    func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "missing" }
    let languages = lookups.map { lookup -> String in
      let same = lookup.text != nil && lookup.text == english ? " (the English text)" : ""
      return "\(lookup.language) \(quoted(lookup.text))\(same)"
    }
    return "\(key): " + (["en \(quoted(english))"] + languages).joined(separator: "; ")
  }
}
