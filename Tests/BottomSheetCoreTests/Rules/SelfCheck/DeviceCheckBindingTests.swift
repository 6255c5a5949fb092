import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: a SwiftUI sheet's binding writes and first frame")
struct DeviceCheckBindingTests {
  @Test("one write, outside an update, ending at the sheet's detent")
  func bindingWrites() {
    let rows: [(line: UInt, writes: [(String, Bool)], verdict: DeviceCheckVerdict)] = [
      (#line, [("large", false)], .pass),
      // Written during the update: SwiftUI's "Modifying state during view update".
      (#line, [("large", true)], .fail),
      // Twice: the first write read a stale sheet.
      (#line, [("medium", false), ("large", false)], .fail),
      // Never written: the binding disagrees with the sheet.
      (#line, [], .fail),
      // Written with the wrong detent.
      (#line, [("medium", false)], .fail),
    ]
    for row in rows {
      var writes = DeviceCheckBindingWrites(expected: "large")
      for (value, during) in row.writes { writes.record(value: value, duringUpdate: during) }
      #expect(writes.verdict == row.verdict, sourceLocation: rowLocation(row.line))
    }
    var writes = DeviceCheckBindingWrites(expected: "large")
    writes.record(value: "large", duringUpdate: false)
    #expect(
      writes.figure == "1 write (allowed 1...1), 0 during an update, last large (expected large)")
  }

  @Test("the first frame heads for the content's detent and never re-targets")
  func firstDetent() {
    let rows: [(line: UInt, frames: [String?], verdict: DeviceCheckVerdict)] = [
      (#line, [nil, "medium", "medium", "medium"], .pass),
      // Started toward the default detents, then re-targeted once the content's arrived.
      (#line, ["large", "large", "medium"], .fail),
      (#line, ["fitting", "medium"], .fail),
      // Never drawn with a detent.
      (#line, [nil, nil], .fail),
      (#line, ["medium", "large"], .fail),
    ]
    for row in rows {
      var arrival = DeviceCheckFirstDetent(expected: "medium")
      for detent in row.frames { arrival.record(detent: detent) }
      #expect(arrival.verdict == row.verdict, sourceLocation: rowLocation(row.line))
    }
    var arrival = DeviceCheckFirstDetent(expected: "medium")
    arrival.record(detent: "large")
    arrival.record(detent: "medium")
    #expect(arrival.figure == "first frame heads for large, 1 re-target (expected medium)")
  }
}
