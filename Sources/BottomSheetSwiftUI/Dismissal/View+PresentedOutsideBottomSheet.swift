#if os(iOS)
  import SwiftUI

  extension View {
    /// Marks this view as presented outside the bottom sheet around it.
    ///
    /// The content of a system `.sheet`, `.fullScreenCover` or `.popover` opened from inside a
    /// bottom sheet inherits the bottom sheet's environment, so its ``BottomSheetDismiss`` would
    /// still name the bottom sheet: `isInBottomSheet` would read true and
    /// `dismissAny(fallback:)` would close the bottom sheet instead of the system sheet. Apply
    /// this to such content and the action behaves as outside any bottom sheet:
    ///
    /// ```swift
    /// .sheet(isPresented: $showsDetail) {
    ///   PlaceDetail().presentedOutsideBottomSheet()
    /// }
    /// ```
    ///
    /// - Returns: The view, with a dismiss action that knows of no bottom sheet.
    public func presentedOutsideBottomSheet() -> some View {
      environment(\.bottomSheetDismissAction, .outsideBottomSheet)
    }
  }
#endif
