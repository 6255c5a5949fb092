#if os(iOS)
  import SwiftUI

  /// Owns the shared model and puts it, a custom environment value and an orange accent colour
  /// into the environment above the presenter.
  struct EnvironmentDemoScreen: View {
    @State private var model = EnvironmentDemoModel()

    var body: some View {
      EnvironmentPresenter()
        .environmentObject(model)
        .environment(\.demoBadge, "Gold")
        .accentColor(.orange)
        .navigationBarTitle(Text("Environment"), displayMode: .inline)
    }
  }
#endif
