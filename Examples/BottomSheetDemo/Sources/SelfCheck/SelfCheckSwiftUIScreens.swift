#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// The presenter of the `isPresented` checks: a `.fitting` sheet whose content reads an
  /// environment object and dismisses itself through `@BottomSheetDismiss` on request.
  struct SelfCheckPresenterScreen: View {
    @ObservedObject var model: SelfCheckSwiftUIModel

    var body: some View {
      Color.clear
        .bottomSheet(isPresented: $model.isPresented, onDismiss: { model.dismissals += 1 }) {
          SelfCheckSheetContent(model: model)
            .bottomSheetDetents([.fitting])
        }
        .environmentObject(model.token)
    }
  }

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

  /// The sheet's content: a fixed height, the environment object, and the sheet's own dismiss.
  struct SelfCheckSheetContent: View {
    let model: SelfCheckSwiftUIModel
    @EnvironmentObject private var token: SelfCheckEnvironmentToken
    @BottomSheetDismiss private var dismiss

    var body: some View {
      Text("Self-check sheet")
        .frame(maxWidth: .infinity)
        .frame(height: SwiftUISelfChecks.contentHeight)
        .onAppear { token.seenInSheet = true }
        .onReceive(model.dismissRequests) { _ in dismiss() }
    }
  }
#endif
