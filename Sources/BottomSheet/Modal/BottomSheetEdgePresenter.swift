#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// Presents a sheet by a swipe up from the bottom edge of the screen: the sheet appears under
  /// the finger, follows it, and on release finishes or cancels with the engine's physics. The
  /// sheet's content reaches its sheet as its `bottomSheet`, as after `presentBottomSheet`.
  ///
  /// ```swift
  /// final class HomeViewController: UIViewController {
  ///   private var edgePresenter: BottomSheetEdgePresenter?
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     edgePresenter = BottomSheetEdgePresenter(presentingViewController: self) {
  ///       QuickActionsViewController()
  ///     }
  ///   }
  ///
  ///   // Required: the home indicator's swipe would otherwise win the bottom edge.
  ///   override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
  /// }
  /// ```
  ///
  /// The presenting view controller (or the container deciding for it, see
  /// `childForScreenEdgesDeferringSystemGestures`) must return `.bottom` from
  /// `preferredScreenEdgesDeferringSystemGestures`; the presenter calls
  /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` when it installs.
  ///
  /// The presenter holds the presenting view controller weakly; capture it weakly in
  /// `makeSheet` too. Keep the presenter alive (a stored property of the presenting view
  /// controller); ``uninstall()`` removes its gesture, and so does freeing the presenter. The
  /// recognizer reaches the presenter through a weak proxy, so a swipe never messages a freed
  /// presenter.
  @MainActor
  public final class BottomSheetEdgePresenter: NSObject {
    /// Behaviour and appearance of the sheets it presents.
    public var configuration: BottomSheetConfiguration
    /// The delegate given to each presented sheet (its observer and its veto); held weakly.
    public weak var sheetDelegate: (any BottomSheetDelegate)?
    /// Whether the edge swipe presents.
    public var isEnabled: Bool {
      get { gesture.isEnabled }
      set { gesture.isEnabled = newValue }
    }

    private weak var presentingViewController: UIViewController?
    private let makeSheet: @MainActor () -> UIViewController?
    private let gesture = UIScreenEdgePanGestureRecognizer()
    private var transitioning: BottomSheetTransitioningDelegate?

    /// Installs a bottom-edge swipe on `presentingViewController`'s view.
    ///
    /// - Parameters:
    ///   - presentingViewController: The screen the swipe starts on; held weakly.
    ///   - configuration: Behaviour and appearance of the presented sheets.
    ///   - makeSheet: Creates the sheet's content when a swipe begins; nil ignores the swipe.
    public init(
      presentingViewController: UIViewController,
      configuration: BottomSheetConfiguration = .default,
      makeSheet: @escaping @MainActor () -> UIViewController?
    ) {
      self.presentingViewController = presentingViewController
      self.configuration = configuration
      self.makeSheet = makeSheet
      super.init()
      gesture.edges = .bottom
      GestureTarget.add(
        BottomSheetEdgePresenterTarget(presenter: self),
        action: #selector(BottomSheetEdgePresenterTarget.handleEdgePan(_:)), to: gesture)
      presentingViewController.view?.addGestureRecognizer(gesture)
      presentingViewController.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    deinit {
      let gesture = gesture
      MainActorBridge.runSoon {
        gesture.view?.removeGestureRecognizer(gesture)
      }
    }

    /// Removes the swipe from the presenting view.
    public func uninstall() {
      gesture.view?.removeGestureRecognizer(gesture)
    }

    /// The swipe moved, from the recognizer's proxy.
    func edgePanChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
      // In window coordinates, as the sheet's other pans measure in its full-screen
      // container: the recognizer's view is the presenter, which recedes (scales) during the
      // swipe, and its own coordinates would make the sheet run ahead of the finger.
      let translation = pan.translation(in: nil).y
      switch pan.state {
      case .began:
        beginPresentation(translation: translation, pan: pan)
      case .changed:
        transitioning?.presentingDragChanged(translation: translation)
      case .ended:
        transitioning?.endPresentingDrag(velocity: pan.velocity(in: nil).y)
        transitioning = nil
      case .cancelled, .failed:
        transitioning?.cancelPresentingDrag()
        transitioning = nil
      default:
        break
      }
    }

    private func beginPresentation(translation: CGFloat, pan: UIScreenEdgePanGestureRecognizer) {
      guard let presenting = presentingViewController, presenting.presentedViewController == nil,
        let sheet = makeSheet()
      else {
        // Cancels this touch sequence.
        pan.isEnabled = false
        pan.isEnabled = true
        return
      }
      let newTransitioning = BottomSheetTransitioningDelegate(
        configuration: configuration, delegate: sheetDelegate)
      newTransitioning.beginPresentingDrag(translation: translation)
      newTransitioning.install(on: sheet)
      transitioning = newTransitioning
      presenting.present(sheet, animated: true) { [weak sheet] in
        if let sheet { newTransitioning.presentationCompleted(of: sheet) }
      }
    }
  }

  // MARK: - The swipe's target

  /// The edge-swipe recognizer's target: a weak proxy of its ``BottomSheetEdgePresenter``.
  ///
  /// The recognizer keeps it alive (``GestureTarget``), so a swipe after the presenter is gone
  /// reaches a live object, which takes the orphaned recognizer off its view.
  @MainActor
  final class BottomSheetEdgePresenterTarget: NSObject {
    private weak var presenter: BottomSheetEdgePresenter?

    init(presenter: BottomSheetEdgePresenter) {
      self.presenter = presenter
      super.init()
    }

    @objc func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
      guard let presenter else {
        pan.view?.removeGestureRecognizer(pan)
        return
      }
      presenter.edgePanChanged(pan)
    }
  }
#endif
