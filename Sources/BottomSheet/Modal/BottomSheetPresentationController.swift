#if canImport(UIKit)
  import BottomSheetCore
  import UIKit

  /// Presents a view controller as a bottom sheet: dimming view (tap to dismiss), grabber,
  /// rounded top corners, keyboard avoidance, drag and scroll handoff, and interactive,
  /// interruptible presentation and dismissal driven by the core's engine.
  ///
  /// You rarely create one yourself: ``UIKit/UIViewController/presentBottomSheet(_:detents:configuration:delegate:callbacks:animated:completion:)``
  /// and ``BottomSheetTransitioningDelegate`` do. Reach the live sheet through the presented
  /// view controller:
  ///
  /// ```swift
  /// let sheet = content.presentationController as? BottomSheetPresentationController
  /// sheet?.selectDetent(.large, animated: true)
  /// ```
  ///
  /// The content's `preferredContentSize.height` feeds the `.fitting` detent; changing it
  /// animates the sheet. The sheet extends under the home indicator; the content gets the
  /// matching bottom safe-area inset.
  ///
  /// Retain cycles are avoided by construction: UIKit owns this controller for the duration of
  /// the presentation; it owns its ``SheetDriver`` and views; the driver holds this controller
  /// weakly, reaches gestures, notifications and the display link through weak proxies, and is
  /// detached (display link invalidated, observers and gesture targets removed) when the
  /// dismissal completes or the presentation is cancelled. Closures handed to UIKit capture
  /// `self` weakly.
  @MainActor
  public final class BottomSheetPresentationController: UIPresentationController,
    BottomSheetControlling
  {
    /// Hears about the sheet's life; held weakly.
    public weak var sheetDelegate: (any BottomSheetDelegate)?
    /// Closures called alongside the delegate.
    public var callbacks = BottomSheetCallbacks()

    let driver: SheetDriver
    let sheetView = SheetChromeView()
    let dimmingView = SheetDimmingView()
    /// The UIKit presentation or dismissal in progress, driven by the engine.
    var activeTransition: (any UIViewControllerContextTransitioning)?
    /// Whether the active transition presents.
    var activeTransitionPresents = false
    /// Set when the engine began a user dismissal and UIKit was asked to dismiss.
    var dismissalRequested = false
    /// Keeps the transitioning delegate alive while UIKit uses it (UIKit holds it weakly).
    var retainedTransitioningDelegate: BottomSheetTransitioningDelegate?

    /// Creates a presentation controller for a sheet.
    ///
    /// - Parameters:
    ///   - presentedViewController: The sheet's content.
    ///   - presentingViewController: The view controller presenting it.
    ///   - configuration: Behaviour and appearance.
    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?,
      configuration: BottomSheetConfiguration = .default
    ) {
      driver = SheetDriver(configuration: configuration)
      super.init(
        presentedViewController: presentedViewController, presenting: presentingViewController)
      driver.host = self
      sheetView.driver = driver
      sheetView.apply(configuration, isModal: true)
      driver.installSheetPan(on: sheetView)
      let tap = UITapGestureRecognizer(
        target: driver.eventTarget, action: #selector(SheetEventTarget.handleDimmingTap(_:)))
      dimmingView.addGestureRecognizer(tap)
      dimmingView.backgroundColor = configuration.appearance.dimmingColor
    }

    // MARK: - BottomSheetControlling

    /// The sheet's content.
    public var sheetViewController: UIViewController { presentedViewController }

    /// The configuration in force; setting it re-resolves the detents and animates there.
    public var configuration: BottomSheetConfiguration {
      get { driver.configuration }
      set {
        sheetView.apply(newValue, isModal: true)
        dimmingView.backgroundColor = newValue.appearance.dimmingColor
        driver.updateConfiguration(newValue)
      }
    }

    /// The detent the sheet rests at or is heading for; nil while hidden.
    public var selectedDetent: Detent.Identifier? { driver.engine.selectedDetent }

    /// The sheet's live geometry.
    public var sheetFrame: SheetFrame { driver.engine.currentFrame() }

    /// Moves the sheet to the detent named `identifier`.
    public func selectDetent(_ identifier: Detent.Identifier, animated: Bool) {
      driver.handle(.selectDetent(identifier, animated: animated))
    }

    // MARK: - UIPresentationController

    /// The sheet's chrome, which holds the presented view controller's view.
    public override var presentedView: UIView? { sheetView }

    /// The sheet's rect as the engine draws it now.
    public override var frameOfPresentedViewInContainerView: CGRect {
      CGRect(driver.engine.currentFrame().sheetRect)
    }

    /// The presenting view stays: the sheet covers it only partly.
    public override var shouldRemovePresentersView: Bool { false }

    public override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      guard let container = containerView else { return }
      dimmingView.frame = container.bounds
      dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(dimmingView)
      container.addSubview(sheetView)
      if let contentView = presentedViewController.view {
        sheetView.embed(contentView)
      }
      if let content = presentedViewController as? any SheetContentDriving {
        content.attach(to: driver)
      } else {
        driver.setContentHeight(
          presentedViewController.preferredContentSize.height, animated: false)
      }
      driver.attach(to: container)
      if presentedViewController.transitionCoordinator?.isAnimated == false {
        driver.handle(.present(animated: false))
      }
      driver.render()
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
      super.presentationTransitionDidEnd(completed)
      guard completed else {
        tearDown()
        return
      }
      // A presentation UIKit completed without our transition (not animated): make sure the
      // engine agrees.
      if activeTransition == nil, driver.engine.presentationState == .dismissed {
        driver.handle(.present(animated: false))
      }
    }

    public override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      if presentedViewController.transitionCoordinator?.isAnimated == false {
        driver.handle(.dismiss(animated: false))
      }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      guard completed else { return }
      if driver.engine.presentationState != .dismissed {
        driver.handle(.dismiss(animated: false))
      }
      tearDown()
    }

    public override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      driver.updateLayout()
      driver.render()
    }

    public override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      _ = coordinator.animate(
        alongsideTransition: { [weak self] _ in
          self?.driver.updateLayout()
        }, completion: nil)
    }

    public override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      guard container === presentedViewController, driver.contentDriver == nil else { return }
      driver.setContentHeight(container.preferredContentSize.height, animated: true)
    }

    /// Stops the driver and forgets the transition once the sheet is gone.
    private func tearDown() {
      driver.detach()
      activeTransition = nil
      dismissalRequested = false
      retainedTransitioningDelegate = nil
    }
  }
#endif
