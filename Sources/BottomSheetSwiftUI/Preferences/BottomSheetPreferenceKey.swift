#if os(iOS)
  import SwiftUI

  /// Collects the content's `bottomSheet…` modifiers; among siblings the first one wins, and a
  /// modifier closer to the content wins over one further out (each fills only what is unset).
  struct BottomSheetPreferenceKey: PreferenceKey {
    static var defaultValue: BottomSheetContentPreferences { BottomSheetContentPreferences() }

    static func reduce(
      value: inout BottomSheetContentPreferences,
      nextValue: () -> BottomSheetContentPreferences
    ) {
      value = value.filling(from: nextValue())
    }
  }
#endif
