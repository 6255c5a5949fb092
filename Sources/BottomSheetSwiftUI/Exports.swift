#if os(iOS)
  // `import BottomSheetSwiftUI` alone gives the modifiers and the configuration types.
  @_exported import BottomSheet
#endif
