#if os(iOS)
  import BottomSheet
  import BottomSheetSwiftUI
  import SwiftUI

  /// The surface style and background from inside the sheet's content, with the content-side
  /// modifiers: `bottomSheetSurfaceStyle(_:)`, `bottomSheetBackground(_:)`,
  /// `bottomSheetPlacement(_:)` and `bottomSheetCornerRadius(_:)`.
  struct MaterialDemoScreen: View {
    @State private var isPresented = false
    @State private var surface = 0
    @State private var background = 0
    @State private var placement = 0

    // Computed, not stored: `BottomSheetBackground` holds a `UIColor`, which the iOS 16.5 SDK
    // does not mark `Sendable`, so a stored static would not be concurrency-safe there.
    static var surfaces: [(String, SheetSurfaceStyle)] {
      [("Automatic", .automatic), ("Floating", .floating), ("Attached", .attached)]
    }
    static var placements: [(String, SheetPlacement)] {
      [
        ("Automatic", .automatic), ("Leading", .leading(.default)),
        ("Centred", .center(.default)), ("Trailing", .trailing(.default)),
      ]
    }
    static var backgrounds: [(String, BottomSheetBackground)] {
      [
        ("Automatic", .automatic), ("Glass", .glass), ("Blur", .blur(.systemThinMaterial)),
        ("Colour", .color(.secondarySystemBackground)), ("None", .clear),
      ]
    }

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption(
          "The sheet's content picks its surface, background and placement; change them while it is up."
        )
        Button("Present") { isPresented = true }
        Spacer()
      }
      .padding()
      .background {
        LinearGradient(
          gradient: Gradient(colors: [.orange, .pink, .purple]), startPoint: .top,
          endPoint: .bottom
        )
        .ignoresSafeArea()
      }
      .navigationTitle(Text("Surface and background"))
      .navigationBarTitleDisplayMode(.inline)
      .bottomSheet(isPresented: $isPresented, detents: [.medium, .large]) {
        VStack(alignment: .leading, spacing: 12) {
          Text("Surface").font(.footnote)
          Picker("Surface", selection: $surface) {
            ForEach(0..<Self.surfaces.count, id: \.self) { Text(Self.surfaces[$0].0).tag($0) }
          }
          .pickerStyle(SegmentedPickerStyle())
          Text("Background").font(.footnote)
          Picker("Background", selection: $background) {
            ForEach(0..<Self.backgrounds.count, id: \.self) {
              Text(Self.backgrounds[$0].0).tag($0)
            }
          }
          .pickerStyle(SegmentedPickerStyle())
          Text("Placement (a card on iPad and in landscape)").font(.footnote)
          Picker("Placement", selection: $placement) {
            ForEach(0..<Self.placements.count, id: \.self) { Text(Self.placements[$0].0).tag($0) }
          }
          .pickerStyle(SegmentedPickerStyle())
          Spacer()
        }
        .padding()
        .bottomSheetSurfaceStyle(Self.surfaces[surface].1)
        .bottomSheetBackground(Self.backgrounds[background].1)
        .bottomSheetPlacement(Self.placements[placement].1)
        .bottomSheetCornerRadius(16)
        .bottomSheetDragIndicator(.visible)
      }
    }
  }
#endif
