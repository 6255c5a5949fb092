#if os(iOS)
  import BottomSheetCore

  /// The part of the layout the container view dictates, remembered so an unchanged layout pass
  /// sends nothing to the engine.
  struct ContainerGeometry: Equatable {
    /// The container's size, in points.
    var size: Size
    /// The container's safe-area insets, in points.
    var safeAreaInsets: Insets
    /// The grabber strip reserved above the content, in points.
    var grabberHeight: Double
    /// The display's corner radius, in points (`LayoutContext.displayCornerRadius`).
    var displayCornerRadius: Double
    /// Which way the container reads (its `effectiveUserInterfaceLayoutDirection`).
    var layoutDirection: SheetLayoutDirection
  }
#endif
