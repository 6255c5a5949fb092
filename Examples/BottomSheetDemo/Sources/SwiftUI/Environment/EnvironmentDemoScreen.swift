#if os(iOS)
  import SwiftUI

  /// Owns the shared model and puts it, a custom environment value and an orange tint
  /// into the environment above the presenter.
  struct EnvironmentDemoScreen: View {
    @State private var model = EnvironmentDemoModel()

    var body: some View {
      EnvironmentPresenter()
        .environmentObject(model)
        .environment(\.demoBadge, "Gold")
        .tint(.orange)
        .navigationTitle(Text("Environment"))
        .navigationBarTitleDisplayMode(.inline)
    }
  }
#endif
