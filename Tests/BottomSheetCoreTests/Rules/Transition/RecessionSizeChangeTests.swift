import BottomSheetCore
import BottomSheetRules
import Testing

/// How a receding presenter is carried through a rotation (``RecessionSizeChange``): held where
/// it was, animated with the rotation to the recession for the new size (from rest too), applied
/// to the model again at the end.
@Suite("Receding presenter through a size change")
struct RecessionSizeChangeTests {
  typealias Event = RecessionSizeChange.Event
  typealias Command = RecessionSizeChange.Command

  /// Portrait at `.large` on a phone: fully receded.
  static let portrait = PresenterRecession(
    progress: 1, scale: 0.92, cornerRadius: 10, dimmingAlpha: 0.15, verticalOffset: 20)
  /// The same sheet in another portrait size: receded differently.
  static let otherPortrait = PresenterRecession(
    progress: 1, scale: 0.92, cornerRadius: 10, dimmingAlpha: 0.15, verticalOffset: 12)
  static let rest = PresenterRecession.none

  @Test func eachSequenceAnswersAsTheRuleSays() {
    let rows: [(line: UInt, events: [Event], commands: [Command?])] = [
      // Receded before and after (a size change that keeps a compact width).
      (
        #line,
        [.began(onScreen: Self.portrait), .answered(Self.otherPortrait), .animate, .ended],
        [
          .hold(Self.portrait), nil, .animate(from: Self.portrait, to: Self.otherPortrait),
          .applyLatest,
        ]
      ),
      // Portrait to landscape: receded to rest, animated back with the rotation.
      (
        #line,
        [.began(onScreen: Self.portrait), .answered(Self.rest), .animate, .ended],
        [.hold(Self.portrait), nil, .animate(from: Self.portrait, to: Self.rest), .applyLatest]
      ),
      // Landscape to portrait: at rest at the start, receding along with the rotation.
      (
        #line,
        [.began(onScreen: Self.rest), .answered(Self.portrait), .animate, .ended],
        [nil, nil, .animate(from: Self.rest, to: Self.portrait), .applyLatest]
      ),
      // At rest throughout: nothing to hold or animate.
      (
        #line,
        [.began(onScreen: Self.rest), .answered(Self.rest), .animate, .ended],
        [nil, nil, nil, .applyLatest]
      ),
      // A second began inside a change is the same change.
      (
        #line,
        [.began(onScreen: Self.portrait), .began(onScreen: Self.rest), .animate, .ended],
        [.hold(Self.portrait), nil, .animate(from: Self.portrait, to: Self.portrait), .applyLatest]
      ),
      // Released mid-change: nothing left to animate; the change still ends once.
      (
        #line,
        [.began(onScreen: Self.portrait), .released, .animate, .ended, .ended],
        [.hold(Self.portrait), nil, nil, .applyLatest, nil]
      ),
      // Outside a change: answers are the model's, and there is nothing to animate or end.
      (
        #line,
        [.answered(Self.portrait), .animate, .ended],
        [nil, nil, nil]
      ),
    ]
    for row in rows {
      var rule = RecessionSizeChange()
      let commands = row.events.map { rule.handle($0) }
      #expect(commands == row.commands, sourceLocation: rowLocation(row.line))
      #expect(!rule.isChanging, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func duringAChangeTheModelIsLeftAloneAndTheLatestAnswerIsKept() {
    var rule = RecessionSizeChange()
    _ = rule.handle(.began(onScreen: Self.rest))
    #expect(rule.isChanging)
    _ = rule.handle(.answered(Self.otherPortrait))
    _ = rule.handle(.answered(Self.portrait))
    #expect(rule.latest == Self.portrait)
    #expect(rule.handle(.ended) == .applyLatest)
    #expect(!rule.isChanging)
  }
}
