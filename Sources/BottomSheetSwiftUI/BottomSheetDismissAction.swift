#if os(iOS)
  /// Dismisses the bottom sheet that shows the view reading it (see ``BottomSheetDismiss``).
  ///
  /// Call it like a function: `dismiss()`. Outside a bottom sheet it does nothing.
  public struct BottomSheetDismissAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?

    /// Dismisses the sheet, as if its binding had been set to false (or nil).
    @MainActor
    public func callAsFunction() {
      action?()
    }
  }
#endif
