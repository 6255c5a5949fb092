#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension SheetDriver {
    // MARK: - Reduce Motion

    /// The system's Reduce Motion setting changed: the engine swaps its springs for short
    /// critically damped moves (or back).
    func reduceMotionStatusDidChange() {
      let reducesMotion = UIAccessibility.isReduceMotionEnabled
      guard reducesMotion != systemReducesMotionSetting else { return }
      systemReducesMotionSetting = reducesMotion
      updateConfiguration(configuration)
    }

    // MARK: - VoiceOver

    /// The two-finger Z escape: dismisses when allowed. Returns whether it was handled.
    func performAccessibilityEscape() -> Bool {
      handle(.accessibilityEscape)
    }

    /// Swipe up on the adjustable grabber: the next larger detent.
    func accessibilityIncrement() {
      handle(.accessibilityIncrement)
    }

    /// Swipe down on the adjustable grabber: the next smaller detent.
    func accessibilityDecrement() {
      handle(.accessibilityDecrement)
    }
  }
#endif
