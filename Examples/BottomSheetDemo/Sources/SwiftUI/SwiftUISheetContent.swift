#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// The SwiftUI sheet's content: its ideal height is what `.fitting` fits.
  struct SwiftUISheetContent: View {
    @Binding var detent: Detent.Identifier?

    var body: some View {
      VStack(spacing: 12) {
        Text("Hello from SwiftUI")
        Button("Expand") { detent = .large }
        Button("Fit") { detent = .fitting }
      }
      .padding()
    }
  }
#endif
