#if os(iOS)
  import SwiftUI

  /// Carries ``BottomSheetDismissAction`` down the sheet's content.
  struct BottomSheetDismissKey: EnvironmentKey {
    static let defaultValue = BottomSheetDismissAction.outsideBottomSheet
  }

  extension EnvironmentValues {
    /// The action that dismisses the enclosing bottom sheet.
    var bottomSheetDismissAction: BottomSheetDismissAction {
      get { self[BottomSheetDismissKey.self] }
      set { self[BottomSheetDismissKey.self] = newValue }
    }
  }
#endif
