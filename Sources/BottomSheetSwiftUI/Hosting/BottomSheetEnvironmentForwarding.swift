#if os(iOS)
  import SwiftUI

  /// Gives hosted content the environment of the view that presents it, whole: values, custom
  /// keys and environment objects alike (they live in the same `EnvironmentValues`).
  struct BottomSheetEnvironmentForwarding: ViewModifier {
    let environment: EnvironmentValues?

    func body(content: Content) -> some View {
      content.transformEnvironment(\.self) { values in
        if let environment { values = environment }
      }
    }
  }
#endif
