#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// The invisible view controller behind the modified view that presents the sheet; it hands
  /// each update's request and the presenter's environment to its coordinator.
  @MainActor
  struct BottomSheetPresenterRepresentable<SheetContent: View>: UIViewControllerRepresentable {
    let request: BottomSheetPresentationRequest<SheetContent>

    func makeCoordinator() -> BottomSheetPresenterCoordinator<SheetContent> {
      BottomSheetPresenterCoordinator()
    }

    func makeUIViewController(context: Context) -> BottomSheetAnchorViewController {
      BottomSheetAnchorViewController()
    }

    func updateUIViewController(
      _ uiViewController: BottomSheetAnchorViewController, context: Context
    ) {
      context.coordinator.update(
        anchor: uiViewController, request: request, environment: context.environment)
    }

    static func dismantleUIViewController(
      _ uiViewController: BottomSheetAnchorViewController,
      coordinator: BottomSheetPresenterCoordinator<SheetContent>
    ) {
      coordinator.dismantle()
    }
  }
#endif
