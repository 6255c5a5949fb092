@_spi(SelfCheck) import BottomSheetCore
import Testing

@Suite("Diagnostics: a device check's verdict")
struct DeviceCheckVerdictTests {
  @Test("several verdicts pass together only when there is one and all pass")
  func combined() {
    let rows: [(line: UInt, verdicts: [DeviceCheckVerdict], expected: DeviceCheckVerdict)] = [
      (#line, [.pass], .pass),
      (#line, [.pass, .pass, .pass], .pass),
      (#line, [.pass, .fail], .fail),
      (#line, [.fail], .fail),
      // Nothing measured proves nothing.
      (#line, [], .fail),
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
  }
}
