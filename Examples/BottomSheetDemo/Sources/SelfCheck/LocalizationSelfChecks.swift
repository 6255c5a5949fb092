#if os(iOS)
  @_spi(SelfCheck) import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules

  /// The package's translated VoiceOver strings, as this app built by Xcode carries them: the
  /// grabber's label looked up in the English, German and Russian tables of the package's
  /// resource bundle, each by its language, through the lookup the adapter uses
  /// (`SheetStringsSelfCheck`). An English app never shows a missing German table (the lookup
  /// falls back to English), so the core's `DeviceCheckLocalization` needs each language's own
  /// text, different from the English one.
  @MainActor
  enum LocalizationSelfChecks {
    static let tablesName = "localization: the German and Russian tables load in the app"
    /// The translated languages the package ships (Sources/BottomSheetLocalization/Resources).
    static let languages = ["de", "ru"]

    static var all: [SelfCheck] {
      [SelfCheck(name: tablesName, run: tables)]
    }

    static func tables(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      var strings = DeviceCheckLocalization(
        key: SheetStringsSelfCheck.grabberLabelKey,
        english: SheetStringsSelfCheck.grabberLabel(inLanguage: "en"))
      for language in languages {
        strings.record(
          language: language, text: SheetStringsSelfCheck.grabberLabel(inLanguage: language))
      }
      return [DeviceCheckResult(name: tablesName, measurements: [("", strings)])]
    }
  }
#endif
