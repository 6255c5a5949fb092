#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// Presents a sheet that reads the environment, and changes the shared model while the
  /// sheet is up (the sheet leaves the background interactive, so the button stays reachable).
  struct EnvironmentPresenter: View {
    @EnvironmentObject private var model: EnvironmentDemoModel
    @State private var isPresented = false

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption(
          "The sheet reads the environment object, a custom environment value and the "
            + "orange tint set above this view. Count up while the sheet is up.")
        Text("Count: \(model.count)")
        Button("Count up") { model.count += 1 }
        Button("Present") { isPresented = true }
        Spacer()
      }
      .padding()
      .bottomSheet(isPresented: $isPresented, detents: [.fitting]) {
        EnvironmentSheetContent()
      }
    }
  }
#endif
