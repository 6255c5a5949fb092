#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// Views that follow a persistent sheet as it moves: a marker kept centred in the visible part
  /// of the background (its bottom padding is the sheet's height), a button that fades as the
  /// sheet grows, and a label inside the sheet naming the detent it heads for. Each reads only
  /// what it needs, so the sheet's content is not updated on every frame.
  struct LivePositionDemoScreen: View {
    @State private var detent = Detent.collapsed
    /// The sheet's height, followed frame by frame.
    @State private var sheetHeight: CGFloat = 0
    /// The locate button's opacity: 1 up to medium, 0 from 600 pt up.
    @State private var buttonOpacity: Double = 1

    var body: some View {
      ZStack {
        Color(uiColor: .systemTeal).ignoresSafeArea()
        Image(systemName: "mappin.circle.fill")
          .font(.system(size: 44))
          .foregroundStyle(Color.red)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .padding(.bottom, sheetHeight)
        VStack {
          HStack {
            Spacer()
            Button {
              detent = .medium
            } label: {
              Image(systemName: "location.fill").padding(12)
            }
            .background(Circle().fill(Color(uiColor: .systemBackground)))
            .opacity(buttonOpacity)
          }
          Spacer()
        }
        .padding()
      }
      .persistentBottomSheet(selectedDetent: $detent) {
        LivePositionSheetContent()
      }
      .onBottomSheetPositionChange(for: CGFloat.self, of: { $0.height.rounded() }) { height in
        sheetHeight = height
      }
      .onBottomSheetPositionChange(
        for: Double.self, of: { LivePositionDemoScreen.opacity(atHeight: $0.height) }
      ) { opacity in
        buttonOpacity = opacity
      }
      .navigationTitle(Text("Live position"))
      .navigationBarTitleDisplayMode(.inline)
    }

    /// The button's opacity with the sheet's top `height` points up: 1 below 400, 0 above 600,
    /// in tenths so it changes at most ten times per drag.
    static func opacity(atHeight height: CGFloat) -> Double {
      let share = min(max((600 - Double(height)) / 200, 0), 1)
      return (share * 10).rounded() / 10
    }
  }

  /// The sheet's content: a label that follows the detent the sheet heads for (it changes a few
  /// times per drag, not on every frame).
  struct LivePositionSheetContent: View {
    @State private var heading: Detent.Identifier?

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Drag the sheet").font(.headline)
        Text("Heading for: \(heading?.rawValue ?? "—")")
          .font(.subheadline)
          .foregroundStyle(Color.secondary)
        Spacer()
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
      .onBottomSheetPositionChange(for: Detent.Identifier?.self, of: \.detent) { detent in
        heading = detent
      }
    }
  }
#endif
