#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// One view for a bottom sheet and a system sheet: it says where it is and offers each way
  /// of dismissing it.
  struct DismissRoutesSheetContent: View {
    @BottomSheetDismiss private var sheetDismiss

    var body: some View {
      VStack(spacing: 12) {
        Text(sheetDismiss.isInBottomSheet ? "In a bottom sheet" : "Not in a bottom sheet")
          .font(.headline)
        Text("The bottom sheet's isPresented: \(sheetDismiss.isPresented ? "true" : "false")")
        SystemDismissRoutes(sheetDismiss: sheetDismiss)
      }
      .padding()
    }
  }
#endif
