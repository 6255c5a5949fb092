#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// Presents a sheet whose content reshapes it live with the content-side modifiers.
  struct LiveUpdatesDemoScreen: View {
    @State private var isPresented = false

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption(
          "The sheet's own controls change its grabber, corners, background, dismissal, "
            + "scrolling and detent while it is up.")
        Button("Present") { isPresented = true }
        Spacer()
      }
      .padding()
      .navigationTitle(Text("Live updates"))
      .navigationBarTitleDisplayMode(.inline)
      .bottomSheet(isPresented: $isPresented) {
        LiveUpdatesSheetContent()
      }
    }
  }
#endif
