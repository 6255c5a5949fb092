import BottomSheetCore

/// Lets the animation in a SwiftUI transaction pace the sheet's move, instead of the sheet's
/// own spring replacing it silently.
///
/// SwiftUI gives no way to sample an `Animation` outside a view (`AnimationContext` has no
/// public initialiser), so the wrapper keeps a hidden `Animatable` probe next to the modified
/// view. The probe's value is a number derived from what the binding asks for
/// (``probeValue(isShown:detent:)``): when a change comes inside `withAnimation`, SwiftUI
/// interpolates that number frame by frame with the app's animation, curve and spring alike,
/// and the probe reports each frame's value here. The rule turns the values into the move's
/// progress, 0 at the probe's value when the move began and 1 at the value the change asked
/// for, which the wrapper hands the engine as ``SheetInput/paceMove(progress:)`` on a
/// main-queue turn of its own: the probe reports from inside a view update, where the sheet's
/// views must not be laid out.
///
/// | What happens | What the rule does |
/// |---|---|
/// | A view update begins (``Event/updateBegan(target:hasAnimation:disablesAnimations:)``) | remembers what it asks for and whether its transaction paces: an animation that is not disabled |
/// | A move begins (``Event/moveBegan``) in a pacing update | paces it from the probe's last value to the update's; progress 0 at once, so the sheet holds where it is until the animation's frames come |
/// | … toward the value the probe already has, before the probe ever reported, outside an update or in one that does not pace | nothing is paced (there is nothing to interpolate): the sheet's spring moves it, and a paced move before ends |
/// | The probe reports a value (``Event/probed(_:)``) while a move is paced | that value's fraction of the way; it may leave 0…1 (a bouncy spring) |
/// | … the value the change asked for | progress exactly 1, and the paced move ends |
/// | … while no move is paced | remembered: it is where the next paced move starts |
/// | A value that is not finite | ignored |
/// | A progress is due | ``Command/scheduleTurn`` once; the ``Event/turn`` answers ``Command/pace(progress:)`` with the latest progress only |
///
/// A change inside an animation already running (SwiftUI retargets it, or adds the two) starts
/// a new paced move from the value the probe had then, toward the new one.
///
/// ```swift
/// var pacing = TransactionPacing()
/// pacing.handle(.probed(0))                                                     // nil
/// pacing.handle(.updateBegan(target: 1, hasAnimation: true, disablesAnimations: false))
/// pacing.handle(.moveBegan)        // .scheduleTurn (progress 0 is due)
/// pacing.handle(.updateEnded)
/// pacing.handle(.probed(0.25))     // nil: the turn is already scheduled
/// pacing.handle(.turn)             // .pace(progress: 0.25)
/// ```
package struct TransactionPacing: Sendable, Hashable {
  /// The probe's last finite value, or nil before the first.
  package private(set) var latest: Double?
  /// The paced move's probe values: where it started and where it ends; nil when no move is
  /// paced.
  package private(set) var start: Double?
  package private(set) var end: Double?
  /// The probe value the update under way asks for; nil outside updates.
  package private(set) var updateTarget: Double?
  /// Whether the update under way paces the moves it starts.
  package private(set) var isPacingUpdate = false
  /// The progress due at the next turn, if any.
  package private(set) var pending: Double?
  /// Whether a ``Command/scheduleTurn`` was sent whose turn has not come.
  package private(set) var isTurnScheduled = false

  /// Creates the rule before the probe reported.
  package init() {}

  /// Whether a transaction paces the moves its update starts: it has an animation that is not
  /// disabled.
  package static func paces(hasAnimation: Bool, disablesAnimations: Bool) -> Bool {
    hasAnimation && !disablesAnimations
  }

  /// Applies `event` and returns what to do, if anything. Allocates nothing: the probe reports
  /// on every frame of an animation.
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .updateBegan(let target, let hasAnimation, let disablesAnimations):
      updateTarget = target
      isPacingUpdate = Self.paces(
        hasAnimation: hasAnimation, disablesAnimations: disablesAnimations)
      return nil
    case .updateEnded:
      updateTarget = nil
      isPacingUpdate = false
      return nil
    case .moveBegan:
      start = nil
      end = nil
      pending = nil
      guard isPacingUpdate, let target = updateTarget, target.isFinite, let latest,
        latest != target
      else { return nil }
      start = latest
      end = target
      return due(0)
    case .probed(let value):
      guard value.isFinite else { return nil }
      latest = value
      guard let start, let end else { return nil }
      if value == end {
        self.start = nil
        self.end = nil
        return due(1)
      }
      return due((value - start) / (end - start))
    case .turn:
      isTurnScheduled = false
      guard let progress = pending else { return nil }
      pending = nil
      return .pace(progress: progress)
    }
  }

  /// Makes `progress` the one the next turn hands over, asking for that turn if none is due.
  private mutating func due(_ progress: Double) -> Command? {
    pending = progress
    guard !isTurnScheduled else { return nil }
    isTurnScheduled = true
    return .scheduleTurn
  }

  /// The probe's value for a binding that asks for a sheet (`isShown`) resting at `detent`:
  /// 0 for no sheet, whatever the detent; 2²¹ plus a number in 1…2²⁰ − 1 from the detent's name
  /// (FNV-1a, 64 bits, folded) for a shown sheet, or 2²¹ without a detent. So showing, hiding
  /// and every change of detent change the value (two names share one with a chance of about
  /// one in a million), and a value is exact in a `Double`.
  package static func probeValue(isShown: Bool, detent: Detent.Identifier?) -> Double {
    guard isShown else { return 0 }
    let shown = Double(1 << 21)
    guard let detent else { return shown }
    // FNV-1a: offset basis and prime from Fowler, Noll and Vo's published parameters.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in detent.rawValue.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return shown + 1 + Double(hash % UInt64((1 << 20) - 1))
  }

  /// What the wrapper tells the rule.
  package enum Event: Sendable, Hashable {
    /// A view update begins whose state's probe value is `target`, with its transaction's
    /// animation (`hasAnimation`: it has one) and `disablesAnimations`.
    case updateBegan(target: Double, hasAnimation: Bool, disablesAnimations: Bool)
    /// The update ended.
    case updateEnded
    /// The wrapper started a move of the sheet (a presentation, a dismissal, a detent).
    case moveBegan
    /// The probe's body ran with `value`: the state as SwiftUI draws it this frame,
    /// mid-animation or not.
    case probed(Double)
    /// The turn asked for with ``Command/scheduleTurn`` came.
    case turn
  }

  /// What the wrapper does.
  package enum Command: Sendable, Hashable {
    /// Send ``Event/turn`` on the next main-queue turn.
    case scheduleTurn
    /// Hand the engine ``SheetInput/paceMove(progress:)``.
    case pace(progress: Double)
  }
}
