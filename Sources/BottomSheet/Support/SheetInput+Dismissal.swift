#if canImport(UIKit)
  import BottomSheetCore

  extension SheetInput {
    /// Whether the engine may start a user dismissal for this input (and so consult the veto):
    /// a release, a tap on the dimming or the accessibility escape.
    var mayStartUserDismissal: Bool {
      switch self {
      case .dragEnded, .tapOnDimming, .accessibilityEscape:
        return true
      default:
        return false
      }
    }
  }
#endif
