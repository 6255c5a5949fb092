import BottomSheetCore

/// How a scenario's keyboard moves, in the terms of UIKit's keyboard notification: its
/// duration and its raw animation curve (7 for the keyboard's own spring).
package struct KeyboardMotion: Sendable, Hashable {
  /// `keyboardAnimationDurationUserInfoKey`, in seconds.
  package var duration: Double
  /// The raw value of `keyboardAnimationCurveUserInfoKey`: 0 ease in-out, 1 ease in, 2 ease
  /// out, 3 linear, anything else (the keyboard sends 7) the keyboard's spring.
  package var curve: Int

  /// The curve UIKit's keyboard reports on iOS 7 and later.
  package static let systemCurve = 7

  /// Creates a motion.
  ///
  /// - Parameters:
  ///   - duration: Seconds (0 moves at once).
  ///   - curve: The raw curve (default 7, the keyboard's own).
  package init(duration: Double, curve: Int = KeyboardMotion.systemCurve) {
    self.duration = duration
    self.curve = curve
  }

  /// The engine's animation for this motion.
  package var animation: KeyboardAnimation {
    KeyboardAnimation(duration: duration, systemCurve: curve)
  }
}
