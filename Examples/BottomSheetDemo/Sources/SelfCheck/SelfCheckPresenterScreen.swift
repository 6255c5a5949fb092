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
#endif
