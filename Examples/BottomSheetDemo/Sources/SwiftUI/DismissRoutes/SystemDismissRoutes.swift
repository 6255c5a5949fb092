#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// The SwiftUI part of ``DismissRoutesSheetContent``: SwiftUI's `isPresented` beside the
  /// sheet's own, a Done button that closes whichever sheet the view is in, and SwiftUI's
  /// `dismiss` called directly, which in a bottom sheet is the wrong one.
  struct SystemDismissRoutes: View {
    let sheetDismiss: BottomSheetDismissAction
    @Environment(\.dismiss) private var systemDismiss
    @Environment(\.isPresented) private var systemIsPresented

    var body: some View {
      VStack(spacing: 12) {
        Text("SwiftUI's isPresented: \(systemIsPresented ? "true" : "false")")
        Button("Done (dismissAny)") { sheetDismiss.dismissAny(fallback: systemDismiss) }
        Button("SwiftUI's dismiss") { systemDismiss() }
          .foregroundStyle(Color.red)
        SwiftUIDemoCaption(
          sheetDismiss.isInBottomSheet
            ? "In the bottom sheet, SwiftUI's isPresented is the pushed screen's, and its "
              + "dismiss pops that screen, taking the sheet with it."
            : "In a system sheet, both close the sheet.")
      }
    }
  }
#endif
