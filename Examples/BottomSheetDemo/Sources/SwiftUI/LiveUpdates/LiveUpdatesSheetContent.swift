#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// Controls bound to the content's own state, each feeding one content-side modifier.
  struct LiveUpdatesSheetContent: View {
    @State private var showsGrabber = true
    @State private var cornerRadius: CGFloat = 16
    @State private var usesMaterial = false
    @State private var dismissDisabled = false
    @State private var scrollsFirst = false
    @State private var detent = Detent.medium
    @BottomSheetDismiss private var dismiss

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          Text("Selected detent: \(detent.identifier.rawValue)").font(.headline)
          Picker("Detent", selection: $detent) {
            Text("Medium").tag(Detent.medium)
            Text("Large").tag(Detent.large)
          }
          .pickerStyle(SegmentedPickerStyle())
          Toggle("Grabber", isOn: $showsGrabber)
          Stepper("Corner radius: \(Int(cornerRadius))", value: $cornerRadius, in: 0...40, step: 4)
          Toggle("Material background", isOn: $usesMaterial)
          Toggle("Interactive dismiss disabled", isOn: $dismissDisabled)
          Toggle("Content scrolls before the sheet grows", isOn: $scrollsFirst)
          Button("Done") { dismiss() }
          ForEach(1...20, id: \.self) { row in
            Text("Filler row \(row)").foregroundStyle(Color.secondary)
          }
        }
        .padding()
      }
      .bottomSheetDetents([.medium, .large], selection: $detent)
      .bottomSheetDragIndicator(showsGrabber ? .visible : .hidden)
      .bottomSheetCornerRadius(cornerRadius)
      .bottomSheetBackground(
        usesMaterial ? BottomSheetBackground.blur(.systemMaterial) : .color(.systemBackground)
      )
      .bottomSheetInteractiveDismissDisabled(dismissDisabled)
      .bottomSheetContentInteraction(scrollsFirst ? .scrolls : .resizes)
    }
  }
#endif
