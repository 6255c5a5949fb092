#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI
  import UIKit

  /// Keeps a persistent sheet (`BottomSheetContainerViewController`, laid over the modified
  /// view) in step with SwiftUI state: the hosted sheet gets the latest content and the
  /// presenting view's environment, the sheet the latest settings, the selected-detent binding
  /// follows the sheet both ways, written only on a main-queue turn of its own (the rules are
  /// the core's `DetentBindingSync` and `SheetPreferences`), and the modified view hears when
  /// the sheet starts or stops blocking it.
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
    /// The sheet's live position, for `onBottomSheetPositionChange`.
    private let position = BottomSheetPositionPublisher()
    /// Whether the content's preferences apply with animation (the content's update, or a root
    /// replaced without animation before the content reported).
    /// The content's preferences and their transactions.
    private let contentUpdates = BottomSheetContentUpdates()
    private lazy var selectionDriver = BottomSheetSelectionDriver(
      selection: { [weak self] in self?.selection },
      sheet: { [weak self] in self?.container })
    /// Lets the transaction's animation pace the moves an update starts.
    private let pacer: BottomSheetAnimationPacer
    /// What the sheet's root hands its content and calls back, made once: a persistent sheet
    /// is one sheet for the container's life.
    private lazy var link = BottomSheetContentLink(
      // A persistent sheet is not dismissed by its content.
      dismiss: .persistentBottomSheet,
      contentUpdated: { [weak self] preferences, animated, hasAnimation in
        self?.contentUpdates.contentUpdated(
          preferences, animated: animated, hasAnimation: hasAnimation)
      },
      preferencesChanged: { [weak self] preferences in
        self?.contentUpdates.preferencesChanged(preferences)
      })

    init(pacer: BottomSheetAnimationPacer) {
      self.pacer = pacer
      // Progress comes on a main-queue turn of its own, outside any view update.
      contentUpdates.connect(
        presenterPacer: pacer, selectionDriver: selectionDriver, position: position,
        pace: { [weak self] progress, time in
          self?.container?.paceMove(progress: progress, time: time)
        },
        take: { [weak self] preferences, animated in self?.take(preferences, animated: animated) })
    }

    /// Builds the container for the first request.
    func makeContainer(
      _ request: BottomSheetContainerRequest<SheetContent>,
      environment: EnvironmentValues
    ) -> BottomSheetContainerViewController {
      position.updateBegan()
      defer { position.updateEnded() }
      position.presenterHub = environment.bottomSheetPresenterPosition
      self.request = request
      self.environment = environment
      let sheet = SheetHost(rootView: sheetRoot(request))
      let configuration = firstConfiguration()
      sheet.detents = configuration.detents
      sheet.overrideUserInterfaceStyle = configuration.appearance.userInterfaceStyle
      let container = BottomSheetContainerViewController(
        overlaying: sheet, configuration: configuration)
      container.sheetDelegate = self
      // Right before the sheet first appears, the container has its real size: the content is
      // laid out there once, its preference reader hands over its preferences inside that
      // layout, and `.fitting` is measured at that size, so the first frame uses them.
      container.willShowSheetFirst = { [weak self] size in self?.resolveBeforeShowing(size) }
      self.container = container
      sheetHost = sheet
      return container
    }

    /// The configuration the sheet starts with: the modifier's and the content's preferences
    /// as far as known, starting at the detent the selection binding in force names.
    private func firstConfiguration() -> BottomSheetConfiguration {
      var configuration = preferences.configuration(
        over: request?.configuration ?? .default, environment: environment)
      configuration.engine.initialDetent = DetentSelection.initialDetent(
        binding: selection?.wrappedValue?.identifier,
        configured: configuration.engine.initialDetent)
      return configuration
    }

    /// Lays the content out at the container's `size` and takes the preferences it hands over
    /// before the sheet first appears.
    private func resolveBeforeShowing(_ size: CGSize) {
      guard let container, let sheetHost else { return }
      sheetHost.resolvePreferences(width: size.width, height: size.height)
      if let read = contentUpdates.latestRead {
        preferences = read
        pacer.contentSelection = read.selection
      }
      let configuration = firstConfiguration()
      sheetHost.detents = configuration.detents
      sheetHost.overrideUserInterfaceStyle = configuration.appearance.userInterfaceStyle
      sheetHost.measureBeforeShowing(offeredHeight: size.height)
      // The sheet is not shown yet: nothing moves.
      container.setConfiguration(configuration, animated: false)
    }

    /// Applies the latest SwiftUI state; `hasAnimation` says whether the update's transaction
    /// carries an animation.
    func update(
      _ request: BottomSheetContainerRequest<SheetContent>,
      environment: EnvironmentValues,
      animates: Bool,
      hasAnimation: Bool
    ) {
      position.updateBegan()
      defer {
        position.updateEnded()
        // The transaction is this update's: a move after a release animates with the sheet's
        // own spring.
        selectionDriver.animates = true
        pacer.updateEnded()
      }
      contentUpdates.followsAnimation(environment.bottomSheetFollowsTransactionAnimation)
      pacer.updateBegan(hasAnimation: hasAnimation, disablesAnimations: !animates)
      position.presenterHub = environment.bottomSheetPresenterPosition
      self.request = request
      self.environment = environment
      selectionDriver.animates = animates
      replaceRoot(request, animated: animates)
    }

    /// The selection binding in force: the content's, else the modifier's.
    private var selection: Binding<Detent?>? {
      SettingPrecedence.selection(content: preferences.selection, modifier: request?.selectedDetent)
    }

    private func sheetRoot(
      _ request: BottomSheetContainerRequest<SheetContent>
    ) -> BottomSheetHostedRoot<SheetContent> {
      BottomSheetHostedRoot(
        content: request.sheet, environment: environment,
        keepsOwnColorScheme: request.configuration.contentKeepsSheetStyle, link: link,
        position: position.contentHub, pacer: contentUpdates.pacer)
    }

    /// Hands the sheet's content its new root and the sheet the modifier's settings, inside an
    /// update whose transaction animates or not; the content's preferences follow later.
    private func replaceRoot(
      _ request: BottomSheetContainerRequest<SheetContent>, animated: Bool
    ) {
      contentUpdates.rootReplaced(animated: animated)
      sheetHost?.update(rootView: sheetRoot(request))
      applySettings(animated: animated)
    }

    /// Takes the content's new preferences: a selection they ask for moves the same way (and
    /// paced, when the content update that made them had an animation).
    private func take(_ reported: BottomSheetContentPreferences, animated: Bool) {
      preferences = reported
      pacer.contentSelection = reported.selection
      selectionDriver.during(animated: animated) { applySettings(animated: animated) }
    }

    /// The modified view left: nothing is written any more.
    func dismantle() {
      position.updateBegan()
      defer { position.updateEnded() }
      position.removed()
      selectionDriver.removed()
    }

    /// Hands the sheet the current settings, moving it to new detents with animation or at once.
    private func applySettings(animated: Bool) {
      guard let container, let request else { return }
      let configuration = preferences.configuration(
        over: request.configuration, environment: environment)
      sheetHost?.detents = configuration.detents
      sheetHost?.overrideUserInterfaceStyle = configuration.appearance.userInterfaceStyle
      // New detents may make the sheet re-select (reported as a detent change, written later).
      BottomSheetContentPreferences.apply(configuration, to: container, animated: animated)
      selectionDriver.updated()
    }

    // MARK: - BottomSheetDelegate

    func bottomSheet(
      _ sheet: any BottomSheetControlling, didChangeDetentFrom oldDetent: Detent.Identifier,
      to newDetent: Detent.Identifier
    ) {
      selectionDriver.sheetChangedDetent()
    }

    func bottomSheetDidPresent(_ sheet: any BottomSheetControlling) {
      selectionDriver.sheetChangedDetent()
    }

    func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame) {
      selectionDriver.frameDrawn(frame)
      position.moved(frame)
      if frame.changes.contains(.contentInset) {
        sheetHost?.setContentBottomInset(frame.contentBottomInset)
      }
      // Only at the frames where the core says blocking may have changed, never per frame.
      guard frame.changes.contains(.accessibility) else { return }
      let blocks = !frame.passesTouchesThrough
      // The frame can be drawn inside SwiftUI's update (a new detent applied): report after it.
      BottomSheetTurn.next { [weak self] in self?.blockingChanged?(blocks) }
    }
  }
#endif
