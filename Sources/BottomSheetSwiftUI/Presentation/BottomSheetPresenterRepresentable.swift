#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// What `.bottomSheet` puts behind the modified view: the view controller that presents the
  /// sheet, and the probe through which the transaction's animation paces the sheet where the
  /// app asks for it.
  @MainActor
  struct BottomSheetPresenterModifier<SheetContent: View>: ViewModifier {
    let request: BottomSheetPresentationRequest<SheetContent>
    @StateObject private var pacer = BottomSheetAnimationPacer()

    func body(content: Content) -> some View {
      let pacingValue = pacer.probeValue(
        isShown: request.sheet != nil, selection: request.selectedDetent)
      content
        // This sheet reports to the observers around it; a sheet modifier inside does not.
        .environment(\.bottomSheetPresenterPosition, nil)
        .background {
          BottomSheetPresenterRepresentable(
            request: request, pacer: pacer)
        }
        .background { BottomSheetAnimationProbe(value: pacingValue, pacer: pacer) }
    }
  }

  /// The invisible view controller behind the modified view that presents the sheet; it hands
  /// each update's request, the presenter's environment and the transaction to its coordinator.
  @MainActor
  struct BottomSheetPresenterRepresentable<SheetContent: View>: UIViewControllerRepresentable {
    let request: BottomSheetPresentationRequest<SheetContent>
    let pacer: BottomSheetAnimationPacer

    func makeCoordinator() -> BottomSheetPresenterCoordinator<SheetContent> {
      BottomSheetPresenterCoordinator(pacer: pacer)
    }

    func makeUIViewController(context: Context) -> BottomSheetAnchorViewController {
      BottomSheetAnchorViewController()
    }

    func updateUIViewController(
      _ uiViewController: BottomSheetAnchorViewController, context: Context
    ) {
      let transaction = context.transaction
      context.coordinator.update(
        anchor: uiViewController, request: request, environment: context.environment,
        animates: !transaction.disablesAnimations, hasAnimation: transaction.animation != nil)
    }

    static func dismantleUIViewController(
      _ uiViewController: BottomSheetAnchorViewController,
      coordinator: BottomSheetPresenterCoordinator<SheetContent>
    ) {
      coordinator.dismantle()
    }
  }

  // MARK: - What it is handed at each update

  /// What a `.bottomSheet` modifier asks for at one update of its view.
  @MainActor
  struct BottomSheetPresentationRequest<SheetContent: View> {
    /// The sheet the binding asks for, or nil for none.
    let sheet: BottomSheetRequestedSheet<SheetContent>?
    /// Writes the binding: nil for false (or nil), else a value from
    /// ``BottomSheetRequestedSheet/value``. Called only on a main-queue turn of its own.
    let write: @MainActor (Any?) -> Void
    /// Reads the binding now: the identity it names, or nil.
    let currentIdentity: @MainActor () -> AnyHashable?
    let selectedDetent: Binding<Detent?>?
    let configuration: BottomSheetConfiguration
    let onDismiss: (() -> Void)?
  }

  /// The sheet a `.bottomSheet` modifier's binding asks for at one update, read from one value of
  /// the binding: its identity, the value to write back and the content all come from that same
  /// value, so they can never disagree (the content is still built only when needed).
  @MainActor
  struct BottomSheetRequestedSheet<SheetContent: View> {
    /// `true` for `isPresented`, the item's `id` for `item`.
    let identity: AnyHashable
    /// The binding's value for this sheet (`true`, or the item), written back if a finger keeps
    /// the sheet the binding let go of.
    let value: Any
    /// Builds the content for ``value``.
    let content: () -> SheetContent
  }

  // MARK: - The view controller it puts behind the modified view

  /// An empty, touch-transparent view controller that sits behind the modified SwiftUI view
  /// and presents its sheet; it tells its coordinator when it joins a window.
  @MainActor
  final class BottomSheetAnchorViewController: UIViewController {
    /// Called after the view appears (a presentation may have waited for the window).
    var onAppear: (@MainActor () -> Void)?

    override func loadView() {
      let anchorView = UIView()
      anchorView.backgroundColor = .clear
      anchorView.isUserInteractionEnabled = false
      view = anchorView
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }
  }
#endif
