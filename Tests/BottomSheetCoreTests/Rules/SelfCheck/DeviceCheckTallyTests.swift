import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: counts and lengths against their bounds")
struct DeviceCheckTallyTests {
  @Test("a tally passes within its allowed range")
  func tally() {
    let rows:
      [(
        line: UInt, tally: DeviceCheckTally, events: [Int], verdict: DeviceCheckVerdict,
        figure: String
      )] = [
        (#line, DeviceCheckTally(allowed: 1...1), [1], .pass, "1 (allowed 1...1)"),
        (#line, DeviceCheckTally(allowed: 1...1), [], .fail, "0 (allowed 1...1)"),
        (#line, DeviceCheckTally(allowed: 1...1), [1, 1], .fail, "2 (allowed 1...1)"),
        (#line, DeviceCheckTally(allowed: 0...0), [-3], .pass, "0 (allowed 0...0)"),
        (#line, DeviceCheckTally.atLeast(2), [5], .pass, "5 (allowed 2 or more)"),
        (#line, DeviceCheckTally.atLeast(2), [1], .fail, "1 (allowed 2 or more)"),
      ]
    for row in rows {
      var tally = row.tally
      for events in row.events { tally.record(events) }
      #expect(tally.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(tally.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a length passes within its tolerance, or up to its limit")
  func measurement() {
    let rows:
      [(
        line: UInt, measurement: DeviceCheckMeasurement, verdict: DeviceCheckVerdict, figure: String
      )] = [
        (
          #line, DeviceCheckMeasurement(measured: 274.3, expected: 274), .pass,
          "274.3 pt (expected 274.0 ± 0.5)"
        ),
        (
          #line, DeviceCheckMeasurement(measured: 308, expected: 274), .fail,
          "308.0 pt (expected 274.0 ± 0.5)"
        ),
        // The bottom safe area counted twice is the failure this catches.
        (
          #line, DeviceCheckMeasurement(measured: 240 + 34 + 34, expected: 240 + 34), .fail,
          "308.0 pt (expected 274.0 ± 0.5)"
        ),
        (
          #line, DeviceCheckMeasurement(measured: 273.6, expected: 274, tolerance: -0.5), .pass,
          "273.6 pt (expected 274.0 ± 0.5)"
        ),
        (
          #line, DeviceCheckMeasurement(measured: .nan, expected: 274), .fail,
          "nan pt (expected 274.0 ± 0.5)"
        ),
        (
          #line, DeviceCheckMeasurement(measured: 500, atMost: 500.4), .pass,
          "500.0 pt (allowed at most 500.4)"
        ),
        (
          #line, DeviceCheckMeasurement(measured: 501, atMost: 500), .fail,
          "501.0 pt (allowed at most 500.0)"
        ),
        (
          #line, DeviceCheckMeasurement(measured: -.infinity, atMost: 500), .fail,
          "-inf pt (allowed at most 500.0)"
        ),
        (
          #line, DeviceCheckMeasurement(measured: -0.04, expected: 0), .pass,
          "0.0 pt (expected 0.0 ± 0.5)"
        ),
      ]
    for row in rows {
      #expect(row.measurement.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(row.measurement.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a condition passes when it holds")
  func condition() {
    let rows: [(line: UInt, isMet: Bool, verdict: DeviceCheckVerdict, figure: String)] = [
      (#line, true, .pass, "background takes the tap: yes"),
      (#line, false, .fail, "background takes the tap: no"),
    ]
    for row in rows {
      let condition = DeviceCheckCondition("background takes the tap", isMet: row.isMet)
      #expect(condition.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(condition.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }
}
