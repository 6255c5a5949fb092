#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// A navigation controller for the inside of a bottom sheet: each screen has its own height,
  /// and push, pop, pop-to-root and `setViewControllers` animate the sheet's height together
  /// with the horizontal slide. A swipe from the sheet's leading edge pops interactively; on
  /// release the core's projection physics finishes or cancels it, and a cancelled pop brings
  /// the height back. It wins over the content's drags under the finger (a table's swipe
  /// actions, a pager, a list), as UIKit's own edge gesture does. On iOS 26 the system's content
  /// back swipe (anywhere in the content) keeps working, the sheet's height following it, and a
  /// horizontal scroller under the finger wins over it.
  ///
  /// ```swift
  /// let list = ListViewController()       // preferredContentSize.height = 300
  /// let navigation = BottomSheetNavigationController(rootViewController: list)
  /// presentBottomSheet(navigation, detents: [.fitting, .large])
  /// ```
  ///
  /// A screen's height is its `preferredContentSize.height`, else the height its Auto Layout
  /// constraints give at the sheet's width (measured once its view has that width, and again
  /// when its constraints change), plus the navigation bar (when shown); changing it animates
  /// the sheet. The sheet's scroll handoff follows the scroll view the top screen names
  /// (``BottomSheetScrollViewProviding``), else the vertical scroll view under the finger.
  ///
  /// It must be the sheet's content itself (presented with
  /// `presentBottomSheet(_:detents:configuration:delegate:animated:completion:)`,
  /// or the ``BottomSheetContainerViewController``'s sheet). Elsewhere it behaves as a plain
  /// `UINavigationController` with UIKit's own transitions. Set `delegate` as usual: every
  /// call reaches your delegate, except the animator and interaction controller of the
  /// transitions the sheet drives (all of them while it sits in a sheet).
  @MainActor
  public final class BottomSheetNavigationController: UINavigationController {
    /// The height model of the stack, once attached to a sheet.
    var navigation: NavigationSizing?
    /// The sheet's driver, once attached.
    weak var driver: SheetDriver?
    /// The UIKit push or pop in progress, driven by the navigation sizing.
    var activeTransition: (any UIViewControllerContextTransitioning)?
    /// The handshake between the edge swipe's pop and UIKit's pop call, so the pop reaches the
    /// height model once (the core decides which pop call is the swipe's).
    var popStart = InteractivePopStart()
    /// The edge swipe that pops, measured from the sheet's own leading edge (`EdgePopGesture`).
    let edgePan = UIPanGestureRecognizer()
    /// UIKit's pop gestures that were enabled when the sheet took over, to enable again when it
    /// lets go.
    var disabledSystemPopGestures: [UIGestureRecognizer] = []
    /// The scroll views' pans the system's content back swipe was made to wait for (iOS 26).
    let contentPopWaitsFor = NSHashTable<UIGestureRecognizer>.weakObjects()
    private(set) lazy var sheetTransitionDelegate = NavigationTransitionCoordinator(owner: self)
    private lazy var edgePanDelegate = EdgePopGestureDelegate(owner: self)

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public override init(rootViewController: UIViewController) {
      super.init(rootViewController: rootViewController)
      configure()
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      configure()
    }

    /// Creates a navigation controller with custom bar classes.
    public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
      super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
      configure()
    }

    /// Creates a navigation controller from a storyboard or nib.
    public required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      configure()
    }

    /// Installs the delegate that vends the height-animated transitions (idempotent: UIKit may
    /// route one initializer through another).
    private func configure() {
      if super.delegate !== sheetTransitionDelegate {
        super.delegate = sheetTransitionDelegate
      }
    }

    /// The navigation delegate. UIKit always talks to the sheet's own coordinator, which
    /// forwards every call to the delegate set here.
    public override var delegate: (any UINavigationControllerDelegate)? {
      get { sheetTransitionDelegate.appDelegate }
      set {
        sheetTransitionDelegate.appDelegate = newValue === sheetTransitionDelegate ? nil : newValue
        // Set again through nil, so UIKit asks anew which methods the delegate implements.
        super.delegate = nil
        super.delegate = sheetTransitionDelegate
      }
    }

    // MARK: - View life cycle

    public override func viewDidLoad() {
      super.viewDidLoad()
      edgePan.addTarget(self, action: #selector(handleEdgePan(_:)))
      edgePan.delegate = edgePanDelegate
      viewIfLoaded?.addGestureRecognizer(edgePan)
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      guard let width = viewIfLoaded.map({ Double($0.bounds.width) }),
        let previousWidth = navigation?.containerWidth
      else { return }
      navigation?.containerWidth = width
      // A new width changes every screen's fitting height; otherwise only the top screen's
      // view is laid out here (a loaded screen below it was measured when it last showed).
      remeasureScreens(width != previousWidth ? viewControllers : Array(viewControllers.suffix(1)))
      driver?.refreshTrackedScrollView()
    }

    // MARK: - Stack operations

    /// Pushes `viewController`; the sheet's height slides to the new screen's with the push.
    public override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      if let driver {
        // Measured first: measuring may run the screen's code, which may read `navigation`.
        let screen = screen(for: viewController)
        navigation?.push(screen, animated: animated, at: driver.clock.now())
      }
      super.pushViewController(viewController, animated: animated)
      driver?.driveContentNow()
    }

    /// Pops the top screen; the sheet's height slides back with the pop.
    @discardableResult
    public override func popViewController(animated: Bool) -> UIViewController? {
      if popStart.hostPopRequested(), let driver {
        navigation?.pop(animated: animated, at: driver.clock.now())
      }
      let popped = super.popViewController(animated: animated)
      driver?.driveContentNow()
      return popped
    }

    /// Pops to the root screen in one transition.
    @discardableResult
    public override func popToRootViewController(animated: Bool) -> [UIViewController]? {
      if let driver {
        navigation?.popToRoot(animated: animated, at: driver.clock.now())
      }
      let popped = super.popToRootViewController(animated: animated)
      driver?.driveContentNow()
      return popped
    }

    /// Pops to `viewController` in one transition.
    @discardableResult
    public override func popToViewController(
      _ viewController: UIViewController, animated: Bool
    ) -> [UIViewController]? {
      if let driver, let index = viewControllers.firstIndex(of: viewController) {
        let screens = viewControllers[...index].map { screen(for: $0) }
        navigation?.setStack(screens, animated: animated, at: driver.clock.now())
      }
      let popped = super.popToViewController(viewController, animated: animated)
      driver?.driveContentNow()
      return popped
    }

    /// Replaces the stack; the height follows the new top screen.
    public override func setViewControllers(
      _ viewControllers: [UIViewController], animated: Bool
    ) {
      if let driver {
        let screens = viewControllers.map { screen(for: $0) }
        navigation?.setStack(screens, animated: animated, at: driver.clock.now())
      }
      super.setViewControllers(viewControllers, animated: animated)
      driver?.driveContentNow()
    }

    // MARK: - Screen heights

    /// A screen's `preferredContentSize` changed: its height follows.
    public override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      guard let child = container as? UIViewController else { return }
      remeasureScreens([child])
    }

    /// A screen sized by Auto Layout changed its fitting size (UIKit sends this to the parent of
    /// a child whose `systemLayoutSizeFitting(_:)` changed): its height follows.
    public override func systemLayoutFittingSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
      guard let child = container as? UIViewController else { return }
      remeasureScreens([child])
    }
  }
#endif
