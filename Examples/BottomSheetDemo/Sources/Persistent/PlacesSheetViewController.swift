#if os(iOS)
  import UIKit

  /// The persistent sheet's content: a list of places.
  final class PlacesSheetViewController: UITableViewController {
    private let places = (1...40).map { "Place \($0)" }
    private let cellIdentifier = "place"

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.backgroundColor = .clear
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      places.count
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = places[indexPath.row]
      cell.contentConfiguration = content
      cell.backgroundColor = .clear
      return cell
    }
  }
#endif
