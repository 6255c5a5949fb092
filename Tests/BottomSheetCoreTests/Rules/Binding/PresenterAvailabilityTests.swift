import BottomSheetCore
import BottomSheetRules
import Testing

/// What a presenter's UIKit facts mean for a binding-driven sheet (``PresenterAvailability``),
/// and a sheet asked for inside a presentation that is still under way: it waits, however long
/// the presentation takes, and goes up when it ends.
@Suite("PresenterAvailability: a presenter inside a transition waits")
struct PresenterAvailabilityTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var line: UInt
    var isInWindow: Bool
    var presentsSomething: Bool
    var isInTransition: Bool
    var expected: PresenterAvailability
    var testDescription: String { "line \(line)" }
  }

  static let rows: [Row] = [
    Row(
      line: #line, isInWindow: true, presentsSomething: false, isInTransition: false,
      expected: .ready),
    Row(
      line: #line, isInWindow: true, presentsSomething: true, isInTransition: false,
      expected: .presentingOther),
    Row(
      line: #line, isInWindow: true, presentsSomething: false, isInTransition: true,
      expected: .presentingOther),
    Row(
      line: #line, isInWindow: true, presentsSomething: true, isInTransition: true,
      expected: .presentingOther),
    // Out of a window nothing else matters: the presenter's appearance reports again.
    Row(
      line: #line, isInWindow: false, presentsSomething: false, isInTransition: false,
      expected: .notInWindow),
    Row(
      line: #line, isInWindow: false, presentsSomething: true, isInTransition: true,
      expected: .notInWindow),
  ]

  @Test("facts to availability", arguments: rows)
  func availability(_ row: Row) {
    let availability = PresenterAvailability(
      isInWindow: row.isInWindow, presentsSomething: row.presentsSomething,
      isInTransition: row.isInTransition)
    #expect(
      availability == row.expected,
      sourceLocation: SourceLocation(
        fileID: #fileID, filePath: #filePath, line: Int(row.line), column: 1))
  }

  /// An inner sheet asked for as the outer sheet's content appears: the outer presentation
  /// takes `checks` re-checks (10 per second), far more than the failure cap, and the binding is
  /// never given up; the sheet goes up at the first check after the transition.
  @Test("waits through a presentation of any length", arguments: [1, 3, 5, 40])
  func waitsThroughATransition(checks: Int) {
    var binding = PresentationBinding<Int>()
    let busy = PresenterAvailability(
      isInWindow: true, presentsSomething: false, isInTransition: true)
    #expect(binding.handle(.stateChanged(wanted: 1, presenter: busy)) == [.checkAgainLater])
    for check in 1..<checks {
      #expect(
        binding.handle(.recheckDue(wanted: 1, presenter: busy)) == [.checkAgainLater],
        "check \(check)")
    }
    #expect(binding.failedPresentations == 0)
    #expect(binding.wanted == 1)
    let free = PresenterAvailability(
      isInWindow: true, presentsSomething: false, isInTransition: false)
    #expect(binding.handle(.recheckDue(wanted: 1, presenter: free)) == [.present(1)])
    #expect(binding.state == .shown(1))
  }
}
