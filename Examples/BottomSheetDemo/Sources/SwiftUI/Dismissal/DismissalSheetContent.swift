#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// Dismisses its own sheet with `@BottomSheetDismiss`.
  struct DismissalSheetContent: View {
    @BottomSheetDismiss private var dismiss

    var body: some View {
      VStack(spacing: 12) {
        Text("Dismiss me").font(.headline)
        SwiftUIDemoCaption("Done, a swipe down, or the presenter's toggle.")
        Button("Done") { dismiss() }
      }
      .padding()
      .bottomSheetBackgroundInteraction(.enabled)
    }
  }
#endif
