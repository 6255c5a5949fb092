#if os(iOS)
  import BottomSheet
  import BottomSheetSwiftUI
  import SwiftUI

  // The SwiftUI documentation's examples, written as an app writes them, so that the iOS build
  // (`../shared/ios/build.sh` here, the workflow's Xcode build on a Mac) compiles each one in Swift
  // 6 with complete concurrency checking. Nothing shows them. When a `///` example in
  // `Sources/BottomSheetSwiftUI` changes, change it here too.

  struct SwiftUIDocExamples: View {
    @State private var showsFilters = false
    @State private var detent = Detent.medium
    @State private var persistentDetent = Detent.collapsed
    @State private var selectedPlace: DocExamplePlace?
    @State private var showsDetail = false
    @State private var sheetHeight: CGFloat = 0
    @State private var isSheetHigh = false
    @State private var showsMapFilters = false
    @State private var resultsHeight: CGFloat = 0
    @State private var filtersHeight: CGFloat = 0

    var body: some View {
      VStack {
        Button("Filters") { showsFilters = true }
          .bottomSheet(
            isPresented: $showsFilters, detents: [.medium, .large], selection: $detent
          ) {
            DocExampleFiltersView()
          }
        Color.clear
          .bottomSheet(item: $selectedPlace) { place in
            Text(place.name)
              .bottomSheetDetents([.medium, .large])
          }
        Color.clear
          .sheet(isPresented: $showsDetail) {
            DocExamplePlaceDetail().presentedOutsideBottomSheet()
          }
        Color.clear
          .padding(.bottom, sheetHeight)  // the map's centre stays visible
          .persistentBottomSheet(selection: $persistentDetent) { DocExampleResults() }
          .onBottomSheetPositionChange(for: CGFloat.self, of: \.height) { sheetHeight = $0 }
          .onBottomSheetPositionChange(for: Bool.self, of: { $0.height > 400 }) {
            isSheetHigh = $0  // changes twice per drag at most
          }
        // Two sheets followed apart: one observer directly outside each modifier.
        Color.clear
          .padding(.bottom, resultsHeight)
          .persistentBottomSheet { DocExampleResults() }
          .onBottomSheetPositionChange(for: CGFloat.self, of: \.height) { resultsHeight = $0 }
          .bottomSheet(isPresented: $showsMapFilters) { DocExampleFiltersView() }
          .onBottomSheetPositionChange(for: CGFloat.self, of: \.height) { filtersHeight = $0 }
      }
    }
  }

  struct DocExampleFiltersView: View {
    @BottomSheetDismiss private var dismiss
    @State private var detent = Detent.medium

    var body: some View {
      Button("Done") { dismiss() }
        .bottomSheetDetents([.medium, .large], selection: $detent)
        .bottomSheetDragIndicator(.visible)
    }
  }

  struct DocExamplePlaceDetail: View {
    @BottomSheetDismiss private var sheetDismiss
    @Environment(\.dismiss) private var systemDismiss

    var body: some View {
      Button("Done") { sheetDismiss.dismissAny(fallback: systemDismiss) }
        .bottomSheetBackgroundInteraction(.enabled(upThrough: .medium))
        .bottomSheetBackground(.glass)
        .bottomSheetSurfaceStyle(.floating)
        .bottomSheetPlacement(.leading(.default))
    }
  }

  struct DocExampleResults: View {
    var body: some View {
      VStack {
        Text("Results").bottomSheetBackground(.thinMaterial)
        Text("More")
          .bottomSheetBackground {
            LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
          }
      }
    }
  }

  struct DocExamplePlace: Identifiable {
    var id: String { name }
    var name: String
  }
#endif
