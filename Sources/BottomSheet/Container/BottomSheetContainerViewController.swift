#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// A persistent, Maps-style sheet over a background view controller.
  ///
  /// ```swift
  /// let container = BottomSheetContainerViewController(
  ///   backgroundViewController: MapViewController(),
  ///   sheetViewController: SearchViewController(),
  ///   configuration: .persistent(detents: [.collapsed, .medium, .large],
  ///                              largestUndimmedDetent: .medium))
  /// window.rootViewController = container
  /// ```
  ///
  /// The user never dismisses the sheet (dragging below the smallest detent rubber-bands,
  /// escape does nothing, a tap on the dimming collapses it); the app can hide and show it with
  /// ``setSheetHidden(_:animated:completion:)``. Up to the configuration's largest undimmed detent the
  /// background stays undimmed and receives every touch outside the sheet; above it, it dims.
  ///
  /// Both view controllers are children of the container. The container owns its
  /// `SheetDriver`; the driver holds the container weakly and reaches gestures, notifications
  /// and the display link through weak proxies, so no retain cycle forms. The driver runs
  /// while the container is in the hierarchy: it attaches in `viewWillAppear(_:)` and detaches
  /// (display link, keyboard and Reduce Motion observers, scroll-view targets) in
  /// `viewDidDisappear(_:)`, and when the container is freed the driver's own `deinit` takes
  /// whatever is left off the UIKit objects that outlive it. The whole ownership graph is in
  /// ``BottomSheetTransitioningDelegate``'s documentation.
  @MainActor
  public final class BottomSheetContainerViewController: UIViewController,
    BottomSheetControlling
  {
    /// The view controller behind the sheet; for a container made with
    /// ``init(overlaying:configuration:)``, an empty one whose view takes no touches.
    public let backgroundViewController: UIViewController
    /// The view controller in the sheet.
    public let sheetViewController: UIViewController
    /// Hears about the sheet's life; held weakly.
    public weak var sheetDelegate: (any BottomSheetDelegate)?

    let driver: SheetDriver
    let sheetView = SheetChromeView()
    let dimmingView = SheetDimmingView()
    private var blockingWatch = BackgroundBlockingWatch()
    /// When the sheet first appears (the core decides; the container forwards).
    private var firstAppearance = PersistentSheetAppearance()
    /// Called once, with the container's size, in the layout pass right before the sheet first
    /// appears: the SwiftUI wrapper reads its content's preferences and measures it at the real
    /// size there, so the first frame uses them.
    package var willShowSheetFirst: (@MainActor (CGSize) -> Void)?
    /// The traits last given the content (`applyContentTraits(sheetWidth:)`).
    private var appliedContentTraits: SheetContentTraits?
    /// Whether the container is laid over views it does not own (``init(overlaying:configuration:)``).
    let isOverlay: Bool
    /// What the sheet does while modal bottom sheets presented from inside the container cover
    /// it (the core's `CoveredPersistentSheet`, following the configuration's
    /// `coveredBehavior`).
    private var covered = CoveredPersistentSheet()

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - backgroundViewController: The view controller behind the sheet.
    ///   - sheetViewController: The sheet's content; its `preferredContentSize.height` (else
    ///     its Auto Layout height at the sheet's width) feeds `.fitting`.
    ///   - configuration: Behaviour and appearance; by default a persistent sheet resting at
    ///     `.collapsed` (15 % of the room above the bottom safe area, so above a tab bar or
    ///     toolbar), half and full height, undimmed up to half height.
    public convenience init(
      backgroundViewController: UIViewController,
      sheetViewController: UIViewController,
      configuration: BottomSheetConfiguration = .persistent(
        detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium)
    ) {
      self.init(
        background: backgroundViewController, sheet: sheetViewController,
        configuration: configuration, isOverlay: false)
    }

    /// Creates a container with no background of its own, to lay over views it does not own
    /// (SwiftUI's `.persistentBottomSheet` lays one over the view it modifies).
    ///
    /// The container's view is transparent and takes no touch itself: a touch outside the sheet
    /// reaches the views behind the container's view while the background is undimmed (up to
    /// the configuration's largest undimmed detent); above it the dimming catches it, as in a
    /// container with a background. VoiceOver's modal flag on the sheet hides only the
    /// container's own views, so it does not hide the views behind the container.
    ///
    /// - Parameters:
    ///   - sheetViewController: The sheet's content; its `preferredContentSize.height` (else
    ///     its Auto Layout height at the sheet's width) feeds `.fitting`.
    ///   - configuration: Behaviour and appearance, as for
    ///     ``init(backgroundViewController:sheetViewController:configuration:)``.
    public convenience init(
      overlaying sheetViewController: UIViewController,
      configuration: BottomSheetConfiguration = .persistent(
        detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium)
    ) {
      self.init(
        background: PassThroughViewController(), sheet: sheetViewController,
        configuration: configuration, isOverlay: true)
    }

    private init(
      background: UIViewController, sheet: UIViewController,
      configuration: BottomSheetConfiguration, isOverlay: Bool
    ) {
      backgroundViewController = background
      sheetViewController = sheet
      self.isOverlay = isOverlay
      driver = SheetDriver(configuration: configuration)
      super.init(nibName: nil, bundle: nil)
      driver.host = self
      sheetView.driver = driver
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    // MARK: - BottomSheetControlling

    /// The configuration in force; setting it re-resolves the detents and animates there
    /// (``setConfiguration(_:animated:)`` with `animated` true).
    public var configuration: BottomSheetConfiguration {
      get { driver.configuration }
      set { setConfiguration(newValue, animated: true) }
    }

    /// Replaces the configuration: the detents are resolved again and the sheet moves to its
    /// detent's new extent (re-selecting the nearest when its detent went), with its settle
    /// spring when `animated`, else at once. A finger on the sheet keeps it either way.
    ///
    /// ```swift
    /// var configuration = container.configuration
    /// configuration.detents = [.collapsed, .large]
    /// container.setConfiguration(configuration, animated: false)
    /// ```
    public func setConfiguration(_ configuration: BottomSheetConfiguration, animated: Bool) {
      applyAppearance(configuration)
      driver.updateConfiguration(configuration, animated: animated)
    }

    /// The detent the sheet rests at or is heading for; nil while hidden.
    public var selectedDetent: Detent.Identifier? { driver.engine.selectedDetent }

    /// The sheet's live geometry.
    public var sheetFrame: SheetFrame { driver.engine.currentFrame }

    /// Everything the sheet's engine was told since the sheet was created, when
    /// ``BottomSheetConfiguration/recordsInteraction`` was on then; nil otherwise.
    public var recording: SheetRecording? { driver.engine.recording }

    /// Moves the sheet to the detent named `identifier`; `completion` is called as
    /// ``BottomSheetControlling/selectDetent(_:animated:completion:)`` says.
    public func selectDetent(
      _ identifier: Detent.Identifier, animated: Bool,
      completion: (@MainActor (_ finished: Bool) -> Void)?
    ) {
      let handled = driver.handle(.selectDetent(identifier, animated: animated))
      // The app's word, when the engine took it: a covered sheet stays at the detent it asks
      // for when the cover goes (a refused selection, a detent it lacks, moves nothing).
      if handled { _ = covered.handle(.selectedByApp) }
      driver.addCompletion(.rest(at: identifier), handled: handled, completion)
    }

    /// Measures the sheet's content and resolves the detents again, then animates the sheet
    /// to its detent's new extent (``BottomSheetControlling/invalidateDetents()``). The
    /// container is the content's parent, so a change of the content's Auto Layout height
    /// reaches it without this; a `.custom` detent that reads your state needs it.
    public func invalidateDetents() {
      driver.invalidateDetents()
    }

    /// Puts the sheet where an app's animation says the move under way is: the core's
    /// `SheetInput.paceMove(progress:time:)`, for the SwiftUI wrapper, which samples a
    /// transaction's animation frame by frame where the app asks it to follow that animation;
    /// `time` is the animation's own time at the sample.
    package func paceMove(progress: Double, time: TimeInterval) {
      driver.handle(.paceMove(progress: progress, time: time))
    }

    /// Hides the sheet (it slides out) or shows it again at its selected detent, then calls
    /// `completion` once on the main actor: with `true` when the sheet is hidden, or has come
    /// to rest after showing (at once when not `animated`); with `false` when the move is given
    /// up first (the opposite call, a finger on the sheet).
    ///
    /// Before the container first appears in a window the last call is remembered: a sheet
    /// hidden then stays hidden when the container appears, and one shown completes once it has
    /// appeared and come to rest. Completions wait while the container is out of the window and
    /// carry on when it returns; a container freed first never calls them.
    ///
    /// - Parameters:
    ///   - hidden: Whether the sheet is hidden.
    ///   - animated: Whether it slides with the engine's spring.
    ///   - completion: Called when the sheet gets there or the move is given up.
    public func setSheetHidden(
      _ hidden: Bool, animated: Bool, completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
      // Before the first appearance the call is remembered, and counts as carried out.
      var handled = true
      if let input = firstAppearance.appSetHidden(hidden, animated: animated) {
        handled = driver.handle(input)
      }
      driver.addCompletion(hidden ? .hidden : .rest(at: nil), handled: handled, completion)
    }

    // MARK: - View life cycle

    /// An overlay's view passes every touch that lands on none of its subviews through.
    public override func loadView() {
      guard isOverlay else { return super.loadView() }
      view = PassThroughView()
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      guard let rootView = viewIfLoaded else { return }
      addChild(backgroundViewController)
      if let backgroundView = backgroundViewController.view {
        backgroundView.frame = rootView.bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rootView.addSubview(backgroundView)
      }
      backgroundViewController.didMove(toParent: self)

      dimmingView.frame = rootView.bounds
      dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      driver.installDimmingTap(on: dimmingView)
      sheetView.isModal = { [weak self] in self?.isSheetModal ?? false }
      rootView.addSubview(dimmingView)

      addChild(sheetViewController)
      if let contentView = sheetViewController.view {
        sheetView.embed(contentView)
      }
      rootView.addSubview(sheetView)
      sheetViewController.didMove(toParent: self)

      applyAppearance(driver.configuration)
      driver.installSheetPan(on: sheetView)
    }

    /// Starts driving the sheet (again) as the container enters the hierarchy.
    public override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard let rootView = viewIfLoaded else { return }
      driver.attach(to: rootView, content: sheetViewController)
    }

    /// Stops driving the sheet as the container leaves the hierarchy: its display link,
    /// keyboard and Reduce Motion observers and scroll-view targets go, and the content's
    /// navigation stack is given back. They come back with the next `viewWillAppear(_:)`.
    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      driver.detach()
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      driver.updateLayout()
      // The sheet first appears at rest once the view has its real size and safe area.
      if let input = firstAppearance.layoutPass(isInWindow: viewIfLoaded?.window != nil) {
        if let size = viewIfLoaded?.bounds.size { willShowSheetFirst?(size) }
        driver.handle(input)
      }
      driver.refreshTrackedScrollView()
    }

    public override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      driver.containerWillTransition(to: size, with: coordinator)
    }

    /// The sheet content's size in the new layout, before a rotation starts, so it lays out
    /// once for it.
    public override func size(
      forChildContentContainer container: any UIContentContainer,
      withParentContainerSize parentSize: CGSize
    ) -> CGSize {
      guard container === sheetViewController else {
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
      }
      return driver.restingContentSize(inParentOfSize: parentSize)
    }

    public override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      guard container === sheetViewController else { return }
      driver.contentDidChange()
    }

    /// The content's Auto Layout constraints now fit another size: a `.fitting` sheet whose
    /// content gives no `preferredContentSize` measures it again and follows.
    public override func systemLayoutFittingSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
      guard container === sheetViewController else { return }
      driver.contentDidChange()
    }

    /// Gives the sheet's content the traits of a sheet `sheetWidth` points wide (the core's `SheetContentTraits`: the compact horizontal size class in a card; a
    /// persistent sheet keeps its screen's interface level), through
    /// `setOverrideTraitCollection(_:forChild:)`. Sets it only when the core's answer changed.
    func applyContentTraits(sheetWidth: Double) {
      let traits = SheetContentTraits(
        isPersistent: driver.configuration.engine.isPersistent, sheetWidth: sheetWidth)
      guard traits != appliedContentTraits else { return }
      appliedContentTraits = traits
      setOverrideTraitCollection(traits.overrideCollection, forChild: sheetViewController)
    }

    // MARK: - Covered by a modal sheet

    /// A modal bottom sheet presented from inside the container begins to cover the sheet.
    func modalCoverBegan() {
      perform(
        covered.handle(
          .coverBegan(
            over: driver.engine, behavior: driver.configuration.engine.coveredBehavior)))
    }

    /// A modal bottom sheet that covered the sheet is gone (dismissed, or its presentation
    /// cancelled).
    func modalCoverEnded() {
      perform(covered.handle(.coverEnded))
    }

    /// Whether the sheet's view is VoiceOver's modal view now (its siblings, the background and
    /// the dimming, are then ignored): the core's answer for its frame and what lies above it,
    /// a covering bottom sheet (which hides what lies under its container, this container with
    /// it, while it blocks) or anything else presented over the container (an alert, a system
    /// sheet). The sheet's view asks whenever VoiceOver asks.
    private var isSheetModal: Bool {
      SheetStack.isModalView(
        passesTouchesThrough: driver.engine.currentFrame.passesTouchesThrough,
        hasAnythingAbove: covered.covers > 0 || presentedViewController != nil)
    }

    /// Carries out the core's answer: the sheet moves on its own spring.
    private func perform(_ command: CoveredPersistentSheet.Command?) {
      guard case .select(let detent) = command else { return }
      driver.handle(.selectDetent(detent, animated: true))
    }

    private func applyAppearance(_ configuration: BottomSheetConfiguration) {
      sheetView.apply(configuration)
      dimmingView.backgroundColor = configuration.appearance.dimmingColor
    }
  }

  // MARK: - SheetDriverHost

  extension BottomSheetContainerViewController: SheetDriverHost {
    func sheetDriver(_ driver: SheetDriver, render frame: SheetFrame) {
      guard isViewLoaded else { return }
      // The content's traits change with the sheet's width, before it is laid out at it.
      if frame.changes.contains(.layoutHeight) {
        applyContentTraits(sheetWidth: frame.layoutRect.width)
      }
      // didMove first: the renderer's layout pass may render a newer frame inside it, which
      // this older frame's didMove must not follow.
      sheetDelegate?.bottomSheet(self, didMoveTo: frame)
      SheetFrameRenderer.render(
        frame, spokenDetent: driver.engine.spokenDetent, sheet: sheetView, dimming: dimmingView,
        blockingWatch: &blockingWatch)
    }

    func sheetDriver(_ driver: SheetDriver, post notification: SheetNotification) {
      SheetEventRouter.post(notification, sheet: self, delegate: sheetDelegate)
      if let change = notification.detentChange {
        perform(covered.handle(.detentChanged(to: change.to)))
      }
    }

    func sheetDriverDidUpdate(_ driver: SheetDriver) {}

    func sheetDriverShouldDismiss(_ driver: SheetDriver) -> Bool {
      sheetDelegate?.bottomSheetShouldDismiss(self) ?? true
    }

    func sheetDriver(_ driver: SheetDriver, fingerIsDown: Bool) {}

    func sheetDriver(_ driver: SheetDriver, willMeasureContentAtSheetWidth sheetWidth: Double) {
      applyContentTraits(sheetWidth: sheetWidth)
      sheetViewController.sendPendingTraitChanges()
    }
  }
#endif
