import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// The binding rules (``PresentationBinding``) run inside a model of the SwiftUI wrapper and
/// UIKit: random binding writes, re-renders, presentations that cannot happen, alerts that block
/// the presenter and go away unannounced, the user's swipes and UIKit's callbacks. Whenever UIKit
/// is idle and no finger holds the sheet the binding says what is on screen (while a finger
/// holds it, the binding's word waits), at most one re-check timer is ever pending, and
/// once the alerts are gone every sheet the binding wants is shown.
@Suite("PresentationBinding: in a model of the wrapper and UIKit")
struct PresentationBindingHostPropertyTests {
  typealias Event = PresentationBinding<Int>.Event

  /// The wrapper carrying the rules out against a model of UIKit.
  struct Host {
    var rules = PresentationBinding<Int>()
    /// The app's binding (nil: no sheet).
    var binding: Int?
    /// The sheet UIKit shows, and whether it is arriving or leaving.
    var onScreen: Int?
    var arriving = false
    var leaving = false
    /// Whether a finger holds the sheet on screen.
    var held = false
    /// An alert the presenter shows: nothing else can be presented meanwhile.
    var blocked = false
    /// How many coming presentations find nothing to present.
    var refusals = 0
    var timers = 0
    var presents = 0
    var onDismissCalls = 0
    var problem: String?

    var presenter: PresenterAvailability {
      blocked || onScreen != nil ? .presentingOther : .ready
    }

    var isIdle: Bool { !arriving && !leaving && !blocked && !held && timers == 0 }

    mutating func send(_ event: Event) {
      var failures: [Event] = []
      for command in rules.handle(event) {
        switch command {
        case .present(let identity):
          if refusals > 0 || blocked || onScreen != nil {
            refusals = max(refusals - 1, 0)
            failures.append(.presentationFailed(presenter: presenter))
          } else {
            onScreen = identity
            arriving = true
            presents += 1
          }
        case .update:
          if onScreen == nil { problem = problem ?? "updated a sheet that is not there" }
        case .dismiss:
          if onScreen == nil {
            failures.append(.nothingToDismiss(presenter: presenter))
          } else {
            if held { problem = problem ?? "dismissed a sheet a finger holds" }
            leaving = true
          }
        case .setBinding(let value):
          binding = value
        case .callOnDismiss:
          onDismissCalls += 1
        case .checkAgainLater:
          timers += 1
          if timers > 1 { problem = problem ?? "\(timers) re-check timers pending" }
        }
      }
      for failure in failures { send(failure) }
    }

    /// The finger lifts, if one holds the sheet.
    mutating func lift() {
      guard held else { return }
      held = false
      send(.sheetHeld(false))
    }

    mutating func render() {
      send(.stateChanged(wanted: binding, presenter: presenter))
    }

    mutating func fireTimer() {
      guard timers > 0 else { return }
      timers -= 1
      send(.recheckDue(wanted: binding, presenter: presenter))
    }

    mutating func finishTransition() {
      if leaving {
        onScreen = nil
        leaving = false
        arriving = false
        held = false
        send(.sheetDidDismiss(presenter: presenter))
        render()
      } else if arriving {
        arriving = false
        send(.sheetDidPresent)
      }
    }
  }

  /// One step: what happens, and a value for the binding (0: nil).
  typealias Step = (kind: Int, value: Int)

  @Test func theBindingAgreesWithTheScreenOneTimerAtMostAndEveryWantedSheetIsShown() async {
    let steps = zip(Gen.int(in: 0...12), Gen.int(in: 0...3))
    await seededPropertyCheck(count: 500, input: steps.array(of: 1...40)) {
      (steps: [Step]) in
      var host = Host()
      for step in steps {
        switch step.kind {
        case 0:  // The app writes the binding; SwiftUI renders.
          host.binding = step.value == 0 ? nil : step.value
          host.render()
        case 1:  // UIKit finishes a transition.
          host.finishTransition()
        case 2:  // The user swipes the sheet away.
          if host.onScreen != nil, !host.leaving {
            host.onScreen = nil
            host.arriving = false
            host.held = false
            host.send(.sheetDidDismiss(presenter: host.presenter))
            host.render()
          }
        case 3:  // A finger takes back a requested dismissal; it holds on, or its release
          // settles the sheet back before UIKit reports it.
          if host.leaving {
            host.leaving = false
            host.arriving = false
            host.held = true
            host.send(.sheetHeld(true))
            if step.value % 2 == 1 { host.lift() }
            host.send(.sheetDidPresent)
            host.render()
          }
        case 4:  // The content's own dismiss action: the current sheet's, or a stale one's.
          guard !host.held else { break }
          host.send(.contentRequestedDismissal(sheet: host.rules.sheetNumber - step.value % 2))
          host.render()
        case 10:  // A finger grabs the sheet on screen.
          if host.onScreen != nil, !host.leaving, !host.held {
            host.held = true
            host.send(.sheetHeld(true))
          }
        case 11:  // The finger lifts.
          host.lift()
        case 5:  // An alert goes up over the presenter, which renders.
          if host.onScreen == nil {
            host.blocked = true
            host.render()
          }
        case 6:  // The alert goes, and UIKit tells nobody.
          host.blocked = false
        case 7:  // A re-check timer fires.
          host.fireTimer()
        case 8:  // The next presentation finds nothing to present.
          host.refusals += 1
        default:  // Another update of the view, nothing changed.
          host.render()
        }
        if host.isIdle, host.onScreen != host.binding {
          host.problem =
            host.problem
            ?? "idle: screen \(String(describing: host.onScreen)), "
            + "binding \(String(describing: host.binding))"
        }
        if host.problem != nil { break }
      }
      // The alerts go and UIKit finishes what it does: every wanted sheet ends up shown.
      host.blocked = false
      host.refusals = 0
      host.lift()
      for _ in 0..<6 {
        host.finishTransition()
        host.fireTimer()
        host.render()
      }
      host.finishTransition()
      if host.problem == nil, host.onScreen != host.binding || !host.isIdle {
        host.problem =
          "settled: screen \(String(describing: host.onScreen)), binding "
          + "\(String(describing: host.binding)), state \(host.rules.state), "
          + "\(host.timers) timers"
      }
      let shownNow = host.onScreen == nil ? 0 : 1
      if host.problem == nil, host.onDismissCalls != host.presents - shownNow {
        host.problem = "\(host.presents) presented, \(host.onDismissCalls) onDismiss calls"
      }
      #expect(host.problem == nil, "\(host.problem ?? "")")
    }
  }
}
