import BottomSheetCore
import PropertyBased
import Testing

/// The rule (``ContentInsetShare``): the sheet's share of the content controller's additional
/// bottom inset makes the content report the core's inset, whatever UIKit derives from where
/// the sheet hangs, in at most two steps, and gives the app's own inset back whole.
@Suite("Content inset share: the content keeps the core's bottom inset while the sheet moves")
struct ContentInsetShareTests {
  /// A stand-in for UIKit's arithmetic: the controller reports its derived inset plus its
  /// additional inset, never below 0. `honoursNegative: false` models a system that ignores a
  /// negative additional inset (to show the share stays bounded there).
  struct Controller {
    var derived: Double
    var additional: Double
    var honoursNegative = true
    var reported: Double {
      max(0, derived + (honoursNegative ? additional : max(additional, 0)))
    }
  }

  @Test("each report gives the right change, from the rules in order")
  func table() {
    let rows:
      [(
        line: UInt, share: Double, target: Double, reported: Double, height: Double,
        change: Double, after: Double
      )] = [
        // At rest on the screen edge: UIKit derives the home indicator's 34, as the core does.
        (#line, 0, 34, 34, 600, 0, 0),
        // Hanging 200 below the edge after a grab: UIKit says 234, the share takes 200 off.
        (#line, 0, 34, 234, 600, -200, -200),
        // The share is applied: the report is the target, nothing more.
        (#line, -200, 34, 34, 600, 0, -200),
        // The sheet settles (no hang): UIKit's part is 34 again, reported 34 − 200 → 0, clamped.
        // Rule 3: back to 0 first…
        (#line, -200, 34, 0, 600, 200, 0),
        // …and then exact.
        (#line, 0, 34, 34, 600, 0, 0),
        // Resting on the keyboard: the core wants none; UIKit derives none.
        (#line, 0, 0, 0, 600, 0, 0),
        // A clamped 0 that is the target is final (no endless back-and-forth).
        (#line, -120, 0, 0, 600, 0, -120),
        // UIKit derives less than the target (content clear of the home indicator): add it.
        (#line, 0, 34, 0, 600, 34, 34),
        // A negative target counts as 0.
        (#line, 0, -5, 10, 600, -10, -10),
        // Held within the view's height either way.
        (#line, 0, 0, 900, 600, -600, -600),
        (#line, 0, 900, 0, 600, 600, 600),
        // Not a number, or not finite: nothing changes.
        (#line, -50, .nan, 34, 600, 0, -50),
        (#line, -50, 34, .infinity, 600, 0, -50),
        (#line, 0, 34, 234, .nan, 0, 0),
        // Within the tolerance: nothing.
        (#line, 0, 34, 34.0005, 600, 0, 0),
      ]
    for row in rows {
      var share = ContentInsetShare()
      if row.share != 0 {
        // Reach the row's starting share through the public rule: a controller whose derived
        // part is 0 asked for a target equal to the share (or its clamped report) gets exactly it.
        _ = share.update(target: max(row.share, 0), reported: 0, viewHeight: 10_000)
        if row.share < 0 {
          _ = share.update(target: 0, reported: -row.share, viewHeight: 10_000)
        }
      }
      #expect(share.bottom == row.share, "setup", sourceLocation: rowLocation(row.line))
      let change = share.update(target: row.target, reported: row.reported, viewHeight: row.height)
      #expect(change == row.change, sourceLocation: rowLocation(row.line))
      #expect(share.bottom == row.after, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("release gives back exactly what was added")
  func release() {
    var share = ContentInsetShare()
    var additional = 12.0  // the app's own
    additional += share.update(target: 34, reported: 12 + 190, viewHeight: 700)
    #expect(additional == 12 + 34 - 202)
    additional += share.release()
    #expect(additional == 12)
    #expect(share.bottom == 0)
    #expect(share.release() == 0)
  }

  @Test func theContentReportsTheTargetWithinTwoChangesWhateverUIKitDerives() async {
    // Each step: a derived inset (the sheet at some hang), a target, the app's own additional
    // inset (it may change it between steps), and the content view's height.
    let step = zip(
      Gen.double(in: 0...700), Gen.double(in: 0...60), Gen.double(in: 0...40),
      Gen.double(in: 300...900))
    await seededPropertyCheck(count: 300, input: step.array(of: 1...12)) { steps in
      var share = ContentInsetShare()
      var controller = Controller(derived: 0, additional: 0)
      var appOwn = 0.0
      for (derived, target, own, height) in steps {
        controller.derived = derived
        controller.additional += own - appOwn
        appOwn = own
        var changes = 0
        while true {
          let change = share.update(
            target: target, reported: controller.reported, viewHeight: height)
          #expect(change.isFinite)
          if change == 0 { break }
          controller.additional += change
          changes += 1
          if changes > 2 { break }
        }
        #expect(changes <= 2)
        // Reachable whenever the needed share is within the view's height.
        if abs(target - derived - own) <= height {
          #expect(abs(controller.reported - target) <= ContentInsetShare.tolerance)
        }
        #expect(abs(share.bottom) <= height)
        #expect(abs(controller.additional - appOwn - share.bottom) < 1e-9)
      }
      controller.additional += share.release()
      #expect(abs(controller.additional - appOwn) < 1e-9)
    }
  }

  @Test func aSystemThatIgnoresTheShareNeverPushesItBeyondTheViewHeight() async {
    let step = zip(Gen.double(in: 40...700), Gen.double(in: 300...900))
    await seededPropertyCheck(count: 200, input: step.array(of: 1...30)) { steps in
      var share = ContentInsetShare()
      var controller = Controller(derived: 0, additional: 0, honoursNegative: false)
      for (derived, height) in steps {
        controller.derived = derived
        for _ in 0..<50 {
          let change = share.update(target: 34, reported: controller.reported, viewHeight: height)
          controller.additional += change
          if change == 0 { break }
        }
        #expect(share.bottom >= -height - ContentInsetShare.tolerance)
        #expect(share.bottom <= height)
      }
    }
  }
}
