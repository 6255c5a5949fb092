import BottomSheetCore
import BottomSheetRules
import Testing

/// A presenter that can never present (UIKit refuses every time) does not retry forever:
/// after ``PresentationBinding/maximumFailedPresentations`` failures in a row the rules give up
/// and set the binding to nil; a sheet shown in between, or a new request, starts the count
/// again.
@Suite("PresentationBinding: refused presentations are retried a few times, not forever")
struct PresentationBindingFailureCapTests {
  /// Asks for sheet 1 and lets UIKit refuse it `count` times, each after its re-check.
  static func refuse(_ count: Int, _ binding: inout PresentationBinding<Int>)
    -> [PresentationBinding<Int>.Command]
  {
    var last: [PresentationBinding<Int>.Command] = []
    for _ in 0..<count {
      last = binding.handle(.presentationFailed(presenter: .ready))
      if binding.isRecheckPending {
        _ = binding.handle(.recheckDue(wanted: 1, presenter: .ready))
      }
    }
    return last
  }

  @Test func theRulesGiveUpAfterTheMaximumAndTellTheBinding() {
    var binding = PresentationBinding<Int>()
    #expect(binding.handle(.stateChanged(wanted: 1, presenter: .ready)) == [.present(1)])
    let maximum = PresentationBinding<Int>.maximumFailedPresentations
    #expect(maximum >= 2)
    // Every failure before the last waits and checks again.
    for attempt in 1..<maximum {
      #expect(
        binding.handle(.presentationFailed(presenter: .ready)) == [.checkAgainLater],
        "attempt \(attempt)")
      #expect(binding.handle(.recheckDue(wanted: 1, presenter: .ready)) == [.present(1)])
    }
    // The last one gives up: the binding is told nothing is shown, and nothing waits.
    #expect(binding.handle(.presentationFailed(presenter: .ready)) == [.setBinding(nil)])
    #expect(binding.state == .idle)
    #expect(!binding.isRecheckPending)
    // Asking again starts afresh.
    #expect(binding.handle(.stateChanged(wanted: 1, presenter: .ready)) == [.present(1)])
    #expect(binding.failedPresentations == 0)
  }

  @Test func aSheetShownInBetweenStartsTheCountAgain() {
    var binding = PresentationBinding<Int>()
    _ = binding.handle(.stateChanged(wanted: 1, presenter: .ready))
    let maximum = PresentationBinding<Int>.maximumFailedPresentations
    _ = Self.refuse(maximum - 1, &binding)
    #expect(binding.state == .shown(1))
    // The sheet went up this time: a re-render finds it shown.
    #expect(binding.handle(.stateChanged(wanted: 1, presenter: .ready)) == [.update])
    #expect(binding.failedPresentations == 0)
    #expect(binding.handle(.presentationFailed(presenter: .ready)) == [.checkAgainLater])
  }
}
