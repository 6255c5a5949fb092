#if os(iOS)
  import UIKit

  /// A plain screen sized only by Auto Layout, with no `preferredContentSize`, that grows after
  /// it is shown: a stack of fixed-height rows pinned to its safe area's top, whose last row is
  /// hidden until ``reveal()``. Its bottom stays at or above the safe area's bottom and reaches it
  /// only at low priority (as in `SelfCheckAutoLayoutScreen`), so the compressed fitting height
  /// is the stack's. No constraint that a short view breaks is required: ``reveal()`` lays the
  /// stack out in the sheet before it has grown (120 pt), so "at or above" is 999, not 1000, and
  /// the hidden row's height is 999 too, below the stack's own `UISV-hiding` height of 0.
  final class SelfCheckGrowingScreen: UIViewController {
    /// The heights of the rows shown from the start, in points.
    static let rowHeights: [CGFloat] = [60, 60]
    /// The height of the row ``reveal()`` shows, in points.
    static let revealedHeight: CGFloat = 80
    /// The stack's height before ``reveal()``, in points.
    static var height: CGFloat { rowHeights.reduce(0, +) }
    /// The stack's height after ``reveal()``, in points.
    static var grownHeight: CGFloat { height + revealedHeight }

    private let revealed = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let stack = SelfCheckStackScreen.stripedStack(rowHeights: Self.rowHeights)
      revealed.text = "Revealed after presenting"
      revealed.textAlignment = .center
      let revealedRow = revealed.heightAnchor.constraint(equalToConstant: Self.revealedHeight)
      revealedRow.priority = .required - 1
      revealedRow.isActive = true
      revealed.isHidden = true
      stack.addArrangedSubview(revealed)
      view.addSubview(stack)
      let guide = view.safeAreaLayoutGuide
      let fill = stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
      fill.priority = .defaultLow
      let above = stack.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor)
      above.priority = .required - 1
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: guide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor), above, fill,
      ])
    }

    /// Shows the hidden row: the constraints' fitting height grows by ``revealedHeight``.
    func reveal() {
      revealed.isHidden = false
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
  }
#endif
