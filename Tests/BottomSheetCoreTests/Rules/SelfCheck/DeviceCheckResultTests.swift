import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: one device check's printed line")
struct DeviceCheckResultTests {
  @Test("a result prints its verdict, name and figure on one line")
  func line() {
    let rows: [(line: UInt, result: DeviceCheckResult, expected: String)] = [
      (
        #line,
        DeviceCheckResult(name: "modal: present", verdict: .pass, figure: "1 (allowed 1...1)"),
        "PASS modal: present — 1 (allowed 1...1)"
      ),
      (
        #line, DeviceCheckResult(name: "a\nb", verdict: .fail, figure: "two\r\nlines"),
        "FAIL a b — two lines"
      ),
      (
        #line, DeviceCheckResult.timedOut(name: "keyboard", after: 15, waitingFor: "the keyboard"),
        "SKIP keyboard — not measured: timed out after 15.0 s waiting for the keyboard"
      ),
      (
        #line, DeviceCheckResult.skipped(name: "memory", because: "no window"),
        "SKIP memory — not measured: no window"
      ),
    ]
    for row in rows {
      #expect(row.result.line == row.expected, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("measurements combine into one result that passes only when each does")
  func combining() {
    let once = DeviceCheckTally(allowed: 1...1, count: 1)
    let twice = DeviceCheckTally(allowed: 1...1, count: 2)
    let hit = DeviceCheckCondition("hit view is the presenter's", isMet: true)
    let rows:
      [(
        line: UInt, parts: [(label: String, measurement: any DeviceCheckMeasuring)],
        expected: String
      )] = [
        (
          #line, [("present", once), ("dismiss", once)],
          "PASS t — present 1 (allowed 1...1); dismiss 1 (allowed 1...1)"
        ),
        (
          #line, [("present", once), ("dismiss", twice), ("touch", hit)],
          "FAIL t — present 1 (allowed 1...1); dismiss 2 (allowed 1...1);"
            + " touch hit view is the presenter's: yes"
        ),
        (#line, [], "SKIP t — nothing measured"),
        (
          #line,
          [
            ("present", once),
            ("layout", DeviceCheckCondition("laid out", observed: nil, otherwise: "no pass")),
          ],
          "SKIP t — present 1 (allowed 1...1); layout laid out: not observed (no pass)"
        ),
        (
          #line,
          [
            ("dismiss", twice),
            ("layout", DeviceCheckCondition("laid out", observed: nil, otherwise: "no pass")),
          ],
          "FAIL t — dismiss 2 (allowed 1...1); layout laid out: not observed (no pass)"
        ),
      ]
    for row in rows {
      let result = DeviceCheckResult(name: "t", measurements: row.parts)
      #expect(result.line == row.expected, sourceLocation: rowLocation(row.line))
    }
  }
}
