#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// A sheet with scrolling content at medium and large: a swipe up grows the sheet first,
  /// then scrolls; at the top of the content a swipe down shrinks the sheet.
  struct ScrollHandoffDemoScreen: View {
    @State private var isPresented = false
    @State private var detent = Detent.medium

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption(
          "Swipe up on the rows: the sheet grows to large, then the rows scroll. Scrolled to "
            + "the top, a swipe down shrinks it.")
        Text("Selected detent: \(detent.identifier.rawValue)")
        Button("Present") { isPresented = true }
        Spacer()
      }
      .padding()
      .navigationTitle(Text("Scroll hand-off"))
      .navigationBarTitleDisplayMode(.inline)
      .bottomSheet(
        isPresented: $isPresented, detents: [.medium, .large], selectedDetent: $detent
      ) {
        ScrollSheetContent()
      }
    }
  }
#endif
