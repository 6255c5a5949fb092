import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: a yes-or-no observation, made or not")
struct DeviceCheckConditionTests {
  @Test("a condition passes when met, fails when not, and skips when it was not observed")
  func conditions() {
    let rows:
      [(line: UInt, condition: DeviceCheckCondition, verdict: DeviceCheckVerdict, figure: String)] =
        [
          (
            #line, DeviceCheckCondition("the hit view is the presenter's", isMet: true), .pass,
            "the hit view is the presenter's: yes"
          ),
          (
            #line, DeviceCheckCondition("the hit view is the presenter's", isMet: false), .fail,
            "the hit view is the presenter's: no"
          ),
          (
            #line, DeviceCheckCondition("laid out at a size", observed: true, otherwise: "no pass"),
            .pass, "laid out at a size: yes"
          ),
          (
            #line,
            DeviceCheckCondition("laid out at a size", observed: false, otherwise: "no pass"),
            .fail, "laid out at a size: no"
          ),
          (
            #line,
            DeviceCheckCondition("laid out at a size", observed: nil, otherwise: "no layout pass"),
            .skip, "laid out at a size: not observed (no layout pass)"
          ),
        ]
    for row in rows {
      #expect(row.condition.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(row.condition.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }
}
