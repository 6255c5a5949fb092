#if os(iOS)
  import BottomSheet
  import UIKit

  /// The Maps-style modal sheet: `[.collapsed, .medium, .large]`, undimmed up to `.medium`, over
  /// a list. At `.collapsed` and `.medium` the list above the sheet scrolls and takes taps (the
  /// title counts them); at `.large` the dimming blocks it and a tap on it collapses the sheet.
  final class UndimmedModalDemoViewController: UITableViewController {
    private let cellIdentifier = "row"
    private var taps = 0

    /// The configuration the demo and the self-check present with.
    static var configuration: BottomSheetConfiguration {
      var configuration = BottomSheetConfiguration.default
      configuration.detents = [.collapsed, .medium, .large]
      configuration.engine.dimming = Dimming(largestUndimmedDetent: .medium)
      return configuration
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Undimmed modal over a list"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Present", style: .plain, target: self, action: #selector(presentSheet))
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if presentedViewController == nil { presentSheet() }
    }

    @objc private func presentSheet() {
      guard presentedViewController == nil else { return }
      let content = UIViewController()
      content.view.backgroundColor = .clear
      DemoLayout.stack(
        [
          DemoLayout.label(
            "Drag me between collapsed, medium and large. Below large the list behind me scrolls"
              + " and takes taps; at large the dimming blocks it.")
        ], in: content.view)
      presentBottomSheet(content, configuration: Self.configuration)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      80
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(indexPath.row + 1)"
      cell.contentConfiguration = content
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      taps += 1
      title = "Row \(indexPath.row + 1) tapped (\(taps))"
    }
  }
#endif
