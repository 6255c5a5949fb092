#if os(iOS)
  import BottomSheet
  import UIKit

  /// A `BottomSheetNavigationController` in a sheet: a screen sized in `viewDidLoad` and one
  /// sized only by Auto Layout get their heights, and a pop animates back.
  @MainActor
  enum NavigationSelfChecks {
    static var all: [SelfCheck] {
      [SelfCheck(name: "navigation: pushed heights and pop", run: pushAndPop)]
    }

    static let rootHeight: CGFloat = 200
    static let sizedHeight: CGFloat = 320
    static let autoLayoutHeight: CGFloat = 260

    static func pushAndPop(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let watch = SelfCheckSheetWatch()
      let navigation = BottomSheetNavigationController(
        rootViewController: SelfCheckSizedScreen(height: rootHeight))
      context.stage.presentBottomSheet(
        navigation, detents: [.fitting, .large], callbacks: watch.callbacks())
      guard
        let sheet = navigation.presentationController as? BottomSheetPresentationController,
        await context.waitForRest(sheet, "the root screen to rest")
      else { return [] }
      let root = sheet.sheetFrame.extent

      navigation.pushViewController(SelfCheckSizedScreen(height: sizedHeight), animated: true)
      guard await context.waitForRest(sheet, "the sized screen to rest") else { return [] }
      let sized = sheet.sheetFrame.extent

      let autoLayout = SelfCheckAutoLayoutScreen(height: autoLayoutHeight)
      navigation.pushViewController(autoLayout, animated: true)
      guard await context.waitForRest(sheet, "the Auto Layout screen to rest") else { return [] }
      let fitted = sheet.sheetFrame.extent

      let framesBeforePop = watch.extents.count
      navigation.popViewController(animated: true)
      guard
        await context.waitUntil("the pop", { navigation.topViewController !== autoLayout }),
        await context.waitForRest(sheet, "the sized screen to rest again")
      else { return [] }
      let popped = sheet.sheetFrame.extent
      let tolerance = DeviceCheckMeasurement.defaultTolerance
      let between = watch.extents.dropFirst(framesBeforePop).filter {
        $0 > min(popped, fitted) + tolerance && $0 < max(popped, fitted) - tolerance
      }
      return [
        DeviceCheckResult(
          name: "navigation: a screen sized in viewDidLoad gets its height",
          measurements: [
            (
              "growth over the root",
              DeviceCheckMeasurement(
                measured: sized - root, expected: Double(sizedHeight - rootHeight))
            )
          ]),
        DeviceCheckResult(
          name: "navigation: a screen sized by Auto Layout gets its height",
          measurements: [
            (
              "growth over the root",
              DeviceCheckMeasurement(
                measured: fitted - root, expected: Double(autoLayoutHeight - rootHeight))
            )
          ]),
        DeviceCheckResult(
          name: "navigation: a pop animates back",
          measurements: [
            ("frames between the heights", DeviceCheckTally.atLeast(2, count: between.count)),
            ("height after", DeviceCheckMeasurement(measured: popped, expected: sized)),
          ]),
      ]
    }
  }

  /// A screen that sets its height in `viewDidLoad`.
  final class SelfCheckSizedScreen: UIViewController {
    private let height: CGFloat

    init(height: CGFloat) {
      self.height = height
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "\(Int(height)) pt"
      view.backgroundColor = .systemBackground
      preferredContentSize.height = height
    }
  }

  /// A screen whose height only its Auto Layout constraints give: a box of a fixed height
  /// between the safe area's top and bottom.
  final class SelfCheckAutoLayoutScreen: UIViewController {
    private let height: CGFloat

    init(height: CGFloat) {
      self.height = height
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Auto Layout"
      view.backgroundColor = .systemBackground
      let box = UIView()
      box.backgroundColor = .systemTeal
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      let guide = view.safeAreaLayoutGuide
      let fill = box.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
      fill.priority = .defaultLow
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: guide.topAnchor),
        box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        box.heightAnchor.constraint(equalToConstant: height),
        box.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor), fill,
      ])
    }
  }
#endif
