#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// Keeps one presented sheet in step with SwiftUI state. The decisions are the core's
  /// (`PresentationBinding` for the binding, `DetentSelection` for the selected detent,
  /// `SheetPreferences` for the content's modifiers); this class reads UIKit and SwiftUI and
  /// carries the answers out.
  ///
  /// Owned by SwiftUI (through the representable); holds the anchor and the hosting controller
  /// weakly, so the presentation owns the sheet, not the other way round.
  @MainActor
  final class BottomSheetPresenterCoordinator<SheetContent: View>: BottomSheetDelegate {
    typealias Host = SizingHostingController<BottomSheetHostedRoot<SheetContent>>

    private var rules = PresentationBinding<AnyHashable>()
    private weak var anchor: BottomSheetAnchorViewController?
    private weak var host: Host?
    private var request: BottomSheetPresentationRequest<SheetContent>?
    private var environment: EnvironmentValues?
    private var preferences = BottomSheetContentPreferences()
    /// The binding's value for the sheet on screen, to write back if a finger keeps it.
    private var shownValue: Any?

    /// Applies the latest SwiftUI state.
    func update(
      anchor newAnchor: BottomSheetAnchorViewController,
      request newRequest: BottomSheetPresentationRequest<SheetContent>,
      environment newEnvironment: EnvironmentValues
    ) {
      anchor = newAnchor
      request = newRequest
      environment = newEnvironment
      newAnchor.onAppear = { [weak self] in
        self?.stateChanged()
      }
      stateChanged()
    }

    /// The representable left the hierarchy: take the sheet with it.
    func dismantle() {
      perform(rules.handle(.removed))
    }

    // MARK: - Carrying out the rules

    /// Whether the anchor can present now: in a window, and neither it nor an ancestor
    /// presents anything (UIKit's `presentedViewController` covers both).
    private var presenter: PresenterAvailability {
      guard let anchor, anchor.viewIfLoaded?.window != nil else { return .notInWindow }
      return anchor.presentedViewController == nil ? .ready : .presentingOther
    }

    /// How long to wait before checking again whether the presenter is free, in seconds.
    private static var recheckInterval: TimeInterval { 0.1 }

    private var sheet: BottomSheetPresentationController? {
      host?.presentationController as? BottomSheetPresentationController
    }

    private func stateChanged() {
      perform(
        rules.handle(.stateChanged(wanted: request?.identity, presenter: presenter)))
    }

    private func perform(_ commands: [PresentationBindingCommand<AnyHashable>]) {
      for command in commands {
        switch command {
        case .present:
          present()
        case .update:
          updateSheet()
        case .dismiss(let animated):
          sheet?.dismiss(animated: animated)
        case .setBinding(let identity):
          request?.write(identity == nil ? nil : shownValue)
        case .callOnDismiss:
          request?.onDismiss?()
        case .checkAgainLater:
          DispatchQueue.main.asyncAfter(deadline: .now() + Self.recheckInterval) {
            [weak self] in
            self?.stateChanged()
          }
        }
      }
    }

    private func present() {
      guard let anchor, let request, let content = request.content() else { return }
      let newHost = Host(rootView: root(content))
      var configuration = settings()
      configuration.behavior.initialDetent = DetentSelection.initialDetent(
        binding: selection?.wrappedValue, configured: configuration.behavior.initialDetent)
      shownValue = request.value
      host = newHost
      anchor.presentBottomSheet(newHost, configuration: configuration, delegate: self)
    }

    private func updateSheet() {
      guard let host, let content = request?.content() else { return }
      host.update(rootView: root(content))
      applySettings()
    }

    private func root(_ content: SheetContent) -> BottomSheetHostedRoot<SheetContent> {
      BottomSheetHostedRoot(
        content: content, environment: environment,
        dismiss: BottomSheetDismissAction(action: { [weak self] in
          self?.dismissFromContent()
        }),
        preferencesChanged: { [weak self] preferences in
          self?.preferencesChanged(preferences)
        })
    }

    /// The content's own dismiss: the same as the binding letting go.
    private func dismissFromContent() {
      perform(rules.handle(.contentRequestedDismissal))
    }

    private func preferencesChanged(_ newPreferences: BottomSheetContentPreferences) {
      preferences = newPreferences
      applySettings()
    }

    /// The selection binding in force: the content's, else the modifier's.
    private var selection: Binding<Detent.Identifier?>? {
      preferences.selection ?? request?.selectedDetent
    }

    /// The modifier's configuration with the content's preferences applied.
    private func settings() -> BottomSheetConfiguration {
      preferences.configuration(
        over: request?.configuration ?? .default, environment: environment)
    }

    private func applySettings() {
      guard let sheet else { return }
      BottomSheetContentPreferences.apply(settings(), selection: selection, to: sheet)
    }

    // MARK: - BottomSheetDelegate

    func bottomSheet(
      _ sheet: any BottomSheetControlling, didChangeDetentFrom oldDetent: Detent.Identifier,
      to newDetent: Detent.Identifier
    ) {
      BottomSheetContentPreferences.write(sheet, to: selection)
    }

    func bottomSheetDidPresent(_ sheet: any BottomSheetControlling) {
      BottomSheetContentPreferences.write(sheet, to: selection)
      perform(rules.handle(.sheetDidPresent))
    }

    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
      host = nil
      perform(rules.handle(.sheetDidDismiss(presenter: presenter)))
    }
  }
#endif
