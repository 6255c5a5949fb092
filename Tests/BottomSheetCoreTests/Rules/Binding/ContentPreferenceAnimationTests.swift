import BottomSheetCore
import BottomSheetRules
import Testing

/// Which transaction decides whether the content's preferences animate
/// (``ContentPreferenceAnimation``): the content's update that changed them, or a presenter
/// update without animation that replaced the content's root before they changed.
@Suite("ContentPreferenceAnimation: content preferences follow the update that changed them")
struct ContentPreferenceAnimationTests {
  typealias Event = ContentPreferenceAnimation.Event
  typealias Command = ContentPreferenceAnimation.Command

  struct Row: Sendable {
    var before: [Event]
    var event: Event
    var commands: [Command]
    var location: SourceLocation

    init(
      _ before: [Event], _ event: Event, _ commands: [Command],
      location: SourceLocation = #_sourceLocation
    ) {
      self.before = before
      self.event = event
      self.commands = commands
      self.location = location
    }
  }

  static let still = Event.contentUpdated(animated: false)
  static let moving = Event.contentUpdated(animated: true)
  /// `withAnimation` around state inside the sheet.
  static let animating = Event.contentUpdated(animated: true, hasAnimation: true)
  /// An animation in a transaction that also disables animations.
  static let disabledAnimation = Event.contentUpdated(animated: false, hasAnimation: true)

  static let rows: [Row] = [
    // The content's own update decides (state inside the sheet).
    Row([], .preferencesChanged, [.apply(animated: true)]),
    Row([moving], .preferencesChanged, [.apply(animated: true)]),
    Row([still], .preferencesChanged, [.apply(animated: false)]),
    Row([], still, []),
    // The latest content update is the one that changed them.
    Row([still, moving], .preferencesChanged, [.apply(animated: true)]),
    Row([moving, still], .preferencesChanged, [.apply(animated: false)]),
    // One change per update: the next change is another update's.
    Row([still, .preferencesChanged], .preferencesChanged, [.apply(animated: true)]),
    // A presenter update without animation: remembered until the preferences change.
    Row([], .rootReplaced(animated: false), [.scheduleTurn]),
    Row([], .rootReplaced(animated: true), []),
    Row([.rootReplaced(animated: false), moving], .preferencesChanged, [.apply(animated: false)]),
    Row([.rootReplaced(animated: true), moving], .preferencesChanged, [.apply(animated: true)]),
    Row([.rootReplaced(animated: true), still], .preferencesChanged, [.apply(animated: false)]),
    Row(
      [.rootReplaced(animated: false), moving, .preferencesChanged, moving], .preferencesChanged,
      [.apply(animated: true)]),
    // A new root that changed nothing: the turn ends it.
    Row(
      [.rootReplaced(animated: false), .turn, moving], .preferencesChanged, [.apply(animated: true)]
    ),
    // The latest root decides.
    Row(
      [.rootReplaced(animated: false), .rootReplaced(animated: true)], .preferencesChanged,
      [.apply(animated: true)]),
    Row(
      [.rootReplaced(animated: true), .rootReplaced(animated: false)], .preferencesChanged,
      [.apply(animated: false)]),
    // One turn for every replacement before it comes; a later one asks again.
    Row([.rootReplaced(animated: false)], .rootReplaced(animated: false), []),
    Row([.rootReplaced(animated: false), .turn], .rootReplaced(animated: false), [.scheduleTurn]),
    Row([], .turn, []),
    // The content update's animation paces the moves its change starts, once.
    Row([animating], .preferencesChanged, [.apply(animated: true, paced: true)]),
    Row([animating, .preferencesChanged], .preferencesChanged, [.apply(animated: true)]),
    Row([animating, moving], .preferencesChanged, [.apply(animated: true)]),
    Row([disabledAnimation], .preferencesChanged, [.apply(animated: false)]),
    // A root replaced without animation holds the change still, animation or not.
    Row(
      [.rootReplaced(animated: false), animating], .preferencesChanged, [.apply(animated: false)]),
    Row(
      [.rootReplaced(animated: true), animating], .preferencesChanged,
      [.apply(animated: true, paced: true)]),
  ]

  @Test(arguments: rows)
  func eachEventAnswersAsTheRuleSays(_ row: Row) {
    var rule = ContentPreferenceAnimation()
    for event in row.before { _ = rule.handle(event) }
    #expect(rule.handle(row.event) == row.commands, sourceLocation: row.location)
  }
}
