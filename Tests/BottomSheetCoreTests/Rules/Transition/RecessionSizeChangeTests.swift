import BottomSheetCore
import BottomSheetRules
import Testing

/// How a receding presenter is carried through a rotation (``RecessionSizeChange``): held where
/// it was, animated with the rotation to the recession of the sheet resting in the new
/// container (from rest too), and handed back to the model at the end without stepping back.
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

  /// A recession part of the way, `progress` 0…1, on the amounts' linear scale.
  static func partial(_ progress: Double) -> PresenterRecession {
    PresenterRecession(
      progress: progress, scale: 1 - 0.08 * progress, cornerRadius: 10 * progress,
      dimmingAlpha: 0.15 * progress, verticalOffset: 20 * progress)
  }

  /// The core's answer for a moving sheet.
  static func moving(_ recession: PresenterRecession) -> Event {
    .answered(recession, settled: false)
  }

  @Test func eachSequenceAnswersAsTheRuleSays() {
    let rows: [(line: UInt, events: [Event], commands: [Command?])] = [
      // Receded before and after (a size change that keeps a compact width).
      (
        #line,
        [
          .began(onScreen: Self.portrait), Self.moving(Self.portrait),
          .animate(toward: Self.otherPortrait), .ended,
          .answered(Self.otherPortrait, settled: true),
        ],
        [
          .hold(Self.portrait), nil, .animate(from: Self.portrait, to: Self.otherPortrait),
          .handOver, .show(Self.otherPortrait),
        ]
      ),
      // Portrait to landscape: receded to rest, animated back with the rotation.
      (
        #line,
        [
          .began(onScreen: Self.portrait), Self.moving(Self.rest), .animate(toward: Self.rest),
          .ended, Self.moving(Self.rest),
        ],
        [
          .hold(Self.portrait), nil, .animate(from: Self.portrait, to: Self.rest), .handOver,
          .show(Self.rest),
        ]
      ),
      // Landscape to portrait from rest at .large (issue 40, item 3): the core answers no
      // recession at the start (380 pt, below where it begins), but the animation goes to the
      // destination; at the end the sheet is still rising, so the model keeps the destination
      // until the core gets there.
      (
        #line,
        [
          .began(onScreen: Self.rest), Self.moving(Self.rest), .animate(toward: Self.portrait),
          Self.moving(Self.partial(0.6)), .ended, Self.moving(Self.partial(0.95)),
          Self.moving(Self.partial(0.999)), Self.moving(Self.portrait), Self.moving(Self.portrait),
        ],
        [
          nil, nil, .animate(from: Self.rest, to: Self.portrait), nil, .handOver,
          .show(Self.portrait), .show(Self.portrait), .show(Self.portrait), .show(Self.portrait),
        ]
      ),
      // The sheet comes to rest short of the destination: the hand-over ends there.
      (
        #line,
        [
          .began(onScreen: Self.rest), .animate(toward: Self.portrait),
          Self.moving(Self.partial(0.9)), .ended, Self.moving(Self.partial(0.97)),
          .answered(Self.partial(0.98), settled: true), Self.moving(Self.partial(0.5)),
        ],
        [
          nil, .animate(from: Self.rest, to: Self.portrait), nil, .handOver,
          .show(Self.portrait), .show(Self.partial(0.98)), .show(Self.partial(0.5)),
        ]
      ),
      // A finger pulls the sheet back down before it caught up: the core's from then on.
      (
        #line,
        [
          .began(onScreen: Self.rest), .animate(toward: Self.portrait),
          Self.moving(Self.partial(0.9)), .ended, Self.moving(Self.partial(0.92)),
          Self.moving(Self.partial(0.89)), Self.moving(Self.partial(0.95)),
        ],
        [
          nil, .animate(from: Self.rest, to: Self.portrait), nil, .handOver,
          .show(Self.portrait), .show(Self.partial(0.89)), .show(Self.partial(0.95)),
        ]
      ),
      // Going down (receded to partly receded): kept until the core comes down to it.
      (
        #line,
        [
          .began(onScreen: Self.portrait), .animate(toward: Self.partial(0.3)),
          Self.moving(Self.partial(0.7)), .ended, Self.moving(Self.partial(0.4)),
          Self.moving(Self.partial(0.3)), Self.moving(Self.partial(0.2)),
        ],
        [
          .hold(Self.portrait), .animate(from: Self.portrait, to: Self.partial(0.3)), nil,
          .handOver, .show(Self.partial(0.3)), .show(Self.partial(0.3)),
          .show(Self.partial(0.2)),
        ]
      ),
      // At rest throughout: nothing to hold, animate or keep.
      (
        #line,
        [
          .began(onScreen: Self.rest), Self.moving(Self.rest), .animate(toward: Self.rest),
          .ended, Self.moving(Self.partial(0.2)),
        ],
        [nil, nil, nil, .handOver, .show(Self.partial(0.2))]
      ),
      // A second began inside a change is the same change.
      (
        #line,
        [
          .began(onScreen: Self.portrait), .began(onScreen: Self.rest),
          .animate(toward: Self.otherPortrait), .ended,
        ],
        [
          .hold(Self.portrait), nil, .animate(from: Self.portrait, to: Self.otherPortrait),
          .handOver,
        ]
      ),
      // A second animate block starts from what the first one showed.
      (
        #line,
        [
          .began(onScreen: Self.rest), .animate(toward: Self.portrait),
          .animate(toward: Self.otherPortrait), .ended,
        ],
        [
          nil, .animate(from: Self.rest, to: Self.portrait),
          .animate(from: Self.portrait, to: Self.otherPortrait), .handOver,
        ]
      ),
      // Two animate blocks, then the hand-over: the model keeps the second one's destination,
      // where the animation ended, not the first one's.
      (
        #line,
        [
          .began(onScreen: Self.rest), .animate(toward: Self.portrait),
          .animate(toward: Self.otherPortrait), .ended, Self.moving(Self.partial(0.5)),
        ],
        [
          nil, .animate(from: Self.rest, to: Self.portrait),
          .animate(from: Self.portrait, to: Self.otherPortrait), .handOver,
          .show(Self.otherPortrait),
        ]
      ),
      // A first block with nothing to animate (rest to rest) leaves the start at rest.
      (
        #line,
        [
          .began(onScreen: Self.rest), .animate(toward: Self.rest), .animate(toward: Self.portrait),
          .ended,
        ],
        [nil, nil, .animate(from: Self.rest, to: Self.portrait), .handOver]
      ),
      // Three blocks, there and back and on: each starts where the one before ended.
      (
        #line,
        [
          .began(onScreen: Self.portrait), .animate(toward: Self.rest),
          .animate(toward: Self.portrait), .animate(toward: Self.otherPortrait), .ended,
        ],
        [
          .hold(Self.portrait), .animate(from: Self.portrait, to: Self.rest),
          .animate(from: Self.rest, to: Self.portrait),
          .animate(from: Self.portrait, to: Self.otherPortrait), .handOver,
        ]
      ),
      // Released mid-change: nothing left to animate or keep; the change still ends once.
      (
        #line,
        [
          .began(onScreen: Self.portrait), .released, .animate(toward: Self.rest), .ended,
          .ended, Self.moving(Self.partial(0.5)),
        ],
        [.hold(Self.portrait), nil, nil, .handOver, nil, .show(Self.partial(0.5))]
      ),
      // Outside a change: answers go to the model, and there is nothing to animate or end.
      (
        #line,
        [Self.moving(Self.portrait), .animate(toward: Self.rest), .ended],
        [.show(Self.portrait), nil, nil]
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
    #expect(rule.handle(Self.moving(Self.otherPortrait)) == nil)
    #expect(rule.handle(Self.moving(Self.partial(0.5))) == nil)
    #expect(rule.latest == Self.partial(0.5))
    _ = rule.handle(.animate(toward: Self.portrait))
    #expect(rule.handle(.ended) == .handOver)
    #expect(!rule.isChanging)
    #expect(rule.isHandingOver)
    #expect(rule.handle(Self.moving(Self.portrait)) == .show(Self.portrait))
    #expect(!rule.isHandingOver)
  }
}
