import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// When the adapter lets go of a modal sheet (``TransitionLifecycle.Command/releaseSheet``): once the host's
/// transition ended with the sheet gone and the engine hid it; never while it may come back.
@Suite("TransitionLifecycle: releasing the sheet")
struct TransitionLifecycleReleaseTests {
  typealias Table = TransitionLifecycleTableTests
  typealias Row = Table.Row<SheetRetention>

  // UIKit calls `…TransitionDidEnd` from inside the `completeTransition` the machine asked for,
  // so these setups end with the machine closed and the host's end still to come.
  static let appDismissalFinished = Table.dismissingApp + [Table.outOfSight]
  static let userDismissalFinished = Table.dismissingUser + [Table.outOfSight]
  static let presentationCancelled = Table.presentingWithContext + [Table.outOfSight]
  static let released =
    appDismissalFinished + [.hostTransitionDidEnd(completed: true), Table.hidden]

  static let rows: [Row] = [
    // Nothing is held before the host presents; everything from its presentation on.
    (#line, [], .hostTransitionDidEnd(completed: true), [], .idle),
    (#line, [], Table.hidden, [], .idle),
    (#line, [], .hostWillPresent(animated: true), [.presentSheet(animated: true)], .held),
    (#line, Table.presentingWithContext, .hostTransitionDidEnd(completed: true), [], .held),
    (#line, Table.presentedResting, .hostTransitionDidEnd(completed: true), [], .held),
    (#line, Table.requested, Table.hidden, [], .held),
    // A finished dismissal: the host's end, then the engine hidden (didDismiss posted first).
    (#line, appDismissalFinished, .hostTransitionDidEnd(completed: true), [], .releasing),
    (
      #line, appDismissalFinished + [.hostTransitionDidEnd(completed: true)], Table.hidden,
      [.releaseSheet], .released
    ),
    (
      #line, userDismissalFinished, .hostTransitionDidEnd(completed: true), [], .releasing
    ),
    // The engine already hidden when the host's end arrives: released with it.
    (
      #line, Table.dismissingUser + [Table.hidden], .hostTransitionDidEnd(completed: true),
      [.releaseSheet], .released
    ),
    // Hidden before the host ended its dismissal: still held, the transition is open.
    (
      #line, Table.dismissingUser, Table.hidden, [.finishTransition, .userDismissalDidEnd],
      .held
    ),
    // The host ended the dismissal on its own: released once the hiding it asks for is done.
    (
      #line, Table.dismissingUser, .hostTransitionDidEnd(completed: true),
      [.dismissSheet(animated: false), .userDismissalDidEnd], .releasing
    ),
    (
      #line, Table.dismissingUser + [.hostTransitionDidEnd(completed: true)], Table.hidden,
      [.releaseSheet], .released
    ),
    // A dismissal the finger cancelled keeps everything.
    (
      #line, Table.dismissingUser + [Table.leavingHeld], .hostTransitionDidEnd(completed: false),
      [], .held
    ),
    (
      #line, Table.dismissingUser + [Table.comingBack], .hostTransitionDidEnd(completed: false),
      [], .held
    ),
    // A cancelled presentation lets go too.
    (#line, presentationCancelled, .hostTransitionDidEnd(completed: false), [], .releasing),
    (
      #line, presentationCancelled + [.hostTransitionDidEnd(completed: false)], Table.hidden,
      [.releaseSheet], .released
    ),
    (
      #line, Table.presentingWithContext, .hostTransitionDidEnd(completed: false),
      [.dismissSheet(animated: false)], .releasing
    ),
    // Once only; a new presentation holds again.
    (#line, released, Table.hidden, [], .released),
    (#line, released, .hostTransitionDidEnd(completed: true), [], .released),
    (#line, released, .hostTransitionDidEnd(completed: false), [], .released),
    (#line, released, .hostWillPresent(animated: false), [.presentSheet(animated: false)], .held),
  ]

  @Test("each row's event gives the row's commands and retention")
  func table() {
    Table.expectRows(Self.rows, \.retention)
  }

  // MARK: - With the engine

  @Test("a flick down releases the sheet once, right after didDismiss")
  func userDismissalReleasesOnce() {
    var rig = Phone.rig()
    rig.appPresents(animated: true, at: 0)
    rig.advance(to: 1)
    rig.swipe(by: 60, velocity: 2500, at: 1)
    rig.advance(to: 3)
    #expect(rig.releases == 1)
    #expect(rig.didDismissPrecededRelease)
    #expect(rig.lifecycle.retention == .released)
    #expect(rig.log.contractViolations == [])
  }

  @Test("the app's dismissal releases once, animated or not")
  func appDismissalReleasesOnce() {
    for animated in [true, false] {
      var rig = Phone.rig()
      rig.appPresents(animated: animated, at: 0)
      rig.advance(to: 1)
      rig.appDismissesThroughHost(animated: animated, at: 1)
      rig.advance(to: 3)
      #expect(rig.releases == 1)
      #expect(rig.didDismissPrecededRelease)
      #expect(rig.log.contractViolations == [])
    }
  }

  @Test("a dismissal grabbed by the finger releases nothing")
  func grabbedDismissalKeepsEverything() {
    var rig = Phone.rig()
    rig.appPresents(animated: false, at: 0)
    rig.input(.tapOnDimming, at: 1)
    rig.advance(to: 1.03)
    rig.fingerDown(at: 1.03)
    rig.fingerMoved(translation: -40, at: 1.08)
    rig.fingerUp(velocity: -800, at: 1.1)
    rig.advance(to: 3)
    #expect(rig.log.labels.contains("dismiss cancelled"))
    #expect(rig.hostShowsSheet)
    #expect(rig.releases == 0)
    #expect(rig.lifecycle.retention == .held)
  }

  @Test("a vetoed swipe releases nothing; the later dismissal does")
  func vetoedSwipeKeepsEverything() {
    var rig = Phone.rig()
    rig.appPresents(animated: false, at: 0)
    rig.allowsUserDismissal = false
    rig.swipe(by: 120, velocity: 2500, at: 1)
    rig.advance(to: 2)
    #expect(rig.vetoQuestions == 1)
    #expect(rig.releases == 0)
    rig.appDismissesThroughHost(animated: true, at: 2)
    rig.advance(to: 4)
    #expect(rig.releases == 1)
  }

  @Test("a cancelled presentation releases once, and each new presentation again")
  func cancelledPresentationReleases() {
    var rig = Phone.rig()
    rig.appPresents(animated: true, at: 0)
    rig.advance(to: 0.05)
    rig.appDismissesSheet(animated: true, at: 0.05)
    rig.advance(to: 2)
    #expect(rig.log.labels.last == "present cancelled")
    #expect(rig.releases == 1)
    rig.appPresents(animated: true, at: 2)
    rig.advance(to: 3)
    #expect(rig.lifecycle.retention == .held)
    rig.input(.accessibilityEscape, at: 3)
    rig.advance(to: 5)
    #expect(rig.releases == 2)
    #expect(rig.log.contractViolations == [])
  }
}
