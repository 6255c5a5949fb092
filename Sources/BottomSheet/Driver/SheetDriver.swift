#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import QuartzCore
  import UIKit

  /// The humble middle of every sheet: owns the ``SheetEngine``, forwards UIKit events to it and
  /// hands its frames and notifications to a ``SheetDriverHost``.
  ///
  /// Pipeline: drivers (sheet pan, scroll-view pans, keyboard, layout, accessibility) → engine →
  /// host (frames, dimming, delegate callbacks, UIKit transitions). Nothing here decides where the
  /// sheet goes: values are converted (CGFloat ↔ Double) and passed through.
  ///
  /// Ownership (the whole graph is in ``BottomSheetTransitioningDelegate``'s documentation): the
  /// host owns the driver; the driver holds the host, its container and its content driver
  /// weakly; gestures, notifications and the display link reach it through proxies that hold it
  /// weakly. ``detach()`` invalidates the display link and removes every observer and every
  /// target on a scroll view, so nothing outlives the sheet; a driver freed while attached does
  /// the same from its `deinit`.
  @MainActor
  final class SheetDriver {
    /// The engine. Mutated only by the driver and its extensions (hosts read it).
    var engine: SheetEngine
    /// The configuration in force (behaviour and appearance).
    private(set) var configuration: BottomSheetConfiguration
    /// The clock the engine runs on.
    let clock = SheetClock()
    /// Splits scroll-view pans between the sheet and the content.
    var handoff = ScrollHandoff()

    weak var host: (any SheetDriverHost)?
    /// Content that drives the sheet's height (a ``BottomSheetNavigationController``).
    weak var contentDriver: (any SheetContentDriving)?
    /// The sheet's content while attached; asked for the scroll view it names.
    private(set) weak var content: UIViewController?
    /// The view the sheet lives in; gestures and the keyboard are measured in it.
    private(set) weak var containerView: UIView?
    /// The pan that drags the sheet by its chrome.
    weak var sheetPan: UIPanGestureRecognizer?

    let eventTarget = SheetEventTarget()
    private let ticker = FrameTicker()
    /// The system's Reduce Motion setting as last read.
    var systemReducesMotionSetting: Bool
    private var sentGeometry: ContainerGeometry?
    /// The keyboard's overlap as last accepted (the engine keeps a clamped copy), in points.
    var measuredKeyboardOverlap: Double = 0
    /// The text field or view that last began editing, anywhere in the app.
    weak var editingView: UIView?
    var isObservingNotifications = false
    /// Holds the content's bottom safe area at the core's inset.
    let contentInset = ContentInsetKeeper()
    /// Which height plain content gives `.fitting`, and when its layout is measured again.
    var fitting = ContentFitting()
    /// The app's completions of selections, hiding and dismissal, and when each is called (the
    /// core's `MoveCompletions`).
    private var completions = MoveCompletions<@MainActor (Bool) -> Void>()

    /// Creates a driver for a hidden sheet; the layout arrives with ``attach(to:)``.
    init(configuration: BottomSheetConfiguration) {
      self.configuration = configuration
      let reducesMotion = UIAccessibility.isReduceMotionEnabled
      systemReducesMotionSetting = reducesMotion
      engine = SheetEngine(
        configuration: SheetDriver.engineConfiguration(
          for: configuration, reducesMotion: reducesMotion),
        context: LayoutContext(containerSize: .zero),
        time: clock.latest, records: configuration.recordsInteraction)
      eventTarget.driver = self
      ticker.client = self
    }

    deinit {
      // The proxies outlive the driver where UIKit holds them (a scroll view of the content the
      // app keeps, the run loop); take them off now.
      let target = eventTarget
      let ticker = ticker
      let contentInset = contentInset
      MainActorBridge.runSoon {
        ticker.stop()
        target.stopObservingEverything()
        contentInset.release()
      }
    }

    /// The engine configuration for `configuration` on the running system: Reduce Motion is on
    /// while the system setting is, and an `.automatic` surface style becomes the system's.
    nonisolated static func engineConfiguration(
      for configuration: BottomSheetConfiguration, reducesMotion: Bool
    ) -> SheetConfiguration {
      var engine = configuration.engine
      engine.reduceMotion = engine.reduceMotion || reducesMotion
      engine.surfaceStyle = engine.surfaceStyle.resolved(
        systemFloats: SystemDesign.usesGlassDesign)
      return engine
    }

    // MARK: - Life cycle

    /// Starts driving the sheet of `content` inside `container`: sends the container's layout
    /// first, then lets the content drive its height (a navigation stack) or sends its height
    /// (`ContentFitting`: its preferred height, else its layout measured at the sheet's width),
    /// so the first frame drawn already has the sheet's real size; observes the keyboard and
    /// Reduce Motion. Does nothing while attached to `container` already.
    func attach(to container: UIView, content: UIViewController) {
      guard containerView !== container else { return }
      containerView = container
      self.content = content
      engine.invalidateDrawnFrame()
      startObservingNotifications()
      contentInset.attach(to: content)
      sendGeometry()
      fitting = ContentFitting()
      if let driving = content as? any SheetContentDriving {
        driving.attach(to: self)
      } else {
        refitContent(animated: false)
      }
      render()
      refreshTrackedScrollView()
    }

    /// Stops everything: the display link, notifications, scroll-view observation, the content
    /// driver. ``attach(to:content:)`` starts it all again.
    func detach() {
      contentDriver?.detach(from: self)
      contentDriver = nil
      ticker.stop()
      stopObservingNotifications()
      eventTarget.stopObservingScrollViews()
      contentInset.release()
      containerView = nil
      content = nil
      sentGeometry = nil
    }

    /// Replaces the configuration; the engine re-resolves its detents and moves there, with
    /// animation or at once (`SheetEngine.updateConfiguration(_:animated:at:)`).
    func updateConfiguration(_ newConfiguration: BottomSheetConfiguration, animated: Bool = true) {
      configuration = newConfiguration
      // The host re-applied its appearance (and VoiceOver's modal flag): draw everything again.
      engine.invalidateDrawnFrame()
      engine.updateConfiguration(
        SheetDriver.engineConfiguration(
          for: newConfiguration, reducesMotion: systemReducesMotionSetting),
        animated: animated, at: clock.now())
      sentGeometry = nil
      // A height measured again for the new configuration moves as the configuration does.
      updateLayout(animated: animated)
      render()
    }

    // MARK: - Inputs

    /// Sends `input` to the engine now and draws the result. Returns whether it had an effect.
    ///
    /// Every user dismissal (a release, a tap on the dimming, the escape gesture) reaches its
    /// veto here: when the core says the input would dismiss the sheet, the host is asked
    /// (``SheetDriverHost/sheetDriverShouldDismiss(_:)``) once, before the engine changes, so
    /// whatever the app does from its veto sees a consistent sheet and is never overwritten.
    @discardableResult
    func handle(_ input: SheetInput) -> Bool {
      let handled = send(input)
      render()
      return handled
    }

    /// Sends `input` to the engine now, through the veto as ``handle(_:)`` does, without
    /// drawing: for inputs that belong together before the next frame is drawn.
    @discardableResult
    private func send(_ input: SheetInput) -> Bool {
      let time = clock.now()
      let allowed = engine.needsDismissalVeto(input, at: time) ? askVeto() : true
      return engine.handle(input, at: time, allowsUserDismissal: allowed)
    }

    /// The host's answer to the user-dismissal question.
    func askVeto() -> Bool {
      host?.sheetDriverShouldDismiss(self) ?? true
    }

    /// Sends the container's size (or `size`, the one a rotation is about to give it), safe
    /// area, grabber strip and layout direction (which side a card placement's leading side
    /// is) when they changed, measures plain content again if the sheet's width changed (its new
    /// height animates when `animated`), and draws.
    func updateLayout(containerSize size: CGSize? = nil, animated: Bool = true) {
      guard sendGeometry(containerSize: size) else { return }
      refitContent(animated: animated)
      render()
    }

    /// Sends the container's geometry (``updateLayout(containerSize:)``) without drawing;
    /// returns whether it changed.
    @discardableResult
    private func sendGeometry(containerSize size: CGSize? = nil) -> Bool {
      guard let container = containerView else { return false }
      let geometry = ContainerGeometry(
        size: Size(size ?? container.bounds.size),
        safeAreaInsets: Insets(container.safeAreaInsets),
        grabberHeight: Double(configuration.grabberReservedHeight),
        displayCornerRadius: SheetDriver.displayCornerRadius(of: container),
        layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight)
      guard geometry != sentGeometry else { return false }
      sentGeometry = geometry
      var context = engine.layout.context
      context.containerSize = geometry.size
      context.safeAreaInsets = geometry.safeAreaInsets
      context.grabberHeight = geometry.grabberHeight
      context.displayCornerRadius = geometry.displayCornerRadius
      context.layoutDirection = geometry.layoutDirection
      // The engine keeps sanitised values; send the raw ones again so a clamp made for an
      // earlier, smaller container does not stick.
      context.topGap = LayoutContext.defaultTopGap
      context.keyboardOverlap = measuredKeyboardOverlap
      send(.layoutChanged(context))
      return true
    }

    /// The container is about to change to `size` (a rotation): the engine starts moving to the
    /// new layout now, with its own spring; the new orientation's safe area arrives with the
    /// layout passes and when the transition completes.
    func containerWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      updateLayout(containerSize: size)
      coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.updateLayout()
      }
    }

    /// The content's size in a container of `parentSize`, before a rotation starts, so it lays
    /// out once for it: the sheet's width there and the height of its detent (the core previews
    /// it).
    func restingContentSize(inParentOfSize parentSize: CGSize) -> CGSize {
      CGSize(engine.restingContentSize(inContainerOfSize: Size(parentSize)))
    }

    /// The content's preferred size or its constraints' fitting size changed
    /// (`preferredContentSizeDidChange` / `systemLayoutFittingSizeDidChange(forChildContentContainer:)`):
    /// plain content is measured again and its new height animates; a navigation stack
    /// measures its own screens.
    func contentDidChange() {
      guard contentDriver == nil else { return }
      fitting.contentChanged()
      refitContent(animated: true)
      render()
    }

    /// Sends plain content's height when the core's rule says it changed (`ContentFitting`):
    /// its `preferredContentSize.height`, else its constraints' compressed height at the
    /// content's width at a partial detent (`SheetEngine.fittingContentWidth`), once its view is
    /// loaded. Draws nothing.
    private func refitContent(animated: Bool) {
      guard contentDriver == nil, let content else { return }
      let (view, width) = measurableView(of: content)
      guard
        let height = fitting.height(
          preferred: Double(content.preferredContentSize.height), width: width,
          fitting: { measure(view, atWidth: width) })
      else { return }
      send(.contentHeightChanged(height, animated: animated))
    }

    /// The view of `content` whose layout `.fitting` measures, and the width it is measured at:
    /// nil and 0 for content that sizes itself or whose view is not loaded (nothing to
    /// measure); else its view at the width it rests at a partial detent (the core's), not the
    /// current one: resting attached at the full height the content is wider than where
    /// `.fitting` rests.
    private func measurableView(of content: UIViewController) -> (UIView?, Double) {
      let view = content is any BottomSheetContentSizing ? nil : content.viewIfLoaded
      return (view, view == nil ? 0 : engine.fittingContentWidth)
    }

    /// The app invalidated the detents (``BottomSheetControlling/invalidateDetents()``): plain
    /// content is measured again (the core's `ContentFitting.invalidated`), and the detents are
    /// resolved again with its height whether or not it changed, so `.fitting` and an app's
    /// custom detents take their new values; the sheet animates there. A navigation stack
    /// measures its own screens; its detents are resolved again.
    func invalidateDetents() {
      var height = engine.layout.context.preferredContentHeight
      if contentDriver == nil, let content {
        let (view, width) = measurableView(of: content)
        height = fitting.invalidated(
          preferred: Double(content.preferredContentSize.height), width: width, current: height,
          fitting: { measure(view, atWidth: width) })
      }
      handle(.contentHeightChanged(height, animated: true))
    }

    /// Measures `view`'s Auto Layout height at `width` once the host gave the content the
    /// traits of the sheet's width (the first measurement runs before any frame is drawn, when
    /// the host has not set them yet).
    private func measure(_ view: UIView?, atWidth width: Double) -> Double {
      guard let view else { return 0 }
      host?.sheetDriver(self, willMeasureContentAtSheetWidth: engine.layout.sheetWidth)
      return view.sheetFittingHeight(atWidth: CGFloat(width))
    }

    /// Lets the content driver feed its height now, then draws.
    func driveContentNow() {
      let time = clock.now()
      contentDriver?.drive(&engine, at: time)
      render()
    }

    /// Starts the display link if the engine or the content needs frames.
    func setNeedsFrames() {
      updateTicker()
    }

    // MARK: - Output

    /// Draws the engine's current frame (marked drawn, so the next frame's changes are measured
    /// against it), posts pending notifications and updates the display link.
    func render() {
      publish(engine.drawCurrentFrame())
    }

    private func publish(_ frame: SheetFrame) {
      if frame.isDrawable {
        let laysOut = !frame.changes.isDisjoint(with: [.contentInset, .layoutHeight])
        // The target first: the host's layout pass may reach the keeper through its
        // observation.
        if laysOut { contentInset.target = frame.contentBottomInset }
        host?.sheetDriver(self, render: frame)
        if laysOut { contentInset.check() }
      } else {
        // No width yet (the core's `SheetFrame.isDrawable`): the content is not laid out into
        // an empty rect, and the first frame drawn once there is one carries every change.
        engine.invalidateDrawnFrame()
      }
      contentDriver?.sheetDriverDidRender(self)
      if engine.hasPendingNotifications {
        var endsEditing = false
        // Taken out first: a callback may send new inputs, which must not overlap the drain.
        for notification in engine.takeNotifications() {
          host?.sheetDriver(self, post: notification)
          if let detent = engine.announcement(for: notification) {
            AccessibilityAnnouncer.announce(SheetStrings.text(for: detent))
          }
          endsEditing = endsEditing || DismissalEditing.endsEditing(after: notification)
        }
        // A dismissal began (the core's `DismissalEditing`): the keyboard leaves with the
        // sheet. After every notification of the step is posted, since the keyboard's own
        // notification arrives during the call and draws again.
        if endsEditing { content?.viewIfLoaded?.endEditing(true) }
      }
      host?.sheetDriverDidUpdate(self)
      updateTicker()
      if !completions.isEmpty {
        call(completions.update(phase: engine.phase, selectedDetent: engine.selectedDetent))
      }
    }

    // MARK: - Completions

    /// Calls `completion` when the sheet reaches `goal` or gives it up (the core's
    /// `MoveCompletions`), at once if its state already settles it. Send the operation's input
    /// first, and say whether the engine `handled` it (an ignored one gives up nothing).
    func addCompletion(
      _ goal: MoveCompletions<@MainActor (Bool) -> Void>.Goal, handled: Bool,
      _ completion: (@MainActor (Bool) -> Void)?
    ) {
      guard let completion else { return }
      call(completions.add(goal, completion, inputHandled: handled))
      call(completions.update(phase: engine.phase, selectedDetent: engine.selectedDetent))
    }

    /// The sheet is gone: calls every waiting completion (a dismissal's with `true`), on the
    /// main actor's next turn rather than inside UIKit's transition callback that released the
    /// sheet, so that a completion which presents the next screen finds UIKit's dismissal over,
    /// as UIKit's own `dismiss(animated:completion:)` completion does.
    func releaseCompletions() {
      let finished = completions.sheetReleased()
      guard !finished.isEmpty else { return }
      Task { @MainActor in
        for (completion, reachedGoal) in finished { completion(reachedGoal) }
      }
    }

    /// Calls completions the core took out, after it did, so one may start a new operation.
    private func call(_ finished: [MoveCompletions<@MainActor (Bool) -> Void>.Finished]) {
      for (completion, reachedGoal) in finished { completion(reachedGoal) }
    }

    private func updateTicker() {
      let needsFrames = engine.needsFrames || (contentDriver?.needsFrames ?? false)
      if needsFrames, containerView != nil {
        ticker.start()
      } else {
        ticker.stop()
      }
    }
  }

  // MARK: - FrameTickerClient

  extension SheetDriver: FrameTickerClient {
    func frameTicker(_ ticker: FrameTicker, didTick link: CADisplayLink) {
      let time = clock.frameTime(of: link)
      contentDriver?.drive(&engine, at: time)
      publish(engine.step(to: time))
    }
  }
#endif
