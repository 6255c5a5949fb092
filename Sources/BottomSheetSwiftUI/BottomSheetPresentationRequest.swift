#if os(iOS)
  import BottomSheet
  import SwiftUI

  /// What a `.bottomSheet` modifier asks for at one update of its view.
  @MainActor
  struct BottomSheetPresentationRequest<SheetContent: View> {
    /// The identity of the sheet the binding asks for (`true` for `isPresented`, the item's
    /// `id` for `item`), or nil for none.
    let identity: AnyHashable?
    /// The binding's value for the sheet on screen (`true`, or the item).
    let value: Any?
    /// Writes the binding: nil for false (or nil), else a value from ``value``.
    let write: @MainActor (Any?) -> Void
    /// The content for the current value.
    let content: () -> SheetContent?
    let selectedDetent: Binding<Detent.Identifier?>?
    let configuration: BottomSheetConfiguration
    let onDismiss: (() -> Void)?
  }
#endif
