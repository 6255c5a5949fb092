import Foundation

/// The UIKit adapter's VoiceOver strings, looked up in this target's resources
/// (`Resources/<language>.lproj/Localizable.strings` and `Localizable.stringsdict`; English when
/// the user's language has none).
///
/// The strings live in a target of their own, built in the Swift 5 language mode, because
/// SwiftPM generates the `Bundle.module` accessor of a target with resources as a `static let`
/// of type `Bundle`, which the iOS 16.5 SDK does not declare `Sendable`: in the Swift 6 mode that
/// generated line is an error (`#MutableGlobalVariable`) that no code of ours can change. The
/// code here is Swift 6 clean; `package` keeps it out of the public API.
package enum LocalizedString {
  /// The string for `key` in the user's language, or `english` when no table has it.
  ///
  /// `NSLocalizedString(_:tableName:bundle:value:comment:)` (iOS 8): the key is a runtime
  /// string with its own English value, and `String(localized:defaultValue:…)` takes its key only
  /// as a `StaticString`. A key that `Localizable.stringsdict` holds comes back as a format whose
  /// plural forms `String.localizedStringWithFormat(_:_:)` applies.
  package static func lookUp(_ key: String, english: String) -> String {
    NSLocalizedString(key, tableName: nil, bundle: .module, value: english, comment: "")
  }

  /// The string for `key` in `language`'s own table (`de`, `ru`, `en`), or nil when this target
  /// has no table for that language or no such key in it. No fallback: the on-device self-check
  /// asks each table by its language, so that a missing translation cannot hide behind the
  /// English text an English app would show anyway.
  ///
  /// `Bundle.path(forResource:ofType:)`, `Bundle(path:)` and
  /// `Bundle.localizedString(forKey:value:table:)` (iOS 2); the `value` given for a missing key
  /// holds a character no table uses, so it cannot be a table's text.
  package static func lookUp(_ key: String, inLanguage language: String) -> String? {
    guard let path = Bundle.module.path(forResource: language, ofType: "lproj"),
      let table = Bundle(path: path)
    else { return nil }
    let missing = "\u{0}missing"
    let text = table.localizedString(forKey: key, value: missing, table: nil)
    return text == missing ? nil : text
  }
}
