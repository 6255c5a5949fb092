#if os(iOS)
  import Combine
  import SwiftUI

  /// What the SwiftUI checks drive and read: the bindings, what the sheets' content reports
  /// and the dismissal counts.
  @MainActor
  final class SelfCheckSwiftUIModel: ObservableObject {
    @Published var isPresented = false
    @Published var item: SelfCheckItem?
    /// How often `onDismiss` ran.
    var dismissals = 0
    /// The items whose content appeared, in order.
    var shownItems: [Int] = []
    /// Tells the content to call its `@BottomSheetDismiss` action.
    let dismissRequests = PassthroughSubject<Void, Never>()
    /// Put into the presenter's environment; the content marks it when it sees it.
    let token = SelfCheckEnvironmentToken()
  }
#endif
