@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: figures the self-check reports without judging")
struct DeviceCheckReportTests {
  @Test("a report's line starts with report:, never with a verdict the workflow counts")
  func line() {
    let report = DeviceCheckReport(name: "swiftui: a\nb", figure: "seen: yes")
    #expect(report.line == "report: swiftui: a b — seen: yes")
    for verdict in [DeviceCheckVerdict.pass, .fail, .skip] {
      #expect(!report.line.hasPrefix(verdict.label + " "))
    }
  }
}
