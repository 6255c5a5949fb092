import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

@Suite("PresentationBinding: a sheet in step with a SwiftUI binding")
struct PresentationBindingTests {
  typealias Binding = PresentationBinding<Int>
  typealias State = PresentationBinding<Int>.State
  typealias Event = PresentationBinding<Int>.Event
  typealias Command = PresentationBinding<Int>.Command

  enum Start {
    case idle, waiting, shown, dismissing, replacing
    /// Shown, held by a finger.
    case held
    /// A finger caught sheet 1 as it left because the binding let go (nil), and holds it.
    case caught
    /// A finger caught sheet 1 as it left and let go; its release carries the sheet back.
    case released
  }

  /// A binding brought to `start` for sheet 1 (replacing: leaving for sheet 2).
  static func binding(_ start: Start) -> Binding {
    var binding = Binding()
    switch start {
    case .idle: break
    case .waiting: _ = binding.handle(.stateChanged(wanted: 1, presenter: .notInWindow))
    case .shown: _ = binding.handle(.stateChanged(wanted: 1, presenter: .ready))
    case .dismissing:
      _ = binding.handle(.stateChanged(wanted: 1, presenter: .ready))
      _ = binding.handle(.stateChanged(wanted: nil, presenter: .notInWindow))
    case .replacing:
      _ = binding.handle(.stateChanged(wanted: 1, presenter: .ready))
      _ = binding.handle(.stateChanged(wanted: 2, presenter: .notInWindow))
    case .held:
      _ = binding.handle(.stateChanged(wanted: 1, presenter: .ready))
      _ = binding.handle(.sheetHeld(true))
    case .caught:
      _ = binding.handle(.stateChanged(wanted: 1, presenter: .ready))
      _ = binding.handle(.stateChanged(wanted: nil, presenter: .notInWindow))
      _ = binding.handle(.sheetHeld(true))
      _ = binding.handle(.sheetDidPresent)
    case .released:
      _ = binding.handle(.stateChanged(wanted: 1, presenter: .ready))
      _ = binding.handle(.stateChanged(wanted: nil, presenter: .notInWindow))
      _ = binding.handle(.sheetHeld(true))
      _ = binding.handle(.sheetHeld(false))
    }
    return binding
  }

