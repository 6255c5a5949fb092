#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// The presenter of the item check.
  struct SelfCheckItemScreen: View {
    @ObservedObject var model: SelfCheckSwiftUIModel

    var body: some View {
      Color.clear
        .bottomSheet(
          item: $model.item, onDismiss: { model.dismissals += 1 },
          content: { item in
            Text("Item \(item.id)")
              .frame(height: SwiftUISelfChecks.contentHeight)
              .onAppear { model.shownItems.append(item.id) }
              .bottomSheetDetents([.fitting])
          })
    }
  }
#endif
