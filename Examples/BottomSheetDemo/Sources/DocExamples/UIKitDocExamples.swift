#if os(iOS)
  import BottomSheet
  import UIKit

  // The UIKit documentation's examples, written as an app writes them, so that the iOS build
  // (`../shared/ios/build.sh` here, the workflow's Xcode build on a Mac) compiles each one in Swift
  // 6 with complete concurrency checking. Nothing calls them; the view controllers they name are
  // stand-ins declared at the bottom. When a `///` example in `Sources/BottomSheet` changes, change
  // it here too.

  /// A configuration kept as a `static let`, which a Swift 6 app can write only because the
  /// configuration values are `Sendable`.
  enum DocExampleConfigurations {
    static let sheetConfiguration = BottomSheetConfiguration(
      engine: .persistent(detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium))
  }

  @MainActor
  final class UIKitDocExamples: UIViewController, BottomSheetDelegate {
    private let form = DocExampleFormViewController()
    private let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("r.json")

    /// `presentBottomSheet(_:detents:configuration:delegate:animated:completion:)`,
    /// `UIViewController.bottomSheetPresentation`, `BottomSheetControlling.selectDetent`.
    func presenting() {
      let picker = DocExampleColorPickerViewController()
      picker.preferredContentSize.height = 320  // feeds `.fitting`
      presentBottomSheet(picker, detents: [.fitting, .large], delegate: self)
      picker.bottomSheetPresentation?.selectDetent(.large, animated: true)
      picker.bottomSheetPresentation?.selectDetent(.large, animated: true) { finished in
        print(finished ? "at large" : "interrupted")
      }
    }

    /// The adaptive delegate set once presented (docs/uikit.md, "Vetoed dismissal").
    func adaptiveDelegate() {
      let editor = DocExampleEditorViewController()
      presentBottomSheet(editor) { [weak editor] in
        editor?.presentationController?.delegate = editor
      }
    }

    /// `BottomSheetConfiguration`, `BottomSheetBackground`.
    func configuring() {
      let sheet = DocExampleColorPickerViewController()
      var configuration = BottomSheetConfiguration.default
      configuration.detents = [.fitting, .large]
      configuration.appearance.background = .blur(.systemMaterial)
      configuration.appearance.background = .glass
      configuration.appearance.background = .blur(.systemThinMaterial)
      presentBottomSheet(sheet, configuration: configuration)
      sheet.bottomSheetPresentation?.dismiss(animated: true) { print("gone") }
    }

    /// `BottomSheetControlling.invalidateDetents()`: content sized by Auto Layout that grows
    /// once shown (``DocExampleDetailsViewController/showDetails()`` calls it).
    func invalidatingDetents() {
      presentBottomSheet(DocExampleDetailsViewController(), detents: [.fitting, .large])
    }

    /// `BottomSheetNavigationController`.
    func navigating() {
      let list = DocExampleListViewController()
      let navigation = BottomSheetNavigationController(rootViewController: list)
      presentBottomSheet(navigation, detents: [.fitting, .large])
    }

    /// `BottomSheetContainerViewController`.
    func persistent(in window: UIWindow) {
      let container = BottomSheetContainerViewController(
        backgroundViewController: DocExampleMapViewController(),
        sheetViewController: DocExampleListViewController(),
        configuration: .persistent(
          detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium))
      window.rootViewController = container
      var configuration = container.configuration
      configuration.detents = [.collapsed, .large]
      container.setConfiguration(configuration, animated: false)
      container.sheetDelegate = self
      container.setSheetHidden(true, animated: true) { finished in
        print(finished ? "hidden" : "shown again first")
      }
    }

    /// `BottomSheetPresentation.recommendedStatusBarStyle`.
    override var preferredStatusBarStyle: UIStatusBarStyle {
      presentedViewController?.bottomSheetPresentation?.recommendedStatusBarStyle ?? .default
    }

    /// `recordingData()`, `writeRecording(to:)`, `BottomSheetNotRecordingError`.
    func recording(_ sheet: any BottomSheetControlling) throws {
      if let data = try sheet.recordingData() {
        let activity = UIActivityViewController(activityItems: [data], applicationActivities: nil)
        present(activity, animated: true)
      }
      do {
        try sheet.writeRecording(to: url)
      } catch is BottomSheetNotRecordingError {
        // Nothing was written: turn on recordsInteraction before presenting the sheet.
      }
    }

    /// The sheet delegate's veto on a main-actor form, and `writeRecording(to:)` in a delegate.
    func bottomSheetShouldDismiss(_ sheet: any BottomSheetControlling) -> Bool {
      !form.hasUnsavedChanges
    }

    func bottomSheetDidAttemptToDismiss(_ sheet: any BottomSheetControlling) {
      form.confirmDiscard()
    }

    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
      do {
        try sheet.writeRecording(to: url)
      } catch {
        print(error)  // "the sheet is not recording: …", or why the file could not be written
      }
    }
  }

  /// `BottomSheetEdgePresenter`.
  final class DocExampleHomeViewController: UIViewController {
    private var edgePresenter: BottomSheetEdgePresenter?

    override func viewDidLoad() {
      super.viewDidLoad()
      edgePresenter = BottomSheetEdgePresenter(presentingViewController: self) {
        DocExampleListViewController()
      }
    }

    // Required: the home indicator's swipe would otherwise win the bottom edge.
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
  }

  // MARK: - Stand-ins for the app's own screens

  final class DocExampleColorPickerViewController: UIViewController {}
  /// A sheet's content sized by Auto Layout whose label shows only when asked: the sheet is on
  /// screen by then, so the detents are invalidated after the content changed
  /// (`BottomSheetControlling.invalidateDetents()`'s example).
  final class DocExampleDetailsViewController: UIViewController {
    let detailsLabel = UILabel()

    /// A "Show details" button's action.
    @objc func showDetails() {
      detailsLabel.isHidden = false
      bottomSheetPresentation?.invalidateDetents()
    }
  }
  final class DocExampleMapViewController: UIViewController {}

  /// `BottomSheetScrollViewProviding`.
  final class DocExampleListViewController: UITableViewController, BottomSheetScrollViewProviding {
    var bottomSheetScrollView: UIScrollView? { tableView }
  }

  final class DocExampleFormViewController: UIViewController {
    var hasUnsavedChanges = false
    func confirmDiscard() {}
  }

  final class DocExampleEditorViewController: UIViewController,
    UIAdaptivePresentationControllerDelegate
  {
    var hasUnsavedChanges = false

    func presentationControllerShouldDismiss(_ controller: UIPresentationController) -> Bool {
      !hasUnsavedChanges
    }
  }
#endif
