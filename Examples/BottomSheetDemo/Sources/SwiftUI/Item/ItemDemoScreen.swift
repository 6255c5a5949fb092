#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// `.bottomSheet(item:)`: another item replaces the sheet, the same item with a changed
  /// field updates it in place.
  struct ItemDemoScreen: View {
    @State private var item: DemoItem?

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption(
          "Item B replaces item A's sheet (its taps reset); editing updates the sheet in place "
            + "(its taps stay).")
        Text("Current item: \(item.map { "\($0.id), \($0.edits) edits" } ?? "none")")
        Button("Show item A") { item = DemoItem(id: "A") }
        Button("Show item B") { item = DemoItem(id: "B") }
        Button("Edit the current item") { item?.edits += 1 }
        Spacer()
      }
      .padding()
      .navigationTitle(Text("Item identity"))
      .navigationBarTitleDisplayMode(.inline)
      .bottomSheet(item: $item, detents: [.fitting]) { item in
        ItemSheetContent(item: item)
      }
    }
  }
#endif
