#if os(iOS)
  import SwiftUI

  /// The sheet a `.bottomSheet` modifier's binding asks for at one update, read from one value of
  /// the binding: its identity, the value to write back and the content all come from that same
  /// value, so they can never disagree (the content is still built only when needed).
  @MainActor
  struct BottomSheetRequestedSheet<SheetContent: View> {
    /// `true` for `isPresented`, the item's `id` for `item`.
    let identity: AnyHashable
    /// The binding's value for this sheet (`true`, or the item), written back if a finger keeps
    /// the sheet the binding let go of.
    let value: Any
    /// Builds the content for ``value``.
    let content: () -> SheetContent
  }
#endif
