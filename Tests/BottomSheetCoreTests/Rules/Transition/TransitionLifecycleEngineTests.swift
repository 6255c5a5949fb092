import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// The machine with the real engine and an emulated host, as the adapter wires them.
@Suite("TransitionLifecycle: with the engine and an emulated host")
struct TransitionLifecycleEngineTests {
  /// The first time the sheet's extent reached `extent` (less the arrival tolerance), found by
  /// replaying the same presentation on a bare engine at 120 Hz.
  static func firstArrival(at extent: Double, configuration: SheetConfiguration = .fitting)
    -> Double?
  {
    var engine = Phone.engine(configuration)
    engine.handle(.present(animated: true), at: 0)
    for frame in 1...600 {
      let time = Double(frame) / 120
      if engine.step(to: time).extent >= extent - TransitionLifecycle.arrivalTolerance {
        return time
      }
    }
    return nil
  }

  @Test("an animated presentation finishes when the sheet first reaches its detent")
  func presentFinishesOnArrival() throws {
    var rig = Phone.rig()
    rig.appPresents(animated: true, at: 0)
    #expect(rig.lifecycle.hostState == .presenting)
    rig.advance(to: 2)
    let finished = try #require(rig.log.firstTime(of: "present finished"))
    let arrival = try #require(Self.firstArrival(at: 334))
    #expect(abs(finished - arrival) < 1e-9)
    let didPresent = try #require(rig.notifications.first { $0.notification == .didPresent })
    // The spring's tail (about half a second) no longer holds the host's transition open.
    #expect(didPresent.time - finished > 0.3)
    #expect(rig.log.count(of: "present finished") == 1)
    #expect(rig.log.contractViolations == [])
  }

  @Test("the app can dismiss as soon as the presentation finished, before the spring settles")
  func dismissRightAfterArrival() throws {
    var rig = Phone.rig()
    rig.appPresents(animated: true, at: 0)
    let arrival = try #require(Self.firstArrival(at: 334))
    rig.advance(to: arrival)
    #expect(rig.engine.phase == .presenting)  // still springing
    rig.appDismissesThroughHost(animated: true, at: arrival + 0.001)
    #expect(rig.log.count(of: "dismiss refused") == 0)
    rig.advance(to: arrival + 2)
    #expect(rig.log.labels.suffix(2) == ["dismiss begins", "dismiss finished"])
    #expect(rig.engine.presentationState == .dismissed)
    #expect(!rig.hostShowsSheet)
  }

  @Test("non-animated presentation and dismissal finish in the same turn")
  func nonAnimatedFinishAtOnce() {
    var rig = Phone.rig()
    rig.appPresents(animated: false, at: 0)
    #expect(rig.log.labels == ["present begins", "present finished"])
    #expect(rig.engine.presentationState == .presented)
    rig.appDismissesThroughHost(animated: false, at: 0.5)
    #expect(Array(rig.log.labels.suffix(3)) == ["dismiss", "dismiss begins", "dismiss finished"])
    #expect(rig.engine.presentationState == .dismissed)
    #expect(rig.notifications.map(\.notification).suffix(2) == [.willDismiss, .didDismiss])
  }

  @Test("a grab during the dismissal cancels the host's dismissal and the sheet stays")
  func grabCancelsDismissal() {
    var rig = Phone.rig()
    rig.appPresents(animated: false, at: 0)
    rig.appDismissesThroughHost(animated: true, at: 1)
    rig.advance(to: 1.08)
    #expect(rig.lifecycle.hostState == .dismissing)
    rig.fingerDown(at: 1.085)
    #expect(rig.log.labels.last == "dismiss cancelled")
    #expect(rig.lifecycle.hostState == .presented)
    #expect(rig.hostShowsSheet)
    rig.fingerMoved(translation: -20, at: 1.1)
    rig.fingerUp(velocity: -300, at: 1.12)
    rig.advance(to: 3)
    #expect(rig.engine.presentationState == .presented)
    #expect(rig.lifecycle.isPresentedForBinding)
    #expect(!rig.notifications.contains { $0.notification == .didDismiss })
    #expect(rig.log.contractViolations == [])
  }

