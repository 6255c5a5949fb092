import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: the presenter follows a rotation")
struct DeviceCheckRotationRecessionTests {
  /// The scales a device drew through a rotation from landscape to portrait at `.large`
  /// (0.4 s at 60 Hz, ease-in-out), then while the sheet finished its move.
  static let followed: [Double] = [
    1, 0.9995, 0.998, 0.995, 0.99, 0.983, 0.975, 0.966, 0.958, 0.95, 0.942, 0.935, 0.929, 0.925,
    0.922, 0.9205, 0.92, 0.92, 0.92,
  ]

  @Test("it passes a monotonic scale without a large step, and fails a snap at the end")
  func verdicts() {
    let rows: [(line: UInt, scales: [Double], verdict: DeviceCheckVerdict, figure: String)] = [
      (
        #line, Self.followed, .pass,
        "19 frames: scale 100.00 → 92.00 %, largest step 0.90 % (allowed 2.00 %), monotonic"
      ),
      // Issue 40, item 3: full size through the rotation, the whole recession at its end.
      (
        #line, [1, 1, 1, 1, 1, 0.9204, 0.92], .fail,
        "7 frames: scale 100.00 → 92.00 %, largest step 7.96 % (allowed 2.00 %), monotonic"
      ),
      // Receding, then a step back up at the hand-over: not monotonic, though small.
      (
        #line, [1, 0.98, 0.96, 0.94, 0.92, 0.925, 0.92], .fail,
        "7 frames: scale 100.00 → 92.00 %, largest step 2.00 % (allowed 2.00 %), not monotonic"
      ),
      // Rounding of the drawn transform is not a turn.
      (
        #line, [1, 0.985, 0.97, 0.9504, 0.9505, 0.935, 0.92], .pass,
        "7 frames: scale 100.00 → 92.00 %, largest step 1.96 % (allowed 2.00 %), monotonic"
      ),
      // Just over the step limit.
      (
        #line, [1, 0.99, 0.9699, 0.95, 0.93], .fail,
        "5 frames: scale 100.00 → 93.00 %, largest step 2.01 % (allowed 2.00 %), monotonic"
      ),
      // The other way (portrait to landscape): returning to full size.
      (
        #line, [0.92, 0.935, 0.95, 0.965, 0.98, 0.99, 1], .pass,
        "7 frames: scale 92.00 → 100.00 %, largest step 1.50 % (allowed 2.00 %), monotonic"
      ),
      // Nothing to follow (wide on both sides), too few frames, no frame: skipped.
      (
        #line, [1, 1, 1, 1, 1], .skip,
        "5 frames: scale 100.00 → 100.00 %, largest step 0.00 % (allowed 2.00 %), monotonic"
      ),
      (
        #line, [1, 0.92, 0.92], .skip,
        "3 frames: scale 100.00 → 92.00 %, largest step 8.00 % (allowed 2.00 %), monotonic"
      ),
      (#line, [], .skip, "no frame measured"),
      // A frame that is not a number fails.
      (
        #line, [1, 0.99, .nan, 0.97], .fail,
        "4 frames: scale 100.00 → 97.00 %, largest step 1.00 % (allowed 2.00 %), not monotonic"
      ),
    ]
    for row in rows {
      var check = DeviceCheckRotationRecession()
      for scale in row.scales { check.record(scale: scale) }
      #expect(check.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(check.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the step limit lies between the lab's largest step and the snap it catches")
  func limitSeparatesFollowingFromSnapping() {
    // The lab's rotation (0.4 s, ease-in-out, 60 Hz) moves the scale by at most
    // 0.08 · 1.5 · (1 / 60) / 0.4 = 0.005 per frame; the snap is the whole recession, 0.08.
    let perFrame = (1 - PresenterRecession.fullScale) * 1.5 / 60 / 0.4
    #expect(perFrame < DeviceCheckRotationRecession.stepLimit)
    #expect(1 - PresenterRecession.fullScale > 2 * DeviceCheckRotationRecession.stepLimit)
  }
}
