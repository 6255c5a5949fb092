#if os(iOS)
  import BottomSheetLocalization

  /// What the on-device self-check reads of the package's VoiceOver strings: a key's text in one
  /// language's own table, with no fallback (``SheetStrings`` falls back to English, which hides
  /// a missing table in an English app). Not for apps: `@_spi(SelfCheck)`.
  @_spi(SelfCheck) public enum SheetStringsSelfCheck {
    /// The key of the grabber's VoiceOver label: `grabber.label`.
    @_spi(SelfCheck) public static let grabberLabelKey = "grabber.label"

    /// The grabber's VoiceOver label in `language`'s table (`en`, `de`, `ru`), or nil when the
    /// package's resources have no table for it or no such key in it.
    @_spi(SelfCheck) public static func grabberLabel(inLanguage language: String) -> String? {
      LocalizedString.lookUp(grabberLabelKey, inLanguage: language)
    }
  }
#endif
