#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// Hosts a view and a persistent sheet over it in a `BottomSheetContainerViewController`.
  @MainActor
  struct BottomSheetContainerRepresentable<Background: View, SheetContent: View>:
    UIViewControllerRepresentable
  {
    let request: BottomSheetContainerRequest<Background, SheetContent>

    func makeCoordinator() -> BottomSheetContainerCoordinator<Background, SheetContent> {
      BottomSheetContainerCoordinator()
    }

    func makeUIViewController(context: Context) -> BottomSheetContainerViewController {
      context.coordinator.makeContainer(request, environment: context.environment)
    }

    func updateUIViewController(
      _ uiViewController: BottomSheetContainerViewController, context: Context
    ) {
      context.coordinator.update(request, environment: context.environment)
    }
  }
#endif
