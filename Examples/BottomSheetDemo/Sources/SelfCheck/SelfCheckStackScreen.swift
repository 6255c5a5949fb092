#if os(iOS)
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// A plain screen sized only by Auto Layout, with no `preferredContentSize`: a stack of
  /// fixed-height views pinned to its safe area's top and bottom by required constraints, so
  /// laying it out at any other height (0 × 0 included) breaks a constraint. It records the
  /// size of every layout pass `viewDidLayoutSubviews` sees, the first included, into the
  /// core's `DeviceCheckLayoutSizes`.
  final class SelfCheckStackScreen: UIViewController {
    /// The heights of the stacked views, in points.
    static let rowHeights: [CGFloat] = [60, 60, 60, 60]
    /// The stack's height, in points: what a `.fitting` sheet must fit.
    static var height: CGFloat { rowHeights.reduce(0, +) }

    /// The view's size at every layout pass, from the first.
    private(set) var layoutSizes = DeviceCheckLayoutSizes()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let stack = Self.stripedStack(rowHeights: Self.rowHeights)
      view.addSubview(stack)
      let guide = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: guide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
    }

    /// A vertical stack of rows of fixed `rowHeights`, striped so each shows: content whose
    /// height only its constraints give.
    static func stripedStack(rowHeights: [CGFloat]) -> UIStackView {
      let stack = UIStackView()
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      for (index, height) in rowHeights.enumerated() {
        let row = UIView()
        row.backgroundColor = index.isMultiple(of: 2) ? .systemTeal : .systemIndigo
        row.heightAnchor.constraint(equalToConstant: height).isActive = true
        stack.addArrangedSubview(row)
      }
      return stack
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutSizes.record(width: Double(view.bounds.width), height: Double(view.bounds.height))
    }
  }
#endif
