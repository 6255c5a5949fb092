#if os(iOS)
  import UIKit

  /// A background with a text field: its keyboard covers the sheet instead of lifting it,
  /// because the field is not inside the sheet.
  final class SearchFieldBackgroundViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemTeal
      let field = UITextField()
      field.borderStyle = .roundedRect
      field.placeholder = "A field behind the sheet"
      DemoLayout.stack([DemoLayout.label("Map", style: .largeTitle), field], in: view)
    }
  }
#endif
