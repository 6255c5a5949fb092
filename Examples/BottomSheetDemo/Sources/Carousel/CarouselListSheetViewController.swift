#if os(iOS)
  import UIKit

  /// The sheet's content: a 120 pt horizontal carousel of cards, then a 60-row list.
  final class CarouselListSheetViewController: UIViewController, UITableViewDataSource {
    /// The carousel's height, in points.
    static let carouselHeight: CGFloat = 120
    private let carousel = UIScrollView()
    private let list = UITableView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      carousel.alwaysBounceHorizontal = true
      carousel.showsHorizontalScrollIndicator = false
      var x: CGFloat = 16
      for index in 1...8 {
        let card = UILabel(frame: CGRect(x: x, y: 12, width: 140, height: 96))
        card.text = "Card \(index)"
        card.textAlignment = .center
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        carousel.addSubview(card)
        x += 156
      }
      carousel.contentSize = CGSize(width: x, height: Self.carouselHeight)
      list.dataSource = self
      list.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      view.addSubview(carousel)
      view.addSubview(list)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      carousel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.carouselHeight)
      list.frame = CGRect(
        x: 0, y: Self.carouselHeight, width: bounds.width,
        height: max(0, bounds.height - Self.carouselHeight))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      60
    }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(indexPath.row + 1)"
      cell.contentConfiguration = content
      return cell
    }
  }
#endif
