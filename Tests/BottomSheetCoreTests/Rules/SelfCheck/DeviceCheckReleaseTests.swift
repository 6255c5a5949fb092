import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Testing

@Suite("Diagnostics: what outlives a dismissal, and whether we keep it")
struct DeviceCheckReleaseTests {
  @Test("a cycle of ours fails, UIKit still holding the presentation skips, all freed passes")
  func release() {
    // presented, presentation controller, transitioning delegate: alive after 2 s.
    let rows:
      [(
        line: UInt, alive: (Bool, Bool, Bool), ours: Bool, verdict: DeviceCheckVerdict,
        figure: String
      )] = [
        (#line, (false, false, false), false, .pass, "all freed within 2.0 s"),
        // The presentation is gone but the content lives on: something of ours keeps it.
        (
          #line, (true, false, false), true, .fail,
          "presented controller alive after 2.0 s, kept by us (the presentation is gone): a"
            + " retain cycle"
        ),
        // The transitioning delegate outlives the controller that held it.
        (
          #line, (false, false, true), true, .fail,
          "transitioning delegate alive after 2.0 s, kept by us (the presentation is gone): a"
            + " retain cycle"
        ),
        (
          #line, (true, false, true), true, .fail,
          "presented controller, transitioning delegate alive after 2.0 s, kept by us (the"
            + " presentation is gone): a retain cycle"
        ),
        // UIKit has not let the presentation go yet: its timing, our release not measured.
        (
          #line, (true, true, true), false, .skip,
          "presented controller, presentation controller, transitioning delegate alive after 2.0"
            + " s: UIKit still holds the presentation, our release not measured"
        ),
        (
          #line, (false, true, false), false, .skip,
          "presentation controller alive after 2.0 s: UIKit still holds the presentation, our"
            + " release not measured"
        ),
      ]
    for row in rows {
      var release = DeviceCheckRelease()
      release.record(
        presented: row.alive.0, presentationController: row.alive.1,
        transitioningDelegate: row.alive.2, after: 2)
      #expect(release.keptByUs == row.ours, sourceLocation: rowLocation(row.line))
      #expect(release.verdict == row.verdict, sourceLocation: rowLocation(row.line))
      #expect(release.figure == row.figure, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("nothing read skips")
  func unread() {
    #expect(DeviceCheckRelease().verdict == .skip)
    #expect(DeviceCheckRelease().figure == "not read")
  }
}
