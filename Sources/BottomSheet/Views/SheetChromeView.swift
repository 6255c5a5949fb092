#if os(iOS)
  import UIKit

  /// The sheet itself: background (colour or blur), rounded top corners, optional shadow, the
  /// grabber, and the content view the sheet's view controller lives in.
  ///
  /// Its frame is the engine's layout rect (`SheetFrame.layoutRect`): the sheet's top edge, as
  /// tall as the engine lays the content out. That height changes only at events, so the content
  /// runs a layout pass only then; on every other frame only the view's position changes. The
  /// background reaches ``backgroundOverhang`` further down, under the home indicator, the
  /// keyboard and a rubber-banded or overshooting sheet, so no gap shows below the content. The
  /// content view spans the view minus the grabber strip (if any). The content's bottom
  /// safe-area inset is the core's (`SheetFrame.contentBottomInset`: the home indicator's when
  /// the sheet rests on the screen edge, none on the keyboard), held there by the driver however
  /// far the view hangs below the screen edge (`ContentInsetKeeper`).
  @MainActor
  final class SheetChromeView: UIView {
    weak var driver: SheetDriver? {
      didSet { grabberView.driver = driver }
    }
    /// The view the sheet's view controller's view is embedded in.
    let contentView = UIView()
    let grabberView = SheetGrabberView()
    private let clipView = UIView()
    private var backgroundView = UIView()
    private var reservedTop: CGFloat = 0
    private var cornerRadius: CGFloat = 0
    private var hasShadow = false

    /// How far the background reaches below the view's bottom edge, in points (negative: it
    /// ends above it, clipping the content). The hosts set the container's height for an
    /// edge-attached sheet (`SheetFrame.sheetRect.maxY`, as its rect reaches the container's
    /// bottom edge): enough for any keyboard, home indicator or stretch; for a floating card,
    /// the distance to the card's real bottom edge.
    var backgroundOverhang: CGFloat = 0 {
      didSet {
        if backgroundOverhang != oldValue { setNeedsLayout() }
      }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      clipView.clipsToBounds = true
      clipView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      clipView.layer.cornerCurve = .continuous
      addSubview(clipView)
      clipView.addSubview(backgroundView)
      clipView.addSubview(contentView)
      addSubview(grabberView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// Applies `configuration`'s appearance; `isModal` makes VoiceOver ignore what lies behind.
    func apply(_ configuration: BottomSheetConfiguration, isModal: Bool) {
      let appearance = configuration.appearance
      overrideUserInterfaceStyle = appearance.userInterfaceStyle
      backgroundView.removeFromSuperview()
      switch appearance.background.representation {
      case .color(let color):
        let view = UIView()
        view.backgroundColor = color
        backgroundView = view
      case .blur(let style):
        backgroundView = UIVisualEffectView(effect: UIBlurEffect(style: style))
      }
      clipView.insertSubview(backgroundView, at: 0)
      cornerRadius = appearance.cornerRadius
      clipView.layer.cornerRadius = appearance.cornerRadius
      if let shadow = appearance.shadow {
        hasShadow = true
        layer.shadowColor = shadow.color.cgColor
        layer.shadowOpacity = shadow.opacity
        layer.shadowRadius = shadow.radius
        layer.shadowOffset = shadow.offset
      } else {
        hasShadow = false
        layer.shadowOpacity = 0
        layer.shadowPath = nil
      }
      grabberView.isHidden = !configuration.showsGrabber
      grabberView.apply(appearance.grabber)
      reservedTop = configuration.grabberReservedHeight
      accessibilityViewIsModal = isModal
      setNeedsLayout()
    }

    /// Puts `view` (the sheet's view controller's view) in the content view, filling it.
    func embed(_ view: UIView) {
      view.frame = contentView.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(view)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      clipView.frame = CGRect(
        x: 0, y: 0, width: bounds.width, height: max(0, bounds.height + backgroundOverhang))
      backgroundView.frame = clipView.bounds
      contentView.frame = CGRect(
        x: 0, y: reservedTop, width: bounds.width, height: max(0, bounds.height - reservedTop))
      grabberView.frame = CGRect(
        x: (bounds.width - SheetGrabberView.accessibilityWidth) / 2, y: 0,
        width: SheetGrabberView.accessibilityWidth, height: grabberView.preferredHeight)
      if hasShadow {
        layer.shadowPath =
          UIBezierPath(
            roundedRect: clipView.frame, byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius)
          ).cgPath
      }
    }

    /// The sheet is its real frame (`SheetFrame.sheetRect`), which the clip view spans: the
    /// background below the laid-out bottom edge is part of it, so touches there stay on it,
    /// while a laid-out view that reaches below a floating card's bottom edge lets touches in
    /// the margin reach the dimming view or the background behind.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      clipView.frame.contains(point)
    }

    override func accessibilityPerformEscape() -> Bool {
      MainActorBridge.run { self.driver?.performAccessibilityEscape() ?? false }
    }
  }
#endif
