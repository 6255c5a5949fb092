#if os(iOS)
  import BottomSheetCore
  import BottomSheetLocalization
  import Foundation

  /// The words VoiceOver says for the sheet, in the user's language, from the package's
  /// `Localizable.strings` and `Localizable.stringsdict` (English, German, Russian; English
  /// otherwise; see `LocalizedString`). The core decides *what* is said (``SpokenDetent``); this
  /// only looks it up.
  enum SheetStrings {
    /// The grabber's VoiceOver label.
    static var grabberLabel: String {
      localized("grabber.label", english: "Sheet Grabber")
    }

    /// The grabber's VoiceOver hint.
    static var grabberHint: String {
      localized("grabber.hint", english: "Swipe up or down with one finger to resize the sheet.")
    }

    /// What VoiceOver says for `detent`.
    static func text(for detent: SpokenDetent) -> String {
      switch detent {
      case .named(let name):
        return name
      case .fitting:
        return localized("detent.fitting", english: "Fitted")
      case .medium:
        return localized("detent.medium", english: "Medium")
      case .large:
        return localized("detent.large", english: "Large")
      case .collapsed:
        return localized("detent.collapsed", english: "Collapsed")
      case .ordinal(let position, let count):
        // The format's plural forms come from Localizable.stringsdict; the count's form decides
        // the wording where a language needs it.
        let format = localized("detent.ordinal", english: "Size %1$ld of %2$ld")
        return String.localizedStringWithFormat(format, position, count)
      }
    }

    private static func localized(_ key: String, english: String) -> String {
      LocalizedString.lookUp(key, english: english)
    }
  }
#endif
