#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// The invisible view controller behind the modified view that presents the sheet.
  @MainActor
  struct BottomSheetPresenterRepresentable<SheetContent: View>: UIViewControllerRepresentable {
    let sheetContent: SheetContent?
    let selectedDetent: Binding<Detent.Identifier?>?
    let configuration: BottomSheetConfiguration
    let onDismissed: @MainActor () -> Void

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
        anchor: uiViewController, content: sheetContent, selectedDetent: selectedDetent,
        configuration: configuration, onDismissed: onDismissed)
    }

    static func dismantleUIViewController(
      _ uiViewController: BottomSheetAnchorViewController,
      coordinator: BottomSheetPresenterCoordinator<SheetContent>
    ) {
      coordinator.dismantle()
    }
  }
#endif
