#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

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
