#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI
  import UIKit

  /// Keeps one presented sheet in step with SwiftUI state. The decisions are the core's
  /// (`PresentationBinding` for the binding, `PresentationWriteback` and `DetentBindingSync`
  /// for when the app's state is written — never inside a view update —, `SheetPreferences`
  /// for the content's modifiers); this class reads UIKit and SwiftUI and carries the answers
  /// out.
  ///
  /// Owned by SwiftUI (through the representable); holds the anchor and the hosting controller
  /// weakly, so the presentation owns the sheet, not the other way round.
  @MainActor
  final class BottomSheetPresenterCoordinator<SheetContent: View>: BottomSheetDelegate {
    typealias Host = SizingHostingController<BottomSheetHostedRoot<SheetContent>>

    private var rules = PresentationBinding<AnyHashable>()
    private var writeback = PresentationWriteback<AnyHashable>()
    /// Whether the content's preferences apply with animation (the content's update, or a root
    /// replaced without animation before the content reported).
    /// The content's preferences and their transactions.
    private let contentUpdates = BottomSheetContentUpdates()
    private lazy var selectionDriver = BottomSheetSelectionDriver(
      selection: { [weak self] in self?.selection },
      sheet: { [weak self] in self?.sheet })
    /// The sheet's live position, for `onBottomSheetPositionChange`.
    private let position = BottomSheetPositionPublisher()
    /// Whether the update under way animates (its transaction's `disablesAnimations` turns it
    /// off); true outside updates.
    private var animates = true
    /// Lets the transaction's animation pace the moves an update starts.
    private let pacer: BottomSheetAnimationPacer
    private weak var anchor: BottomSheetAnchorViewController?
    private weak var host: Host?
    private var request: BottomSheetPresentationRequest<SheetContent>?
    private var environment: EnvironmentValues?
    // Per-sheet state, started afresh for each new sheet (`.present`).
    /// The content's preferences of the sheet on screen.
    private var preferences = BottomSheetContentPreferences()
    /// The binding's value for the sheet on screen, for a write that names it.
    private var shownValue: Any?
    /// What the sheet's root hands its content and calls back, made once per sheet.
    private var link: BottomSheetContentLink?

    init(pacer: BottomSheetAnimationPacer) {
      self.pacer = pacer
      // Progress comes on a main-queue turn of its own, outside any view update.
      contentUpdates.connect(
        presenterPacer: pacer, selectionDriver: selectionDriver, position: position,
        pace: { [weak self] progress, time in
          self?.sheet?.paceMove(progress: progress, time: time)
        },
        take: { [weak self] preferences, animated in self?.take(preferences, animated: animated) })
    }

    /// Applies the latest SwiftUI state; `hasAnimation` says whether the update's transaction
    /// carries an animation.
    func update(
      anchor newAnchor: BottomSheetAnchorViewController,
      request newRequest: BottomSheetPresentationRequest<SheetContent>,
      environment newEnvironment: EnvironmentValues,
      animates newAnimates: Bool,
      hasAnimation: Bool
    ) {
      position.updateBegan()
      defer {
        position.updateEnded()
        // The transaction is this update's: what happens later (a recheck, a release) animates
        // with the sheet's own spring.
        animates = true
        selectionDriver.animates = true
        pacer.updateEnded()
      }
      contentUpdates.followsAnimation(newEnvironment.bottomSheetFollowsTransactionAnimation)
      pacer.updateBegan(hasAnimation: hasAnimation, disablesAnimations: !newAnimates)
      position.presenterHub = newEnvironment.bottomSheetPresenterPosition
      anchor = newAnchor
      request = newRequest
      environment = newEnvironment
      animates = newAnimates
      selectionDriver.animates = newAnimates
      newAnchor.onAppear = { [weak self] in
        self?.stateChanged()
      }
      stateChanged()
    }

    /// The representable left the hierarchy: take the sheet with it.
    func dismantle() {
      position.updateBegan()
      defer { position.updateEnded() }
      position.removed()
      selectionDriver.removed()
      handle(.removed)
    }

    // MARK: - Carrying out the rules

    /// Whether the anchor can present now: in a window, neither it nor an ancestor presents
    /// anything (UIKit's `presentedViewController` covers both), and no presentation or
    /// dismissal it is inside is under way (`transitionCoordinator` asks the parents too).
    private var presenter: PresenterAvailability {
      PresenterAvailability(
        isInWindow: anchor?.viewIfLoaded?.window != nil,
        presentsSomething: anchor?.presentedViewController != nil,
        isInTransition: anchor?.transitionCoordinator != nil)
    }

    private var sheet: BottomSheetPresentationController? {
      host?.presentationController as? BottomSheetPresentationController
    }

    private func stateChanged() {
      handle(.stateChanged(wanted: wanted, presenter: presenter))
    }

    /// What the binding asks for: its value, or the value a write on its way gives it.
    private var wanted: AnyHashable? {
      writeback.binding(reads: request?.sheet?.identity)
    }

    /// Hands `event` to the rules and carries out their answer; what could not be carried out
    /// goes back to the rules once the answer is done.
    private func handle(_ event: PresentationBinding<AnyHashable>.Event) {
      var failures: [PresentationBinding<AnyHashable>.Event] = []
      for command in rules.handle(event) {
        switch command {
        case .present(let identity):
          if present(identity) {
            pacer.moveBegan()
          } else {
            failures.append(.presentationFailed(presenter: presenter))
          }
        case .update:
          updateSheet()
        case .dismiss(let animated):
          if let sheet {
            sheet.dismiss(animated: animated && animates, completion: nil)
            pacer.moveBegan()
          } else {
            failures.append(.nothingToDismiss(presenter: presenter))
          }
        case .setBinding(let identity):
          carryOut(writeback.handle(.setBinding(identity, binding: request?.currentIdentity())))
        case .callOnDismiss:
          carryOut(writeback.handle(.onDismiss))
        case .checkAgainLater:
          // A transition the anchor is inside says when it ends: check at the turn after it
          // rather than up to 0.1 s later; the timed check stays for what announces no end.
          anchor?.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
            BottomSheetTurn.next { self?.recheckDue() }
          }
          BottomSheetTurn.after(PresentationBinding<AnyHashable>.recheckInterval) {
            [weak self] in
            self?.recheckDue()
          }
        }
      }
      for failure in failures { handle(failure) }
    }

    private func recheckDue() {
      handle(.recheckDue(wanted: wanted, presenter: presenter))
    }

    /// Carries out the writeback's answer: the app's binding and `onDismiss` only ever on a
    /// main-queue turn of their own. The turn holds this coordinator, so a write owed by a
    /// removed view still happens.
    private func carryOut(_ commands: [PresentationWriteback<AnyHashable>.Command]) {
      for command in commands {
        switch command {
        case .scheduleTurn:
          BottomSheetTurn.next {
            self.carryOut(self.writeback.handle(.turn(binding: self.request?.currentIdentity())))
          }
        case .write(let identity):
          request?.write(identity == nil ? nil : shownValue)
        case .callOnDismiss:
          request?.onDismiss?()
        }
      }
    }

    /// Presents a new sheet for `identity`, starting its per-sheet state afresh; false when
    /// nothing was presented.
    private func present(_ identity: AnyHashable) -> Bool {
      guard let anchor, let requested = request?.sheet, requested.identity == identity else {
        return false
      }
      preferences = BottomSheetContentPreferences()
      pacer.contentSelection = nil
      contentUpdates.sheetChanged()
      shownValue = requested.value
      link = makeLink(sheet: rules.sheetNumber)
      let newHost = Host(rootView: root(requested.content()))
      // One layout off screen first, at the window's size: the content's preference reader
      // hands over its preferences (detents, grabber, selection) inside it, and `.fitting` is
      // measured there, so the first frame already heads for the content's detent.
      let window = anchor.viewIfLoaded?.window
      if let window {
        newHost.resolvePreferences(width: window.bounds.width, height: window.bounds.height)
      }
      if let read = contentUpdates.latestRead {
        preferences = read
        pacer.contentSelection = read.selection
      }
      var configuration = settings()
      newHost.detents = configuration.detents
      if let window { newHost.measureBeforeShowing(offeredHeight: window.bounds.height) }
      newHost.overrideUserInterfaceStyle = configuration.appearance.userInterfaceStyle
      configuration.engine.initialDetent = DetentSelection.initialDetent(
        binding: selection?.wrappedValue?.identifier,
        configured: configuration.engine.initialDetent)
      host = newHost
      anchor.presentBottomSheet(
        newHost, configuration: configuration, delegate: self, animated: animates)
      // UIKit refuses a presentation (with a console warning only) when the anchor is busy.
      guard newHost.presentingViewController != nil else {
        host = nil
        return false
      }
      return true
    }

    private func updateSheet() {
      guard let host, let requested = request?.sheet else { return }
      // The same sheet with new fields: a dismissal a finger takes back writes these back.
      shownValue = requested.value
      contentUpdates.rootReplaced(animated: animates)
      host.update(rootView: root(requested.content()))
      applySettings(animated: animates)
    }

    private func root(_ content: SheetContent) -> BottomSheetHostedRoot<SheetContent> {
      let link = link ?? makeLink(sheet: rules.sheetNumber)
      self.link = link
      return BottomSheetHostedRoot(
        content: content, environment: environment,
        keepsOwnColorScheme: request?.configuration.contentKeepsSheetStyle ?? false, link: link,
        position: position.contentHub, pacer: contentUpdates.pacer)
    }

    /// What sheet `number`'s root hands its content and calls back. What a sheet that is no
    /// longer the current one reports has no say (`PresentationBinding.isCurrent(sheet:)`).
    private func makeLink(sheet number: Int) -> BottomSheetContentLink {
      BottomSheetContentLink(
        // The content's own dismiss: the same as the binding letting go.
        dismiss: BottomSheetDismissAction(action: { [weak self] in
          self?.handle(.contentRequestedDismissal(sheet: number))
        }),
        contentUpdated: { [weak self] preferences, animated, hasAnimation in
          guard let self, self.rules.isCurrent(sheet: number) else { return }
          self.contentUpdates.contentUpdated(
            preferences, animated: animated, hasAnimation: hasAnimation)
        },
        preferencesChanged: { [weak self] preferences in
          guard let self, self.rules.isCurrent(sheet: number) else { return }
          self.contentUpdates.preferencesChanged(preferences)
        })
    }

    /// Takes the content's new preferences: a selection they ask for moves the same way (and
    /// paced, when the content update that made them had an animation).
    private func take(_ reported: BottomSheetContentPreferences, animated: Bool) {
      preferences = reported
      pacer.contentSelection = reported.selection
      selectionDriver.during(animated: animated) { applySettings(animated: animated) }
    }

    /// The selection binding in force: the content's, else the modifier's.
    private var selection: Binding<Detent?>? {
      SettingPrecedence.selection(content: preferences.selection, modifier: request?.selectedDetent)
    }

    /// The modifier's configuration with the content's preferences applied.
    private func settings() -> BottomSheetConfiguration {
      preferences.configuration(
        over: request?.configuration ?? .default, environment: environment)
    }

    /// Hands the sheet the current settings, moving it to new detents with animation or at once.
    private func applySettings(animated: Bool) {
      guard let sheet, let host else { return }
      let configuration = settings()
      host.detents = configuration.detents
      host.overrideUserInterfaceStyle = configuration.appearance.userInterfaceStyle
      // New detents may make the sheet re-select (reported as a detent change, written later).
      BottomSheetContentPreferences.apply(configuration, to: sheet, animated: animated)
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
      handle(.sheetDidPresent)
    }

    func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame) {
      selectionDriver.frameDrawn(frame)
      // While a finger holds the sheet, the binding's word waits for it to lift.
      handle(.sheetHeld(frame.phase == .dragging))
      position.moved(frame)
      // A new inset without a resize (the sheet coming to rest on the keyboard) reaches the
      // content here; a resize also brings it through the hosting controller's layout pass.
      if frame.changes.contains(.contentInset) {
        host?.setContentBottomInset(frame.contentBottomInset)
      }
    }

    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
      host = nil
      link = nil
      handle(.sheetDidDismiss(presenter: presenter))
    }
  }
#endif
