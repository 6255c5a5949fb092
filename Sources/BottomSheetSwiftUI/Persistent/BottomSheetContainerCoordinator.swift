#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// Keeps a persistent sheet (`BottomSheetContainerViewController`, laid over the modified
  /// view) in step with SwiftUI state: the hosted sheet gets the latest content and the
  /// presenting view's environment, the sheet the latest settings, the selected-detent binding
  /// follows the sheet both ways (the rules are the core's `DetentSelection` and
  /// `SheetPreferences`), and the modified view hears when the sheet starts or stops blocking
  /// it.
  @MainActor
  final class BottomSheetContainerCoordinator<SheetContent: View>: BottomSheetDelegate {
    typealias SheetHost = SizingHostingController<BottomSheetHostedRoot<SheetContent>>

    /// Called, outside SwiftUI's update, with whether the sheet now blocks the background.
    var blockingChanged: (@MainActor (Bool) -> Void)?
    private var request: BottomSheetContainerRequest<SheetContent>?
    private var environment: EnvironmentValues?
    private var preferences = BottomSheetContentPreferences()
    private weak var container: BottomSheetContainerViewController?
    private weak var sheetHost: SheetHost?

    /// Builds the container for the first request.
    func makeContainer(
      _ request: BottomSheetContainerRequest<SheetContent>,
      environment: EnvironmentValues
    ) -> BottomSheetContainerViewController {
      self.request = request
      self.environment = environment
      let sheet = SheetHost(rootView: sheetRoot(request))
      var configuration = preferences.configuration(
        over: request.configuration, environment: environment)
      configuration.engine.initialDetent = DetentSelection.initialDetent(
        binding: request.selectedDetent?.wrappedValue,
        configured: configuration.engine.initialDetent)
      let container = BottomSheetContainerViewController(
        overlaying: sheet, configuration: configuration)
      container.delegate = self
      self.container = container
      sheetHost = sheet
      return container
    }

    /// Applies the latest SwiftUI state.
    func update(
      _ request: BottomSheetContainerRequest<SheetContent>,
      environment: EnvironmentValues
    ) {
      self.request = request
      self.environment = environment
      sheetHost?.update(rootView: sheetRoot(request))
      applySettings()
    }

    private var selection: Binding<Detent.Identifier?>? {
      preferences.selection ?? request?.selectedDetent
    }

    private func sheetRoot(
      _ request: BottomSheetContainerRequest<SheetContent>
    ) -> BottomSheetHostedRoot<SheetContent> {
      BottomSheetHostedRoot(
        content: request.sheet, environment: environment,
        // A persistent sheet is not dismissed by its content.
        dismiss: .persistentBottomSheet,
        preferencesChanged: { [weak self] preferences in
          self?.preferences = preferences
          self?.applySettings()
        })
    }

    private func applySettings() {
      guard let container, let request else { return }
      BottomSheetContentPreferences.apply(
        preferences.configuration(over: request.configuration, environment: environment),
        selection: selection,
        to: container)
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
    }

    func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame) {
      if frame.changes.contains(.contentInset) {
        sheetHost?.setContentBottomInset(frame.contentBottomInset)
      }
      // Only at the frames where the core says blocking may have changed, never per frame.
      guard frame.changes.contains(.accessibility) else { return }
      let blocks = !frame.passesTouchesThrough
      // The frame can be drawn inside SwiftUI's update (a new detent applied): report after it.
      Task { @MainActor [weak self] in self?.blockingChanged?(blocks) }
    }
  }
#endif
