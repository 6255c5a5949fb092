#if os(iOS)
  import BottomSheet
  import UIKit

  /// One sheet of a stack: it presents the next one from its own content, so the sheet under it
  /// recedes as the new one rises, and comes back as it leaves.
  final class StackedSheetViewController: UIViewController {
    private let level: Int

    init(level: Int) {
      self.level = level
      super.init(nibName: nil, bundle: nil)
      preferredContentSize.height = 260
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor =
        level.isMultiple(of: 2) ? .secondarySystemBackground : .systemBackground
      DemoLayout.stack(
        [
          DemoLayout.label("Sheet \(level)", style: .title2),
          DemoLayout.label(
            "Present another sheet from this one: this sheet recedes as the new one reaches the "
              + "top, and comes back as you drag it down or dismiss it."),
          DemoLayout.button(
            "Present sheet \(level + 1)", target: self, action: #selector(presentNext)),
          DemoLayout.button("Dismiss", target: self, action: #selector(close)),
        ], in: view)
    }

    @objc private func presentNext() {
      presentBottomSheet(
        StackedSheetViewController(level: level + 1), detents: [.fitting, .large])
    }

    @objc private func close() {
      bottomSheetPresentation?.dismiss(animated: true, completion: nil)
    }
  }

  /// The search sheet of a Maps-style screen: tapping a place presents its card over it, and
  /// the search sheet steps down to its lowest detent while the card is up
  /// (`CoveredSheetBehavior.stepsDownToLowestDetent`), coming back when it goes.
  final class SearchSheetViewController: UITableViewController {
    private let places = (1...30).map { "Place \($0)" }
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

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      let card = StackedSheetViewController(level: 2)
      card.title = places[indexPath.row]
      presentBottomSheet(card, detents: [.medium, .large])
    }
  }

  @MainActor
  enum StackingDemo {
    /// A modal sheet whose content presents the next sheet.
    static func makeModalStack() -> UIViewController {
      PresentingDemoViewController(
        title: "Sheets over sheets",
        explanation: "Each sheet presents the next from its content; the lower one recedes."
      ) { presenter in
        presenter.presentBottomSheet(
          StackedSheetViewController(level: 1), detents: [.fitting, .large])
      }
    }

    /// A persistent search sheet over a map; a place card steps it down while shown.
    static func makePlaceCardOverSearch() -> UIViewController {
      var configuration = BottomSheetConfiguration.persistent(
        detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium)
      configuration.engine.coveredBehavior = .stepsDownToLowestDetent
      let container = BottomSheetContainerViewController(
        backgroundViewController: MapLikeViewController(),
        sheetViewController: SearchSheetViewController(), configuration: configuration)
      container.title = "Place card over search"
      return container
    }
  }
#endif
