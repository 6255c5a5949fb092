#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// Hosts a persistent sheet in a `BottomSheetContainerViewController` laid over the modified
  /// view (`init(overlaying:configuration:)`): its view takes no touch outside the sheet while
  /// the background is undimmed.
  @MainActor
  struct BottomSheetContainerRepresentable<SheetContent: View>: UIViewControllerRepresentable {
    let request: BottomSheetContainerRequest<SheetContent>
    /// Called with whether the sheet now blocks the background, when that changes.
    let blockingChanged: @MainActor (Bool) -> Void
    let pacer: BottomSheetAnimationPacer

    func makeCoordinator() -> BottomSheetContainerCoordinator<SheetContent> {
      BottomSheetContainerCoordinator(pacer: pacer)
    }

    func makeUIViewController(context: Context) -> BottomSheetContainerViewController {
      context.coordinator.blockingChanged = blockingChanged
      return context.coordinator.makeContainer(request, environment: context.environment)
    }

    func updateUIViewController(
      _ uiViewController: BottomSheetContainerViewController, context: Context
    ) {
      context.coordinator.blockingChanged = blockingChanged
      let transaction = context.transaction
      context.coordinator.update(
        request, environment: context.environment,
        animates: !transaction.disablesAnimations, hasAnimation: transaction.animation != nil)
    }

    static func dismantleUIViewController(
      _ uiViewController: BottomSheetContainerViewController,
      coordinator: BottomSheetContainerCoordinator<SheetContent>
    ) {
      coordinator.dismantle()
    }
  }

  // MARK: - What it is handed at each update

  /// What a `.persistentBottomSheet` modifier asks for at one update of its view.
  @MainActor
  struct BottomSheetContainerRequest<SheetContent: View> {
    let sheet: SheetContent
    let selectedDetent: Binding<Detent?>?
    let configuration: BottomSheetConfiguration
  }
#endif