  @Test("a user's flick becomes one host dismissal that finishes when out of sight")
  func userDismissal() throws {
    var rig = Phone.rig()
    rig.appPresents(animated: false, at: 0)
    rig.swipe(by: 60, velocity: 2400, at: 1)
    #expect(rig.vetoQuestions == 1)
    #expect(rig.lifecycle.dismissalRequests == 1)
    #expect(!rig.lifecycle.isPresentedForBinding)
    rig.advance(to: 3)
    #expect(
      Array(rig.log.labels.suffix(5)) == [
        "dismissal requested", "dismiss begins", "user dismissal will begin", "dismiss finished",
        "user dismissal did end",
      ])
    let finished = try #require(rig.log.firstTime(of: "dismiss finished"))
    let didDismiss = try #require(rig.notifications.first { $0.notification == .didDismiss })
    #expect(didDismiss.time == finished)
    #expect(rig.lifecycle.hostState == .notPresented)
  }

  @Test("a refused user dismissal asks once, reports one attempt and asks nothing of the host")
  func vetoedDismissalRoutes() {
    let attempts: [(line: UInt, name: String, act: (inout ModalPresentationRig) -> Void)] = [
      (
        #line, "flick",
        { rig in
          rig.swipe(by: 60, velocity: 2400, at: 1)
        }
      ),
      (#line, "tap", { rig in rig.input(.tapOnDimming, at: 1) }),
      (#line, "escape", { rig in rig.input(.accessibilityEscape, at: 1) }),
    ]
    for attempt in attempts {
      var rig = Phone.rig()
      rig.allowsUserDismissal = false
      rig.appPresents(animated: false, at: 0)
      attempt.act(&rig)
      rig.advance(to: 2)
      let location = rowLocation(attempt.line)
      #expect(rig.vetoQuestions == 1, "\(attempt.name)", sourceLocation: location)
      #expect(
        rig.notifications.filter { $0.notification == .didAttemptToDismiss }.count == 1,
        sourceLocation: location)
      #expect(rig.lifecycle.dismissalRequests == 0, sourceLocation: location)
      #expect(rig.engine.presentationState == .presented, sourceLocation: location)
    }
  }

  @Test("a release onto a detent and a programmatic dismissal never ask the veto")
  func noQuestionWithoutUserDismissal() {
    var rig = Phone.rig()
    rig.allowsUserDismissal = false
    rig.appPresents(animated: false, at: 0)
    rig.fingerDown(at: 1)
    rig.fingerMoved(translation: -100, at: 1.1)
    rig.fingerUp(velocity: -200, at: 1.2)
    rig.advance(to: 2)
    rig.appDismissesSheet(animated: true, at: 2)
    rig.advance(to: 4)
    #expect(rig.vetoQuestions == 0)
    #expect(rig.engine.presentationState == .dismissed)
    #expect(rig.log.count(of: "user dismissal will begin") == 0)
  }

  @Test("a dismissal asked for while a finger holds the sheet ends the drag")
  func dismissWhileHeld() {
    for throughHost in [true, false] {
      var rig = Phone.rig()
      rig.appPresents(animated: false, at: 0)
      rig.fingerDown(at: 1)
      rig.fingerMoved(translation: -40, at: 1.05)
      if throughHost {
        rig.appDismissesThroughHost(animated: true, at: 1.06)
      } else {
        rig.appDismissesSheet(animated: true, at: 1.06)
      }
      #expect(rig.dragsEnded == 1)
      #expect(rig.engine.phase == .dismissing)
      // The recogniser's late events no longer move the sheet.
      rig.fingerMoved(translation: -80, at: 1.07)
      #expect(rig.engine.phase == .dismissing)
      rig.advance(to: 3)
      #expect(rig.engine.presentationState == .dismissed)
      #expect(rig.lifecycle.hostState == .notPresented)
      #expect(rig.vetoQuestions == 0)
    }
  }

  @Test("a presentation abandoned by a drag back down is cancelled once out of sight")
  func abandonedPresentation() {
    var rig = Phone.rig()
    rig.appPresents(animated: true, at: 0)
    rig.advance(to: 0.05)
    rig.swipe(by: 20, velocity: 1500, at: 0.05)
    #expect(rig.lifecycle.hostState == .presenting)
    rig.advance(to: 2)
    #expect(rig.log.labels.last == "present cancelled")
    #expect(!rig.hostShowsSheet)
    #expect(rig.engine.presentationState == .dismissed)
    #expect(rig.lifecycle.transitionsBegun == rig.lifecycle.transitionsEnded)
  }

  @Test("the app's dismissal during the presentation cancels it")
  func dismissDuringPresentation() {
    var rig = Phone.rig()
    rig.appPresents(animated: true, at: 0)
    rig.advance(to: 0.05)
    rig.appDismissesSheet(animated: true, at: 0.05)
    rig.advance(to: 2)
    #expect(rig.log.labels == ["present begins", "present cancelled"])
    #expect(rig.notifications.map(\.notification) == [.willPresent, .willDismiss, .didDismiss])
  }

  @Test("the app's dismissal of a sheet grabbed mid-dismissal takes it out from the finger")
  func dismissGrabbedDismissal() {
    var rig = Phone.rig()
    rig.appPresents(animated: false, at: 0)
    rig.input(.tapOnDimming, at: 1)
    rig.advance(to: 1.05)
    rig.fingerDown(at: 1.05)
    #expect(rig.lifecycle.hostState == .presented)
    rig.appDismissesThroughHost(animated: true, at: 1.1)
    #expect(rig.engine.phase == .dismissing)
    #expect(rig.dragsEnded == 1)
    rig.advance(to: 3)
    #expect(rig.engine.presentationState == .dismissed)
    #expect(!rig.hostShowsSheet)
  }

  @Test("a user dismissal the host refuses brings the sheet back instead of hiding it")
  func refusedDismissal() {
    var rig = Phone.rig()
    rig.appPresents(animated: false, at: 0)
    rig.refusesDismissals = true  // e.g. UIKit is busy with another presentation
    rig.input(.tapOnDimming, at: 1)
    #expect(rig.log.labels.suffix(2) == ["dismissal requested", "dismiss refused"])
    #expect(rig.lifecycle.hostState == .presented)
    rig.advance(to: 3)
    #expect(rig.engine.presentationState == .presented)
    #expect(rig.hostShowsSheet)
    #expect(rig.lifecycle.isPresentedForBinding)
    #expect(rig.lifecycle.dismissalRequests == 1)
  }
}
