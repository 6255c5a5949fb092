#if os(iOS)
  import Combine

  /// A counter shared through `.environmentObject` by the presenter and its sheet.
  final class EnvironmentDemoModel: ObservableObject {
    @Published var count = 0
  }
#endif
