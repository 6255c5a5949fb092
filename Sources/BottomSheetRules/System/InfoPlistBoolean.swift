import BottomSheetCore

/// How a Boolean Info.plist key (`UIDesignRequiresCompatibility`) reads as yes or no, whichever
/// way the plist stores it.
///
/// Xcode's editor writes `<true/>`, but a hand-written or generated plist (and a build setting
/// substituted into it) often holds a string: `YES`, `true`, `1`. The system reads such keys as
/// Foundation's `boolValue` does, so this rule does too: a Boolean (or a number, as its
/// `boolValue`) is itself; a string is yes when, after leading whitespace, an optional `+` or
/// `-` and any zeros, it begins with `Y`, `y`, `T`, `t` or a digit 1–9 (`NSString.boolValue`:
/// the rest is ignored). A missing key or any other value is no.
///
/// | Stored value | Reads |
/// |---|---|
/// | absent | no |
/// | `<true/>` / `<false/>` | yes / no |
/// | `"YES"`, `"yes"`, `"true"`, `"1"`, `" Y"`, `"+01"` | yes |
/// | `"NO"`, `"false"`, `"0"`, `""`, `"maybe"`, `"-0"` | no |
package enum InfoPlistBoolean {
  /// The value of a key the adapter read as `bool` (a Boolean or a number in the plist) or as
  /// `string` (a string in the plist); nil for the form it is not.
  package static func value(bool: Bool?, string: String?) -> Bool {
    if let bool { return bool }
    guard let string else { return false }
    var characters = string.unicodeScalars.drop(while: { $0.properties.isWhitespace })
    if let sign = characters.first, sign == "+" || sign == "-" {
      characters = characters.dropFirst()
    }
    guard let first = characters.drop(while: { $0 == "0" }).first else { return false }
    return "YyTt123456789".unicodeScalars.contains(first)
  }
}
