#if os(iOS)
  import BottomSheet
  import SwiftUI

  /// What a `.bottomSheet` modifier asks for at one update of its view.
  @MainActor
  struct BottomSheetPresentationRequest<SheetContent: View> {
    /// The sheet the binding asks for, or nil for none.
    let sheet: BottomSheetRequestedSheet<SheetContent>?
    /// Writes the binding: nil for false (or nil), else a value from
    /// ``BottomSheetRequestedSheet/value``.
    let write: @MainActor (Any?) -> Void
    let selectedDetent: Binding<Detent.Identifier?>?
    let configuration: BottomSheetConfiguration
    let onDismiss: (() -> Void)?
  }
#endif
