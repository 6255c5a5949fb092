#if os(iOS)
  import UIKit

  /// One labelled segmented control of the material demo: a title, its choices, and what to do
  /// with the index the user picks.
  @MainActor
  final class MaterialDemoOption: NSObject {
    let view: UIStackView
    private let control: UISegmentedControl
    private let onChange: (Int) -> Void

    init(title: String, choices: [String], onChange: @escaping (Int) -> Void) {
      control = UISegmentedControl(items: choices)
      control.selectedSegmentIndex = 0
      self.onChange = onChange
      view = UIStackView(
        arrangedSubviews: [DemoLayout.label(title, style: .footnote), control])
      view.axis = .vertical
      view.spacing = 4
      super.init()
      control.addTarget(self, action: #selector(changed), for: .valueChanged)
    }

    @objc private func changed() {
      onChange(control.selectedSegmentIndex)
    }
  }
#endif
