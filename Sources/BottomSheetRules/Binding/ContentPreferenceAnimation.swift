import BottomSheetCore

/// Whether a SwiftUI wrapper applies the content's preferences (`bottomSheetDetents` and the
/// other content modifiers) to its sheet with animation. Two updates can say no:
///
/// - the content's own update that changed them: state inside the sheet changed under
///   `withTransaction(\.disablesAnimations, true)`. The wrapper reads each content update's
///   transaction (``Event/contentUpdated(animated:)``, from a view that SwiftUI updates along
///   with the preferences) before SwiftUI hands it the new preferences
///   (``Event/preferencesChanged``, after that update);
/// - the presenter's update that handed the content a new root view: presenter state flowing
///   into the content. The content's graph updates later, under a transaction of its own, so a
///   root replaced without animation is remembered until the content's preferences change (they
///   come from an update that has the new root), or, when the new root changes none of them,
///   until the next main-queue turn.
///
/// Either memory ends with the change it applied to. A later root replaced with animation
/// forgets an earlier one without: the content's next preferences come from the latest root.
///
/// A content update whose transaction carries an animation (`withAnimation` around state inside
/// the sheet) also makes the change paced: a move it starts follows that animation
/// (``TransactionPacing``), unless a root replaced without animation holds it.
///
/// | Event | Answer |
/// |---|---|
/// | ``Event/contentUpdated(animated:hasAnimation:)`` | remembered until the next change |
/// | ``Event/rootReplaced(animated:)`` without animation | remembered; ``Command/scheduleTurn`` once |
/// | ``Event/rootReplaced(animated:)`` with animation | an earlier root without is forgotten |
/// | ``Event/preferencesChanged`` | ``Command/apply(animated:paced:)``, without animation if either update said so, paced when it animates and the content's update had an animation; both forgotten |
/// | ``Event/turn`` | the root forgotten |
///
/// ```swift
/// var rule = ContentPreferenceAnimation()
/// rule.handle(.rootReplaced(animated: false))    // [.scheduleTurn]
/// rule.handle(.contentUpdated(animated: true))   // []
/// rule.handle(.preferencesChanged)               // [.apply(animated: false)]
/// rule.handle(.preferencesChanged)               // [.apply(animated: true)]
/// rule.handle(.contentUpdated(animated: true, hasAnimation: true))
/// rule.handle(.preferencesChanged)               // [.apply(animated: true, paced: true)]
/// ```
package struct ContentPreferenceAnimation: Sendable, Hashable {
  /// Whether the content's latest update disabled animations.
  package private(set) var isContentStill = false
  /// Whether the content's latest update had an animation that is not disabled.
  package private(set) var isContentPaced = false
  /// Whether a root replaced without animation waits for the content's preferences.
  package private(set) var isRootStill = false
  /// Whether a ``Command/scheduleTurn`` was sent whose turn has not come.
  package private(set) var isTurnScheduled = false

  /// Creates the rule with nothing remembered.
  package init() {}

  /// Applies `event` and returns what to do, in order.
  package mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .contentUpdated(let animated, let hasAnimation):
      isContentStill = !animated
      isContentPaced = animated && hasAnimation
      return []
    case .rootReplaced(let animated):
      isRootStill = !animated
      guard isRootStill, !isTurnScheduled else { return [] }
      isTurnScheduled = true
      return [.scheduleTurn]
    case .preferencesChanged:
      defer {
        isContentStill = false
        isContentPaced = false
        isRootStill = false
      }
      let animated = !isContentStill && !isRootStill
      return [.apply(animated: animated, paced: animated && isContentPaced)]
    case .turn:
      isTurnScheduled = false
      isRootStill = false
      return []
    }
  }
}

extension ContentPreferenceAnimation {
  /// What the wrapper reports.
  package enum Event: Sendable, Hashable {
    /// The content's graph updated (a view SwiftUI updates whenever the preferences change
    /// saw it), under a transaction that animates (`animated`) or disables animations, and
    /// that carries an animation (`hasAnimation`) or not.
    case contentUpdated(animated: Bool, hasAnimation: Bool = false)
    /// The wrapper handed the content a new root view, inside a presenter update whose
    /// transaction animates (`animated`) or disables animations.
    case rootReplaced(animated: Bool)
    /// SwiftUI handed the wrapper new preferences, after the content update that made them.
    case preferencesChanged
    /// The turn asked for with ``Command/scheduleTurn`` came.
    case turn
  }

  /// What the wrapper does.
  package enum Command: Sendable, Hashable {
    /// Take the new preferences and hand the sheet its new configuration, with or without
    /// animation; with `paced`, a move it starts follows the content update's animation.
    case apply(animated: Bool, paced: Bool = false)
    /// Send ``Event/turn`` on the next main-queue turn.
    case scheduleTurn
  }
}
