#if os(iOS)
  import BottomSheet
  import UIKit

  /// A sheet with a horizontal carousel above a vertical list: swiping the carousel sideways
  /// scrolls it and leaves the sheet alone; dragging the list hands off to the sheet; dragging
  /// the carousel up or down moves the sheet.
  final class CarouselListDemoViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Carousel above a list"
      view.backgroundColor = .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("The list under the finger hands off; the carousel is left alone."),
          DemoLayout.button("Present", target: self, action: #selector(presentSheet)),
        ], in: view)
    }

    @objc private func presentSheet() {
      presentBottomSheet(CarouselListSheetViewController(), detents: [.medium, .large])
    }
  }
#endif
