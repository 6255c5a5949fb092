/// How the keyboard moves to a new frame, as its frame-change notification describes it
/// (UIKit's `keyboardAnimationDurationUserInfoKey` and `keyboardAnimationCurveUserInfoKey`), so
/// the sheet's base line can ride on the keyboard rather than chase it.
///
/// ```swift
/// let animation = KeyboardAnimation(duration: 0.25, systemCurve: 7)  // the keyboard's spring
/// ```
public struct KeyboardAnimation: Sendable, Hashable {
  enum Representation: Sendable, Hashable {
    case spring(SheetSpring)
    case curve(TimingCurve, duration: Double)
  }

  let representation: Representation

  /// Moves along `spring`, keeping position and velocity when the keyboard changes course.
  /// - Parameter spring: The spring.
  /// - Returns: The animation.
  public static func spring(_ spring: SheetSpring) -> KeyboardAnimation {
    KeyboardAnimation(representation: .spring(spring))
  }

  /// Moves along a timing curve over `duration` seconds, starting from wherever the base line is.
  /// - Parameters:
  ///   - curve: The easing.
  ///   - duration: Seconds; NaN, negative or zero moves at once, and more than
  ///     `maximumDuration` is clamped to it.
  /// - Returns: The animation.
  public static func curve(_ curve: TimingCurve, duration: Double) -> KeyboardAnimation {
    let duration = MotionInput.clamp(duration, 0, maximumDuration, nan: 0)
    return KeyboardAnimation(representation: .curve(curve, duration: duration))
  }

  /// No animation: the base line is where the keyboard is at once.
  public static let immediate = curve(.linear, duration: 0)

  /// The keyboard's own motion on iOS 7 and later, which UIKit reports as the undocumented
  /// curve 7 (see ``SheetSpring/systemKeyboard``).
  public static let systemKeyboard = spring(.systemKeyboard)

  /// The longest timed animation accepted, in seconds: a keyboard never takes longer, and a
  /// longer one from bad input would pin the sheet in motion.
  package static let maximumDuration = 10.0

  /// The animation a keyboard notification describes.
  ///
  /// UIKit's documented curves (`UIView.AnimationCurve`) map onto Core Animation's named timing
  /// functions: 0 `easeInOut`, 1 `easeIn`, 2 `easeOut`, 3 `linear`, over `duration`. Any other
  /// value (the keyboard sends 7) is the keyboard's own spring, for which UIKit ignores the
  /// duration it reports (Apple Developer Forums thread 48088). A duration of 0 or less (a
  /// keyboard that appears without animation, as with a hardware keyboard) moves at once.
  ///
  /// - Parameters:
  ///   - duration: `keyboardAnimationDurationUserInfoKey`, in seconds.
  ///   - systemCurve: The raw value of `keyboardAnimationCurveUserInfoKey`.
  package init(duration: Double, systemCurve: Int) {
    guard duration.isFinite, duration > 0 else {
      self = .immediate
      return
    }
    switch systemCurve {
    case 0: self = .curve(.easeInOut, duration: duration)
    case 1: self = .curve(.easeIn, duration: duration)
    case 2: self = .curve(.easeOut, duration: duration)
    case 3: self = .curve(.linear, duration: duration)
    default: self = .systemKeyboard
    }
  }

  init(representation: Representation) {
    self.representation = representation
  }

  /// The spring, when the base line moves along one.
  package var spring: SheetSpring? {
    if case .spring(let spring) = representation { return spring }
    return nil
  }

  /// The timing curve, when the base line moves along one.
  package var timingCurve: TimingCurve? {
    if case .curve(let curve, _) = representation { return curve }
    return nil
  }

  /// The duration of a timing curve, in seconds; nil for a spring, which takes as long as it
  /// needs.
  package var duration: Double? {
    if case .curve(_, let duration) = representation { return duration }
    return nil
  }

  /// Whether the base line moves over time rather than at once.
  package var isAnimated: Bool {
    switch representation {
    case .spring: true
    case .curve(_, let duration): duration > 0
    }
  }
}