  @Test func everyStateAnswersEveryKindOfEventAsSwiftUIsSheetDoes() {
    let rows: [(line: UInt, start: Start, event: Event, commands: [Command], state: State)] = [
      (#line, .idle, .stateChanged(wanted: nil, presenter: .ready), [], .idle),
      (#line, .idle, .stateChanged(wanted: 1, presenter: .ready), [.present(1)], .shown(1)),
      // Not in a window yet, or the presenter shows an alert: wait.
      (#line, .idle, .stateChanged(wanted: 1, presenter: .notInWindow), [], .waiting(1)),
      (#line, .idle, .sheetDidPresent, [], .idle),
      (#line, .idle, .sheetDidDismiss(presenter: .ready), [], .idle),
      (#line, .idle, .removed, [], .idle),
      (#line, .waiting, .stateChanged(wanted: 1, presenter: .ready), [.present(1)], .shown(1)),
      (#line, .waiting, .stateChanged(wanted: 3, presenter: .notInWindow), [], .waiting(3)),
      // The presenter shows an alert: keep asking until it is gone.
      (
        #line, .idle, .stateChanged(wanted: 1, presenter: .presentingOther), [.checkAgainLater],
        .waiting(1)
      ),
      (
        #line, .waiting, .stateChanged(wanted: 1, presenter: .presentingOther),
        [.checkAgainLater], .waiting(1)
      ),
      // Let go before it could be shown: nothing was shown, so no onDismiss.
      (#line, .waiting, .stateChanged(wanted: nil, presenter: .ready), [], .idle),
      (#line, .waiting, .sheetDidDismiss(presenter: .ready), [], .waiting(1)),
      (#line, .waiting, .removed, [], .idle),
      // Same identity: the content updates in place.
      (#line, .shown, .stateChanged(wanted: 1, presenter: .notInWindow), [.update], .shown(1)),
      (
        #line, .shown, .stateChanged(wanted: nil, presenter: .notInWindow),
        [.dismiss(animated: true)],
        .dismissing(1, next: nil)
      ),
      // Another identity: out with the old, then in with the new.
      (
        #line, .shown, .stateChanged(wanted: 2, presenter: .notInWindow),
        [.dismiss(animated: true)],
        .dismissing(1, next: 2)
      ),
      (#line, .shown, .sheetDidPresent, [], .shown(1)),
      (
        #line, .shown, .contentRequestedDismissal(sheet: 1),
        [.setBinding(nil), .dismiss(animated: true)],
        .dismissing(1, next: nil)
      ),
      (#line, .idle, .contentRequestedDismissal(sheet: 1), [], .idle),
      (#line, .waiting, .contentRequestedDismissal(sheet: 1), [], .waiting(1)),
      (#line, .dismissing, .contentRequestedDismissal(sheet: 1), [], .dismissing(1, next: nil)),
      // Gone by itself (a swipe, the dimming, dismiss from inside): nil once, then onDismiss.
      (
        #line, .shown, .sheetDidDismiss(presenter: .ready), [.setBinding(nil), .callOnDismiss],
        .idle
      ),
      // The view left: the sheet goes with it and the binding is told (after the update).
      (
        #line, .shown, .removed, [.dismiss(animated: false), .setBinding(nil), .callOnDismiss],
        .idle
      ),
      (
        #line, .dismissing, .stateChanged(wanted: 2, presenter: .notInWindow), [],
        .dismissing(1, next: 2)
      ),
      (
        #line, .dismissing, .stateChanged(wanted: 1, presenter: .notInWindow), [],
        .dismissing(1, next: 1)
      ),
      // The sheet came back with no finger on it (none was seen): the binding's word now.
      (#line, .dismissing, .sheetDidPresent, [.dismiss(animated: true)], .dismissing(1, next: nil)),
      // A finger caught it and lifted; the release settled it back: the binding's word now,
      // not on a later touch.
      (
        #line, .released, .sheetDidPresent, [.dismiss(animated: true)],
        .dismissing(1, next: nil)
      ),
      // A finger took the sheet back: it holds it, and the binding's word waits for the lift.
      (#line, .caught, .sheetHeld(true), [], .shown(1)),
      (#line, .caught, .stateChanged(wanted: nil, presenter: .ready), [], .shown(1)),
      (#line, .caught, .sheetHeld(false), [.dismiss(animated: true)], .dismissing(1, next: nil)),
      // The app asked for the sheet again meanwhile: it stays, and nothing is written.
      (#line, .caught, .stateChanged(wanted: 1, presenter: .ready), [.update], .shown(1)),
      // The user swipes the caught sheet away: the binding already says no sheet.
      (#line, .caught, .sheetDidDismiss(presenter: .ready), [.callOnDismiss], .idle),
      // A finger on a shown sheet: the binding's word waits until it lifts, as a selection does.
      (#line, .held, .stateChanged(wanted: nil, presenter: .ready), [], .shown(1)),
      (#line, .held, .stateChanged(wanted: 2, presenter: .ready), [], .shown(1)),
      (#line, .held, .stateChanged(wanted: 1, presenter: .ready), [.update], .shown(1)),
      (#line, .held, .sheetHeld(false), [], .shown(1)),
      (#line, .shown, .sheetHeld(false), [], .shown(1)),
      (#line, .held, .sheetHeld(true), [], .shown(1)),
      (
        #line, .held, .contentRequestedDismissal(sheet: 1),
        [.setBinding(nil), .dismiss(animated: true)], .dismissing(1, next: nil)
      ),
      // A stale sheet's content (an earlier presentation) has no say.
      (#line, .shown, .contentRequestedDismissal(sheet: 0), [], .shown(1)),
      (#line, .shown, .contentRequestedDismissal(sheet: 2), [], .shown(1)),
      (
        #line, .held, .removed, [.dismiss(animated: false), .setBinding(nil), .callOnDismiss], .idle
      ),
      (#line, .dismissing, .sheetDidDismiss(presenter: .ready), [.callOnDismiss], .idle),
      // The binding let go already: nothing to write.
      (#line, .dismissing, .removed, [.dismiss(animated: false), .callOnDismiss], .idle),
      (
        #line, .replacing, .removed, [.dismiss(animated: false), .setBinding(nil), .callOnDismiss],
        .idle
      ),
      (
        #line, .replacing, .sheetDidDismiss(presenter: .ready), [.callOnDismiss, .present(2)],
        .shown(2)
      ),
      (#line, .replacing, .sheetDidDismiss(presenter: .notInWindow), [.callOnDismiss], .waiting(2)),
      (
        #line, .replacing, .stateChanged(wanted: nil, presenter: .ready), [],
        .dismissing(1, next: nil)
      ),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      var binding = Self.binding(row.start)
      let commands = binding.handle(row.event)
      #expect(commands == row.commands, sourceLocation: location)
      #expect(binding.state == row.state, sourceLocation: location)
    }
  }

  @Test func eachPresentationIsNumberedAndOnlyTheLatestSheetCounts() {
    var binding = Binding()
    #expect(binding.sheetNumber == 0)
    #expect(!binding.isCurrent(sheet: 1))
    _ = binding.handle(.stateChanged(wanted: 1, presenter: .notInWindow))
    #expect(binding.sheetNumber == 0, "waiting presents nothing")
    _ = binding.handle(.stateChanged(wanted: 1, presenter: .ready))
    #expect(binding.sheetNumber == 1)
    #expect(binding.isCurrent(sheet: 1))
    // Another item replaces it: the first sheet's late reports no longer count.
    _ = binding.handle(.stateChanged(wanted: 2, presenter: .ready))
    #expect(binding.handle(.sheetDidDismiss(presenter: .ready)) == [.callOnDismiss, .present(2)])
    #expect(binding.sheetNumber == 2)
    #expect(!binding.isCurrent(sheet: 1))
    #expect(binding.handle(.contentRequestedDismissal(sheet: 1)) == [])
    #expect(
      binding.handle(.contentRequestedDismissal(sheet: 2))
        == [.setBinding(nil), .dismiss(animated: true)])
  }

  @Test func anItemAskedForWhileAFingerHoldsTheSheetReplacesItOnceTheFingerLifts() {
    var binding = Self.binding(.held)
    #expect(binding.handle(.stateChanged(wanted: 2, presenter: .ready)) == [])
    #expect(binding.handle(.stateChanged(wanted: 3, presenter: .ready)) == [])
    #expect(binding.handle(.sheetHeld(false)) == [.dismiss(animated: true)])
    #expect(binding.state == .dismissing(1, next: 3))
    #expect(binding.handle(.sheetDidDismiss(presenter: .ready)) == [.callOnDismiss, .present(3)])
    #expect(!binding.isHeld, "a new sheet starts with no finger on it")
  }

  @Test func theBindingIsWrittenOnlyWhileItStillNamesTheSheetThatLeft() {
    var binding = Self.binding(.shown)
    // The app already asked for another item in the same update the user swiped the sheet away.
    _ = binding.handle(.stateChanged(wanted: 2, presenter: .notInWindow))
    #expect(binding.handle(.sheetDidDismiss(presenter: .ready)) == [.callOnDismiss, .present(2)])
  }

  /// One step of an app, its user and UIKit around one binding-driven sheet.
  typealias Step = (kind: Int, value: Int)

  @Test(
    "random apps, users and hosts: one sheet at a time, one onDismiss each, and the binding agrees with the screen"
  )
  func randomInterleavings() async {
    let steps = zip(Gen.int(in: 0...7), Gen.int(in: 0...3))
    await seededPropertyCheck(count: 300, input: steps.array(of: 1...30)) { (steps: [Step]) in
      var binding = Binding()
      // The host: the sheet on screen and whether UIKit is moving it.
      var onScreen: Int?
      var arriving = false
      var leaving = false
      var appBinding: Int?
      var presents = 0
      var onDismissCalls = 0
      var problem: String?
      func run(_ event: Event) {
        for command in binding.handle(event) {
          switch command {
          case .present(let identity):
            if onScreen != nil { problem = "presented \(identity) over \(onScreen!)" }
            onScreen = identity
            arriving = true
            presents += 1
          case .update:
            if onScreen == nil { problem = "updated a sheet that is not there" }
          case .dismiss:
            if onScreen == nil { problem = "dismissed a sheet that is not there" }
            leaving = onScreen != nil
          case .setBinding(let value):
            appBinding = value
          case .callOnDismiss:
            onDismissCalls += 1
          case .checkAgainLater:
            break
          }
        }
      }
      func render() {
        run(
          .stateChanged(wanted: appBinding, presenter: onScreen == nil ? .ready : .presentingOther))
      }
      for step in steps {
        switch step.kind {
        case 0:  // The app sets the binding (0 means nil).
          appBinding = step.value == 0 ? nil : step.value
          render()
        case 1:  // UIKit finishes the presentation.
          if arriving, !leaving {
            arriving = false
            run(.sheetDidPresent)
          }
        case 2:  // The user swipes the sheet away.
          if onScreen != nil, !leaving {
            onScreen = nil
            arriving = false
            run(.sheetDidDismiss(presenter: .ready))
            render()
          }
        case 3:  // A requested dismissal completes.
          if leaving {
            onScreen = nil
            leaving = false
            arriving = false
            run(.sheetDidDismiss(presenter: .ready))
            render()
          }
        case 4:  // A finger takes back a requested dismissal.
          if leaving {
            leaving = false
            arriving = false
            run(.sheetDidPresent)
            render()
          }
        case 5:  // The content's own dismiss button.
          run(.contentRequestedDismissal(sheet: binding.sheetNumber))
          render()
        case 6:  // The finger that took a dismissal back (if any) lifts.
          run(.sheetHeld(false))
        default:
          render()
        }
      }
      // The finger lifts; let UIKit finish whatever it was doing.
      run(.sheetHeld(false))
      for _ in 0..<4 {
        if leaving {
          onScreen = nil
          leaving = false
          run(.sheetDidDismiss(presenter: .ready))
        }
        arriving = false
        render()
      }
      if onScreen != appBinding {
        problem =
          problem
          ?? "screen \(String(describing: onScreen)), binding \(String(describing: appBinding))"
      }
      let shownNow = onScreen == nil ? 0 : 1
      if onDismissCalls != presents - shownNow {
        problem = problem ?? "\(presents) presented, \(onDismissCalls) onDismiss calls"
      }
      #expect(problem == nil, "\(problem ?? "")")
    }
  }
}
