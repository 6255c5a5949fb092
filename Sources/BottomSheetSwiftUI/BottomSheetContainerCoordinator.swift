#if os(iOS)
  import BottomSheet
  import SwiftUI
  import UIKit

  /// Keeps a persistent sheet (`BottomSheetContainerViewController`) in step with SwiftUI
  /// state: both hosted views get the latest content and the presenting view's environment,
  /// the sheet the latest settings, and the selected-detent binding follows the sheet both
  /// ways (the rules are the core's `DetentSelection` and `SheetPreferences`).
  @MainActor
  final class BottomSheetContainerCoordinator<Background: View, SheetContent: View>:
    BottomSheetDelegate
  {
    typealias BackgroundHost = UIHostingController<BottomSheetHostedBackground<Background>>
    typealias SheetHost = SizingHostingController<BottomSheetHostedRoot<SheetContent>>

    private var request: BottomSheetContainerRequest<Background, SheetContent>?
    private var environment: EnvironmentValues?
    private var preferences = BottomSheetContentPreferences()
    private weak var container: BottomSheetContainerViewController?
    private weak var backgroundHost: BackgroundHost?
    private weak var sheetHost: SheetHost?

    /// Builds the container for the first request.
    func makeContainer(
      _ request: BottomSheetContainerRequest<Background, SheetContent>,
      environment: EnvironmentValues
    ) -> BottomSheetContainerViewController {
      self.request = request
      self.environment = environment
      let background = BackgroundHost(rootView: backgroundRoot(request))
      let sheet = SheetHost(rootView: sheetRoot(request))
      var configuration = preferences.configuration(
        over: request.configuration, environment: environment)
      configuration.behavior.initialDetent = DetentSelection.initialDetent(
        binding: request.selectedDetent?.wrappedValue,
        configured: configuration.behavior.initialDetent)
      let container = BottomSheetContainerViewController(
        backgroundViewController: background, sheetViewController: sheet,
        configuration: configuration)
      container.delegate = self
      self.container = container
      backgroundHost = background
      sheetHost = sheet
      return container
    }

    /// Applies the latest SwiftUI state.
    func update(
      _ request: BottomSheetContainerRequest<Background, SheetContent>,
      environment: EnvironmentValues
    ) {
      self.request = request
      self.environment = environment
      backgroundHost?.rootView = backgroundRoot(request)
      sheetHost?.update(rootView: sheetRoot(request))
      applySettings()
    }

    private var selection: Binding<Detent.Identifier?>? {
      preferences.selection ?? request?.selectedDetent
    }

    private func backgroundRoot(
      _ request: BottomSheetContainerRequest<Background, SheetContent>
    ) -> BottomSheetHostedBackground<Background> {
      BottomSheetHostedBackground(content: request.background, environment: environment)
    }

    private func sheetRoot(
      _ request: BottomSheetContainerRequest<Background, SheetContent>
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
  }
#endif
