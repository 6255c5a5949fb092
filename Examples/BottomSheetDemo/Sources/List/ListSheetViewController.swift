#if os(iOS)
  import UIKit

  /// A long list inside a sheet.
  final class ListSheetViewController: UITableViewController {
    private let rowCount = 60
    private let cellIdentifier = "row"

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rowCount
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
  }
#endif
