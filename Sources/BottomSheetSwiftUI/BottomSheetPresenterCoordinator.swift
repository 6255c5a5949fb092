#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// Keeps one presented sheet in step with SwiftUI state: presents, updates and dismisses the
  /// hosted content, and writes user dismissals and detent changes back to the bindings.
  ///
  /// Owned by SwiftUI (through the representable); holds the anchor and the hosting controller
  /// weakly, so the presentation owns the sheet, not the other way round.
  @MainActor
  final class BottomSheetPresenterCoordinator<SheetContent: View>: BottomSheetDelegate {
    private weak var anchor: BottomSheetAnchorViewController?
    private weak var host: SizingHostingController<SheetContent>?
    private var pendingContent: SheetContent?
    private var configuration = BottomSheetConfiguration.default
    private var selectedDetent: Binding<Detent.Identifier?>?
    private var onDismissed: (@MainActor () -> Void)?

    /// Applies the latest SwiftUI state.
    func update(
      anchor newAnchor: BottomSheetAnchorViewController, content: SheetContent?,
      selectedDetent newSelectedDetent: Binding<Detent.Identifier?>?,
      configuration newConfiguration: BottomSheetConfiguration,
      onDismissed newOnDismissed: @escaping @MainActor () -> Void
    ) {
      anchor = newAnchor
      selectedDetent = newSelectedDetent
      configuration = newConfiguration
      onDismissed = newOnDismissed
      newAnchor.onAppear = { [weak self] in
        self?.presentPendingContent()
      }
      if let content {
        if let host {
          host.update(rootView: content)
          followSelectedDetent(of: host)
        } else {
          pendingContent = content
          presentPendingContent()
        }
      } else {
        pendingContent = nil
        // The sheet's own dismissal also works mid-presentation and while a finger holds it;
        // the core's transition lifecycle decides how.
        (host?.presentationController as? BottomSheetPresentationController)?.dismiss(
          animated: true)
      }
    }

    /// The representable left the hierarchy: take the sheet with it.
    func dismantle() {
      pendingContent = nil
      if let host, host.presentingViewController != nil {
        host.dismiss(animated: false, completion: nil)
      }
    }

    /// Presents the waiting content once the anchor is in a window and free to present.
    private func presentPendingContent() {
      guard let content = pendingContent, host == nil, let anchor,
        anchor.viewIfLoaded?.window != nil,
        anchor.presentedViewController == nil
      else { return }
      pendingContent = nil
      let newHost = SizingHostingController(rootView: content)
      var sheetConfiguration = configuration
      if let detent = selectedDetent?.wrappedValue {
        sheetConfiguration.behavior.initialDetent = detent
      }
      host = newHost
      anchor.presentBottomSheet(newHost, configuration: sheetConfiguration, delegate: self)
    }

    /// Moves the sheet when the binding names another detent than the sheet's.
    private func followSelectedDetent(of host: SizingHostingController<SheetContent>) {
      guard let wanted = selectedDetent?.wrappedValue,
        let sheet = host.presentationController as? BottomSheetPresentationController,
        sheet.selectedDetent != wanted
      else { return }
      sheet.selectDetent(wanted, animated: true)
    }

    // MARK: - BottomSheetDelegate

    func bottomSheet(
      _ sheet: any BottomSheetControlling, didChangeDetentFrom oldDetent: Detent.Identifier,
      to newDetent: Detent.Identifier
    ) {
      if let selectedDetent, selectedDetent.wrappedValue != newDetent {
        selectedDetent.wrappedValue = newDetent
      }
    }

    func bottomSheetDidPresent(_ sheet: any BottomSheetControlling) {
      if let selectedDetent, let detent = sheet.selectedDetent,
        selectedDetent.wrappedValue != detent
      {
        selectedDetent.wrappedValue = detent
      }
    }

    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
      host = nil
      onDismissed?()
    }
  }
#endif
