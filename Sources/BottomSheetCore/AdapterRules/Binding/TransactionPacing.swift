/// Lets the animation in a SwiftUI transaction pace the sheet's move, instead of the sheet's
/// own spring replacing it silently.
///
/// SwiftUI gives no way to sample an `Animation` outside a view (`AnimationContext` has no
/// public initialiser), so the wrapper keeps a hidden `Animatable` probe next to the modified
/// view. The probe's value is a number derived from what the binding asks for (shown or not,
/// which detent): when a change comes inside `withAnimation`, SwiftUI interpolates that number
/// frame by frame with the app's animation, curve and spring alike, and the probe reports each
/// frame's value here. The rule turns the values into the move's progress, 0 at the probe's
/// value when the move began and 1 at the value the change asked for, which the wrapper hands
/// the engine as ``SheetInput/paceMove(progress:)``.
///
/// | What happens | What the rule does |
/// |---|---|
/// | The probe reports a value (``Event/probed(_:)``) while no move is paced | remembers it: it is where the next paced move starts |
/// | A move begins in an update whose transaction has an animation (``Event/moveBegan(toward:paced:)`` with `paced`) | paces it from the last reported value to `toward`; ``Command/pace(progress:)`` with 0 at once, so the sheet waits for the animation instead of springing ahead |
/// | … toward the value the probe already has, or before the probe ever reported | nothing is paced (there is nothing to interpolate): the sheet's spring moves it |
/// | A move begins without an animation (or with `disablesAnimations`) | any paced move ends; the sheet's spring (or a jump) moves it |
/// | The probe reports a value while a move is paced | ``Command/pace(progress:)`` with the value's fraction of the way; it may leave 0…1 (a bouncy spring) |
/// | … the value the change asked for | that progress is exactly 1 and the paced move ends |
/// | A value that is not finite | ignored |
///
/// A change inside an animation already running (SwiftUI retargets it, or adds the two) starts
/// a new paced move from the value the probe had then, toward the new one.
///
/// ```swift
/// var pacing = TransactionPacing()
/// pacing.handle(.probed(0))                           // nil
/// pacing.handle(.moveBegan(toward: 1, paced: true))   // .pace(progress: 0)
/// pacing.handle(.probed(0.25))                        // .pace(progress: 0.25)
/// pacing.handle(.probed(1))                           // .pace(progress: 1), and it ends
/// ```
package struct TransactionPacing: Sendable, Hashable {
  /// The probe's last finite value, or nil before the first.
  package private(set) var latest: Double?
  /// The paced move's probe values: where it started and where it ends; nil when no move is
  /// paced.
  package private(set) var start: Double?
  package private(set) var end: Double?

  /// Creates the rule before the probe reported.
  package init() {}

  /// Applies `event` and returns what to do, if anything. Allocates nothing: the probe reports
  /// on every frame of an animation.
  package mutating func handle(_ event: Event) -> Command? {
    switch event {
    case .probed(let value):
      guard value.isFinite else { return nil }
      latest = value
      guard let start, let end else { return nil }
      if value == end {
        self.start = nil
        self.end = nil
        return .pace(progress: 1)
      }
      return .pace(progress: (value - start) / (end - start))
    case .moveBegan(let target, let paced):
      start = nil
      end = nil
      guard paced, target.isFinite, let latest, latest != target else { return nil }
      start = latest
      end = target
      return .pace(progress: 0)
    }
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
    /// The probe's body ran with `value`: the modified view's state as SwiftUI draws it this
    /// frame, mid-animation or not.
    case probed(Double)
    /// The wrapper started a move of the sheet (a presentation, a dismissal, a detent) toward
    /// the state whose probe value is `toward`, in an update whose transaction has an animation
    /// that is not disabled (`paced`), or not.
    case moveBegan(toward: Double, paced: Bool)
  }

  /// What the wrapper does.
  package enum Command: Sendable, Hashable {
    /// Hand the engine ``SheetInput/paceMove(progress:)``.
    case pace(progress: Double)
  }
}
