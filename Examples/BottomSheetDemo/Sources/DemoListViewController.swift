#if os(iOS)
  import UIKit

  /// The list of demos.
  final class DemoListViewController: UITableViewController {
    private let demos = Demo.allCases
    private let cellIdentifier = "demo"

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "BottomSheet"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      demos.count
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = demos[indexPath.row].title
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      let demo = demos[indexPath.row]
      let controller = demo.makeViewController()
      if demo.isPresentedFullScreen {
        controller.modalPresentationStyle = .fullScreen
        present(controller, animated: true)
      } else {
        navigationController?.pushViewController(controller, animated: true)
      }
    }
  }
#endif
