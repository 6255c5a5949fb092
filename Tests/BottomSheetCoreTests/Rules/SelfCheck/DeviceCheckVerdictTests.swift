import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: a device check's verdict")
struct DeviceCheckVerdictTests {
  @Test("several verdicts fail when one fails, pass only when there is one and all pass, else skip")
  func combined() {
    let rows: [(line: UInt, verdicts: [DeviceCheckVerdict], expected: DeviceCheckVerdict)] = [
      (#line, [.pass], .pass),
      (#line, [.pass, .pass, .pass], .pass),
      (#line, [.pass, .fail], .fail),
      (#line, [.fail], .fail),
      (#line, [.skip, .fail, .pass], .fail),
      // A measurement that could not be taken leaves the claim untested.
      (#line, [.pass, .skip], .skip),
      (#line, [.skip, .pass], .skip),
      (#line, [.skip], .skip),
      // Nothing measured proves nothing.
      (#line, [], .skip),
    ]
    for row in rows {
      #expect(
        DeviceCheckVerdict.combined(row.verdicts) == row.expected,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the printed word follows the verdict")
  func label() {
    #expect(DeviceCheckVerdict(passes: true).label == "PASS")
    #expect(DeviceCheckVerdict(passes: false).label == "FAIL")
    #expect(DeviceCheckVerdict.skip.label == "SKIP")
  }
}
