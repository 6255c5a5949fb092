@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: the translated VoiceOver strings load")
struct DeviceCheckLocalizationTests {
  @Test("every language needs a text of its own, and English needs one to compare with")
  func verdicts() {
    let rows:
      [(
        line: UInt, english: String?, lookups: [(String, String?)], verdict: DeviceCheckVerdict,
        figure: String
      )] = [
        (
          #line, "Sheet Grabber", [("de", "Blattgriff"), ("ru", "Ручка панели")], .pass,
          #"grabber.label: en "Sheet Grabber"; de "Blattgriff"; ru "Ручка панели""#
        ),
        // The German table is not in the app: the lookup found nothing.
        (
          #line, "Sheet Grabber", [("de", nil), ("ru", "Ручка панели")], .fail,
          #"grabber.label: en "Sheet Grabber"; de missing; ru "Ручка панели""#
        ),
        // What an app in English hides: the lookup fell back to the English text.
        (
          #line, "Sheet Grabber", [("de", "Sheet Grabber")], .fail,
          #"grabber.label: en "Sheet Grabber"; de "Sheet Grabber" (the English text)"#
        ),
        (
          #line, "Sheet Grabber", [("de", "")], .fail,
          #"grabber.label: en "Sheet Grabber"; de """#
        ),
        // No English text: the package's resource bundle is not in the app at all.
        (
          #line, nil, [("de", "Blattgriff")], .fail,
          #"grabber.label: en missing; de "Blattgriff""#
        ),
        // No language asked: nothing tested.
        (#line, "Sheet Grabber", [], .skip, #"grabber.label: en "Sheet Grabber""#),
      ]
    for row in rows {
      var strings = DeviceCheckLocalization(key: "grabber.label", english: row.english)
      for (language, text) in row.lookups { strings.record(language: language, text: text) }
      #expect(strings.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(strings.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }
}
