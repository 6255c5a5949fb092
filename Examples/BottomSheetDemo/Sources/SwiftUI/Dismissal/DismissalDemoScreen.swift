#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// A sheet dismissed by its Done button or by the presenter's toggle, and a sheet asked for
  /// while the presenter shows an alert: it waits for the alert to go, and dismissing it never
  /// closes the presenter's alert.
  struct DismissalDemoScreen: View {
    @State private var isPresented = false
    @State private var showsAlert = false
    @State private var dismissals = 0

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption(
          "The sheet leaves this screen interactive. Ask for the sheet while the alert is up: "
            + "it waits for the alert to go, then comes up.")
        Toggle("Sheet presented", isOn: $isPresented)
        Button("Show an alert") { showsAlert = true }
        Button("Show an alert and ask for the sheet") {
          showsAlert = true
          isPresented = true
        }
        Text("Dismissed \(dismissals) times")
        Spacer()
      }
      .padding()
      .navigationTitle(Text("Dismissal"))
      .navigationBarTitleDisplayMode(.inline)
      .alert("The presenter's alert", isPresented: $showsAlert) {
        Button("OK", role: .cancel) {}
      } message: {
        Text("The sheet waits for it.")
      }
      .bottomSheet(isPresented: $isPresented, detents: [.fitting], onDismiss: countDismissal) {
        DismissalSheetContent()
      }
    }

    private func countDismissal() {
      dismissals += 1
    }
  }
#endif
