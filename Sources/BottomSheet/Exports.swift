#if os(iOS)
  // The adapter's API speaks in the core's types (Detent, SheetConfiguration, SheetFrame), so
  // `import BottomSheet` alone is enough to use it.
  @_exported import BottomSheetCore
#endif
