#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// A `.fitting` sheet that follows its content as it grows, and a sheet whose `List` takes
  /// all the height it is offered.
  struct SizingDemoScreen: View {
    @State private var showsFitting = false
    @State private var showsList = false

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption(
          "A fitting sheet is as tall as its content and follows it; a list takes the "
            + "largest detent.")
        Button("Fitting sheet") { showsFitting = true }
        Button("List sheet") { showsList = true }
        Spacer()
      }
      .padding()
      .navigationTitle(Text("Sizing"))
      .navigationBarTitleDisplayMode(.inline)
      .bottomSheet(isPresented: $showsFitting, detents: [.fitting]) {
        ExpandingSheetContent()
      }
      .bottomSheet(isPresented: $showsList) {
        ListSheetContent()
      }
    }
  }
#endif
