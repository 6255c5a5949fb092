#if os(iOS)
  import BottomSheet
  import UIKit

  /// Each surface style, each background and each placement, chosen with segmented controls over a colourful
  /// screen so glass and blurs show what lies behind them. The sheet has a medium and a large
  /// detent: drag it up to see a floating sheet attach and its glass turn opaque.
  final class MaterialDemoViewController: UIViewController {
    private var surfaceStyle = SheetSurfaceStyle.automatic
    private var background = BottomSheetBackground.automatic
    private var placement = SheetPlacement.automatic

    static let surfaceStyles: [(String, SheetSurfaceStyle)] = [
      ("Automatic", .automatic), ("Floating", .floating), ("Attached", .attached),
    ]
    static let placements: [(String, SheetPlacement)] = [
      ("Automatic", .automatic), ("Leading card", .leading(.default)),
      ("Trailing card", .trailing(.default)), ("Centred card", .center(.default)),
    ]
    static let backgrounds: [(String, BottomSheetBackground)] = [
      ("Automatic", .automatic), ("Glass", .glass), ("Blur", .blur(.systemThinMaterial)),
      ("Colour", .color(.secondarySystemBackground)), ("None", .clear),
    ]

    /// One row per choice the sheet is configured with; a new choice is one more entry here
    /// and one more stored property above.
    private lazy var options: [MaterialDemoOption] = [
      MaterialDemoOption(title: "Surface style", choices: Self.surfaceStyles.map(\.0)) {
        [weak self] index in self?.surfaceStyle = Self.surfaceStyles[index].1
      },
      MaterialDemoOption(title: "Background", choices: Self.backgrounds.map(\.0)) {
        [weak self] index in self?.background = Self.backgrounds[index].1
      },
      MaterialDemoOption(
        title: "Placement (cards on iPad and in landscape)", choices: Self.placements.map(\.0)
      ) { [weak self] index in self?.placement = Self.placements[index].1 },
    ]

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Surface and background"
      view.backgroundColor = .systemTeal
      let stripes = UIStackView(
        arrangedSubviews: [UIColor.systemOrange, .systemPink, .systemIndigo, .systemYellow].map {
          color in
          let stripe = UIView()
          stripe.backgroundColor = color
          return stripe
        })
      stripes.axis = .horizontal
      stripes.distribution = .fillEqually
      stripes.frame = view.bounds
      stripes.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(stripes)
      DemoLayout.stack(
        [
          DemoLayout.label(
            "Pick a surface, a background and a placement, then present.", style: .headline)
        ]
          + options.map(\.view)
          + [DemoLayout.button("Present", target: self, action: #selector(presentSheet))],
        in: view)
    }

    @objc private func presentSheet() {
      var configuration = BottomSheetConfiguration.default
      configuration.surfaceStyle = surfaceStyle
      configuration.appearance.background = background
      configuration.placement = placement
      configuration.appearance.grabber = .visible
      let content = UIViewController()
      content.view.backgroundColor = .clear
      DemoLayout.stack(
        [
          DemoLayout.label("Drag me up and down.", style: .title2),
          DemoLayout.label(
            "Glass is clear while the sheet floats and turns opaque as it attaches at the "
              + "full height. Reduce Transparency and Increase Contrast (Settings › "
              + "Accessibility › Display & Text Size) change it live."),
        ], in: content.view)
      presentBottomSheet(content, detents: [.medium, .large], configuration: configuration)
    }
  }
#endif
