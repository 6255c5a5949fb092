#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// The persistent sheet: a list of places, with rows that move the sheet.
  struct PersistentSheetContent: View {
    @Binding var detent: Detent

    var body: some View {
      List {
        Section {
          Button("Collapse") { detent = .collapsed }
          Button("Medium") { detent = .medium }
          Button("Large") { detent = .large }
        } header: {
          Text("Move the sheet")
        }
        Section {
          ForEach(1...30, id: \.self) { place in
            Text("Place \(place)")
          }
        } header: {
          Text("Places")
        }
      }
      .bottomSheetBackgroundInteraction(.enabled(upThrough: .medium))
    }
  }
#endif
