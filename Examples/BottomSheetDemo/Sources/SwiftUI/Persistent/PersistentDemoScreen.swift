#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// A Maps-style persistent sheet over a coloured view whose counter stays tappable while the
  /// sheet rests at or below medium.
  struct PersistentDemoScreen: View {
    @State private var taps = 0
    @State private var detent = Detent.collapsed

    var body: some View {
      ZStack {
        Color(uiColor: .systemTeal).ignoresSafeArea()
        VStack(spacing: 16) {
          Text("Background taps: \(taps)").font(.headline)
          Button("Tap the background") { taps += 1 }
          Text("Sheet at: \(detent.identifier.rawValue)")
          Spacer()
        }
        .padding()
      }
      .persistentBottomSheet(selectedDetent: $detent) {
        PersistentSheetContent(detent: $detent)
      }
      .navigationTitle(Text("Persistent sheet"))
      .navigationBarTitleDisplayMode(.inline)
    }
  }
#endif
