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
    /// Presenter state the sheet's content does not read, changed to count the content's
    /// bodies.
    @Published var tick = 0
    /// How often a sheet's content wrote its own selection binding.
    var contentSelectionWrites = 0
    /// How often a sheet's content's body ran.
    private(set) var contentBodies = 0
    /// Put into the presenter's environment; the content marks it when it sees it.
    let token = SelfCheckEnvironmentToken()

    /// Counts one run of a sheet's content's body.
    func countContentBody() {
      contentBodies += 1
    }
  }
#endif
