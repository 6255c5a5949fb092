#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// A button that presents a SwiftUI sheet, and the sheet's selected detent.
  struct SwiftUIDemoView: View {
    @State private var isPresented = false
    @State private var detent: Detent.Identifier? = nil

    var body: some View {
      VStack(spacing: 16) {
        Text("Selected detent: \(detent?.rawValue ?? "none")")
        Button("Present") { isPresented = true }
      }
      .bottomSheet(
        isPresented: $isPresented, detents: [.fitting, .large], selectedDetent: $detent
      ) {
        SwiftUISheetContent(detent: $detent)
      }
    }
  }
#endif
