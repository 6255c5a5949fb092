import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// The rule (``ContentInsetShare``): the sheet's share of the content controller's additional
/// bottom inset makes the content report the core's inset plus the app's own, whatever UIKit
/// derives from where the sheet hangs, in at most two steps, and gives the app's own inset back
/// whole.
@Suite("Content inset share: the content keeps the core's bottom inset while the sheet moves")
struct ContentInsetShareTests {
  /// A stand-in for UIKit's arithmetic: the controller reports its derived inset plus its
  /// additional inset, never below 0. `honoursNegative: false` models a system that ignores a
  /// negative additional inset (to show the share stays bounded there).
  struct Controller {
    var derived: Double
    var additional: Double = 0
    var honoursNegative = true
    var reported: Double {
      max(0, derived + (honoursNegative ? additional : max(additional, 0)))
    }

    /// Feeds `share` until it asks for nothing more; answers how many changes it made.
    mutating func settle(_ share: inout ContentInsetShare, target: Double, height: Double)
      -> Int
    {
      var changes = 0
      while changes < 5,
        let value = share.update(
          target: target, reported: reported, additional: additional, viewHeight: height)
      {
        #expect(value.isFinite)
        additional = value
        changes += 1
      }
      return changes
    }
  }

  @Test("each report gives the right additional inset, from the rules in order")
  func table() {
    typealias Row = (
      line: UInt, target: Double, derived: Double, own: Double, height: Double,
      first: Double?, second: Double?
    )
    // One controller per row: UIKit derives `derived`, the app has set `own`; the sheet is
    // asked twice, applying its first answer in between.
    let rows: [Row] = [
      // At rest on the screen edge: UIKit derives the home indicator's 34, as the core does.
      (#line, 34, 34, 0, 600, nil, nil),
      // Hanging 200 below the edge after a grab: UIKit says 234, the share takes 200 off.
      (#line, 34, 234, 0, 600, -200, nil),
      // The app's own 20 stays on top of the core's inset.
      (#line, 34, 234, 20, 600, -180, nil),
      (#line, 34, 34, 20, 600, nil, nil),
      // Content clear of the home indicator: the share adds the whole target.
      (#line, 34, 0, 0, 600, 34, nil),
      // Resting on the keyboard: the core wants none; UIKit derives none.
      (#line, 0, 0, 0, 600, nil, nil),
      // A negative target counts as 0.
      (#line, -5, 10, 0, 600, -10, nil),
      // Held within the view's height either way.
      (#line, 0, 900, 0, 600, -600, nil),
      (#line, 900, 0, 0, 600, 600, nil),
      // Not a finite number: nothing changes.
      (#line, .nan, 34, 0, 600, nil, nil),
      (#line, 34, .infinity, 0, 600, nil, nil),
      (#line, 34, 234, 0, .nan, nil, nil),
      // Within the tolerance: nothing.
      (#line, 34, 34.0005, 0, 600, nil, nil),
    ]
    for row in rows {
      var share = ContentInsetShare()
      var controller = Controller(derived: row.derived, additional: row.own)
      let first = share.update(
        target: row.target, reported: controller.reported, additional: controller.additional,
        viewHeight: row.height)
      #expect(first == row.first, sourceLocation: rowLocation(row.line))
      if let first { controller.additional = first }
      let second = share.update(
        target: row.target, reported: controller.reported, additional: controller.additional,
        viewHeight: row.height)
      #expect(second == row.second, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a clamped report of 0 takes the share back to 0 first, then settles exactly")
  func clampedReport() {
    var share = ContentInsetShare()
    var controller = Controller(derived: 234)
    #expect(controller.settle(&share, target: 34, height: 600) == 1)
    #expect(controller.additional == -200)
    // The sheet settles: UIKit derives 34 again, and 34 − 200 is reported as 0.
    controller.derived = 34
    #expect(controller.reported == 0)
    #expect(
      share.update(target: 34, reported: 0, additional: -200, viewHeight: 600) == 0)
    controller.additional = 0
    #expect(controller.reported == 34)
    #expect(share.update(target: 34, reported: 34, additional: 0, viewHeight: 600) == nil)
    // A clamped 0 that is the goal is final: no back-and-forth on the keyboard.
    controller.derived = 120
    #expect(controller.settle(&share, target: 0, height: 600) == 1)
    #expect(controller.reported == 0)
    #expect(
      share.update(target: 0, reported: 0, additional: controller.additional, viewHeight: 600)
        == nil)
  }

  @Test("an app that sets its own inset takes it over, and the release gives back exactly it")
  func appSetsItsOwn() {
    var share = ContentInsetShare()
    var controller = Controller(derived: 234)
    _ = controller.settle(&share, target: 34, height: 600)
    #expect(controller.additional == -200)
    // The app sets 44 while the sheet hangs: its 44 is its own, on top of the core's 34.
    controller.additional = 44
    _ = controller.settle(&share, target: 34, height: 600)
    #expect(controller.reported == 34 + 44)
    #expect(controller.additional == 44 - 200)
    #expect(share.release(additional: controller.additional) == 44)
    #expect(share.bottom == 0)
    // Released: nothing more to give back.
    #expect(share.release(additional: 44) == nil)
  }

  @Test("nothing to give back when the share is 0 or the app set the inset last")
  func releaseCases() {
    var untouched = ContentInsetShare()
    #expect(untouched.release(additional: 12) == nil)
    var share = ContentInsetShare()
    _ = share.update(target: 34, reported: 234, additional: 0, viewHeight: 600)
    // The app set its own value after the sheet's: the sheet's share is already gone.
    #expect(share.release(additional: 7) == nil)
  }

  @Test func theContentReportsTheTargetWithinTwoChangesWhateverUIKitDerives() async {
    // Each step: a derived inset (the sheet at some hang), a target, whether the app sets its
    // own inset now and to what, and the content view's height.
    let step = zip(
      Gen.double(in: 0...700), Gen.double(in: 0...60), Gen.int(in: 0...3),
      Gen.double(in: -20...40), Gen.double(in: 300...900))
    await seededPropertyCheck(count: 300, input: step.array(of: 1...12)) { steps in
      var share = ContentInsetShare()
      var controller = Controller(derived: 0)
      var own = 0.0
      var tallest = 0.0
      for (derived, target, appSets, value, height) in steps {
        tallest = max(tallest, height)
        controller.derived = derived
        if appSets == 0 {
          own = value
          controller.additional = value
        }
        let changes = controller.settle(&share, target: target, height: height)
        #expect(changes <= 2)
        // Reachable whenever the needed share is within the view's height.
        if abs(target - derived) <= height {
          #expect(abs(controller.reported - max(target + own, 0)) <= ContentInsetShare.tolerance)
        }
        // A share set for a taller view may stay while it still gives the right report.
        #expect(abs(share.bottom) <= tallest)
        #expect(abs(controller.additional - own - share.bottom) < 1e-9)
      }
      if let value = share.release(additional: controller.additional) {
        controller.additional = value
      }
      #expect(abs(controller.additional - own) < 1e-9)
    }
  }

  @Test func aSystemThatIgnoresTheShareNeverPushesItBeyondTheViewHeight() async {
    let step = zip(Gen.double(in: 40...700), Gen.double(in: 300...900))
    await seededPropertyCheck(count: 200, input: step.array(of: 1...30)) { steps in
      var share = ContentInsetShare()
      var controller = Controller(derived: 0, honoursNegative: false)
      for (derived, height) in steps {
        controller.derived = derived
        for _ in 0..<50 {
          guard
            let value = share.update(
              target: 34, reported: controller.reported, additional: controller.additional,
              viewHeight: height)
          else { break }
          controller.additional = value
        }
        #expect(share.bottom >= -height - ContentInsetShare.tolerance)
        #expect(share.bottom <= height)
      }
    }
  }
}
