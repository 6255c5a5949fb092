#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// Shows an item, with a tap counter of its own that survives in-place updates only.
  struct ItemSheetContent: View {
    let item: DemoItem
    @State private var taps = 0

    var body: some View {
      VStack(spacing: 12) {
        Text("Item \(item.id)").font(.headline)
        Text("Edits: \(item.edits)")
        Button("Taps in this sheet: \(taps)") { taps += 1 }
      }
      .padding()
      .bottomSheetBackgroundInteraction(.enabled)
    }
  }
#endif
