#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// A screen pushed in a navigation stack that shows one view in a bottom sheet and in a system
  /// sheet: the bottom sheet's own dismiss closes it, SwiftUI's `dismiss` pops this screen from
  /// under it, and `dismissAny(fallback:)` closes whichever sheet the view is in.
  struct DismissRoutesDemoScreen: View {
    @State private var showsBottomSheet = false
    @State private var showsSystemSheet = false

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption(
          "This screen is pushed. In the bottom sheet, SwiftUI's dismiss belongs to this screen: "
            + "it pops the screen and the sheet vanishes with it, without animation. The sheet's "
            + "own dismiss, and dismissAny(fallback:), close just the sheet.")
        Button("Show the bottom sheet") { showsBottomSheet = true }
        Button("Show the same view in a system sheet") { showsSystemSheet = true }
        Spacer()
      }
      .padding()
      .navigationTitle(Text("Dismissing when pushed"))
      .navigationBarTitleDisplayMode(.inline)
      .sheet(isPresented: $showsSystemSheet) {
        DismissRoutesSheetContent()
      }
      .bottomSheet(isPresented: $showsBottomSheet, detents: [.fitting]) {
        DismissRoutesSheetContent()
      }
    }
  }
#endif
