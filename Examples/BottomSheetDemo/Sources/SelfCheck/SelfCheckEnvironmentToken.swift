#if os(iOS)
  import Combine
  import SwiftUI

  /// An environment object set above the presenter.
  @MainActor
  final class SelfCheckEnvironmentToken: ObservableObject {
    /// Whether the sheet's content read it from its environment.
    var seenInSheet = false
  }
#endif
