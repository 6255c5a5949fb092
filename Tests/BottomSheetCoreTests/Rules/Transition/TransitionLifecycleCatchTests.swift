import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// A touch-down that catches a leaving sheet cancels the host's dismissal as a grab does: once,
/// with every transition ended, without asking the veto again.
@Suite("TransitionLifecycle: a still finger catches a dismissal")
struct TransitionLifecycleCatchTests {
  enum Dismissal: CaseIterable {
    /// The app's own `dismiss(animated:)`, through the host.
    case app
    /// The user's flick, through the veto and the host.
    case user
  }

  @Test(arguments: Dismissal.allCases, [0.04, 0.12, 0.2])
  func aCatchCancelsTheDismissalAndTheLiftKeepsTheSheet(dismissal: Dismissal, delay: Double) {
    var rig = Phone.rig(SheetConfiguration(detents: [.medium, .large]))
    rig.appPresents(animated: false, at: 0)
    switch dismissal {
    case .app: rig.appDismissesThroughHost(animated: true, at: 1)
    case .user: rig.swipe(by: 60, velocity: 1500, at: 1)
    }
    let questions = rig.vetoQuestions
    let touch = 1.05 + delay
    rig.advance(to: touch)
    #expect(rig.lifecycle.hostState == .dismissing)
    rig.touchDown(at: touch)
    #expect(rig.log.labels.last == "dismiss cancelled")
    #expect(rig.lifecycle.hostState == .presented)
    #expect(rig.hostShowsSheet)
    rig.advance(to: touch + 0.5)
    rig.touchLifted(at: touch + 0.5)
    rig.advance(to: touch + 3)
    #expect(rig.engine.presentationState == .presented)
    #expect(rig.engine.phase == .resting)
    #expect(rig.lifecycle.isPresentedForBinding)
    // The lift dismisses nothing, so nothing is asked: the flick's one question stands.
    #expect(rig.vetoQuestions == questions)
    #expect(rig.vetoQuestions == (dismissal == .user ? 1 : 0))
    #expect(rig.lifecycle.transitionsBegun == rig.lifecycle.transitionsEnded)
    #expect(rig.lifecycle.dismissalRequests == (dismissal == .user ? 1 : 0))
    #expect(!rig.notifications.contains { $0.notification == .didDismiss })
    #expect(rig.log.count(of: "user dismissal did end") == 0)
    #expect(rig.log.contractViolations == [])
  }

  @Test("a touch on a resting sheet tells the host nothing")
  func aTouchAtRestChangesNothing() {
    var rig = Phone.rig(SheetConfiguration(detents: [.medium, .large]))
    rig.appPresents(animated: false, at: 0)
    let labels = rig.log.labels
    rig.touchDown(at: 1)
    rig.touchLifted(at: 1.2)
    rig.advance(to: 2)
    #expect(rig.log.labels == labels)
    #expect(rig.engine.phase == .resting)
    #expect(rig.lifecycle.transitionsBegun == rig.lifecycle.transitionsEnded)
  }
}
