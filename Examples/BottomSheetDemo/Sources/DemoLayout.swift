#if os(iOS)
  import UIKit

  /// Small layout helpers shared by the demo screens.
  @MainActor
  enum DemoLayout {
    /// A system button that sends `action` to `target`.
    static func button(_ title: String, target: Any, action: Selector) -> UIButton {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
      button.addTarget(target, action: action, for: .touchUpInside)
      return button
    }

    /// A multi-line label.
    static func label(_ text: String, style: UIFont.TextStyle = .body) -> UILabel {
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      label.font = UIFont.preferredFont(forTextStyle: style)
      return label
    }

    /// A vertical stack of `views`, pinned to the top of `container`'s safe area with margins.
    @discardableResult
    static func stack(_ views: [UIView], in container: UIView) -> UIStackView {
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = .vertical
      stack.spacing = 12
      stack.alignment = .fill
      stack.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(stack)
      let guide = container.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
        stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
        stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
      ])
      return stack
    }
  }
#endif
