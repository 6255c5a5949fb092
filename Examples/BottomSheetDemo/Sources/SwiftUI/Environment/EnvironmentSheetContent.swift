#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// Shows what the sheet's content sees of the presenter's environment.
  struct EnvironmentSheetContent: View {
    @EnvironmentObject private var model: EnvironmentDemoModel
    @Environment(\.demoBadge) private var badge
    @BottomSheetDismiss private var dismiss

    var body: some View {
      VStack(spacing: 12) {
        Text("Environment in the sheet").font(.headline)
        Text("Environment object count: \(model.count)")
        Text("Custom value: \(badge)")
        SwiftUIDemoCaption("These buttons take the presenter's orange tint.")
        Button("Count up from the sheet") { model.count += 1 }
        Button("Done") { dismiss() }
      }
      .padding()
      .bottomSheetBackgroundInteraction(.enabled)
    }
  }
#endif
