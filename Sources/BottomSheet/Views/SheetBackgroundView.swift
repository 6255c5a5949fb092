#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// What the sheet draws behind its content, as the core's material rule answers it
  /// (`SheetMaterialRule`): an effect view (Liquid Glass, a blur or nothing) and over it a fill
  /// view (the configured colour or `systemBackground`) whose alpha is the rule's fill opacity.
  ///
  /// The chrome gives it the sheet's background at configuration time (``apply(_:level:)``), the
  /// surface's corners when they change (``applyCorners(of:)``, so the glass draws its edge along
  /// the sheet's shape) and the surface's attachment on every frame (``update(attachment:)``),
  /// which costs a comparison and sets the fill's alpha only when the rule's answer changed. The
  /// effect itself changes only with the background, the system or an accessibility setting: it
  /// listens for Reduce Transparency and Increase Contrast (UIKit's darker system colours) and
  /// for trait changes, as the view itself (notification centre observers are not retained, and
  /// are removed when the view goes).
  @MainActor
  final class SheetBackgroundView: UIView {
    private let effectView = UIVisualEffectView(effect: nil)
    private let fillView = UIView()
    private var background = BottomSheetBackground.automatic
    /// The effect the app set on the presentation (`UIPresentationController.backgroundEffect`),
    /// drawn in place of ``background`` when there is one.
    private var presentationEffect: UIVisualEffect?
    private var level = SheetContentTraits.InterfaceLevel.elevated
    private var rule: SheetMaterialRule
    private var attachment: Double = 1
    /// The material last drawn.
    private(set) var material = SheetMaterial(effect: .none, fillOpacity: 1)

    override init(frame: CGRect) {
      rule = SheetMaterialRule(style: .automatic, glassAvailable: false, systemUsesGlass: false)
      super.init(frame: frame)
      isUserInteractionEnabled = false
      for view in [effectView, fillView] {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isUserInteractionEnabled = false
        addSubview(view)
      }
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(accessibilitySettingDidChange(_:)),
        name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: #selector(accessibilitySettingDidChange(_:)),
        name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
      apply(background, level: level)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// Applies the sheet's background: the fill's colour, resolved at the sheet's interface level
    /// (`SheetContentTraits.interfaceLevel`: elevated for a modal sheet, so it is the system
    /// sheet's grey in dark mode), and the rule for this background on the running system with
    /// the current accessibility settings.
    func apply(
      _ newBackground: BottomSheetBackground, level newLevel: SheetContentTraits.InterfaceLevel
    ) {
      background = newBackground
      level = newLevel
      fillView.backgroundColor = newLevel.chromeColor(newBackground.fillColor)
      refreshRule(force: true)
    }

    /// Draws `effect`, the presentation's own, in place of the background (the core's
    /// `SheetMaterialStyle.presentationEffect`); nil gives the background back.
    func apply(presentationEffect effect: UIVisualEffect?) {
      guard effect !== presentationEffect else { return }
      presentationEffect = effect
      refreshRule(force: true)
    }

    /// Draws the material for the surface's attachment (`SheetFrame.surface.attachment`): cheap
    /// enough for every frame, and touches a view only when the material changed.
    func update(attachment newAttachment: Double) {
      guard newAttachment != attachment else { return }
      attachment = newAttachment
      draw(rule.material(attachment: attachment), force: false)
    }

    /// Shapes the effect view like the surface (call it when the surface's corners change), so
    /// glass draws its edge along the sheet's.
    func applyCorners(of surface: SheetSurface) {
      SurfaceCorners.apply(surface, to: effectView)
    }

    /// Rebuilds the rule from the background, the system and the accessibility settings, and
    /// draws its material when anything changed (always with `force`).
    private func refreshRule(force: Bool) {
      let newRule = SheetMaterialRule(
        style: presentationEffect != nil ? .presentationEffect : background.materialStyle,
        glassAvailable: SystemDesign.glassAvailable,
        systemUsesGlass: SystemDesign.usesGlassDesign,
        reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
        increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled
          || traitCollection.accessibilityContrast == .high)
      guard force || newRule != rule else { return }
      rule = newRule
      draw(rule.material(attachment: attachment), force: true)
    }

    /// Sets the effect when it changed (or with `force`) and the fill's alpha when it changed.
    private func draw(_ newMaterial: SheetMaterial, force: Bool) {
      if force || newMaterial.effect != material.effect {
        setEffect(newMaterial.effect)
      }
      if force || newMaterial.fillOpacity != material.fillOpacity {
        fillView.alpha = CGFloat(newMaterial.fillOpacity)
        fillView.isHidden = newMaterial.fillOpacity <= 0
      }
      let hidesEffect = !newMaterial.showsEffect
      if effectView.isHidden != hidesEffect { effectView.isHidden = hidesEffect }
      material = newMaterial
    }

    private func setEffect(_ effect: SheetMaterialEffect) {
      switch effect {
      case .glass:
        #if canImport(UIKit, _version: 9000)
          // The rule answers glass only where `SystemDesign.glassAvailable` holds.
          if #available(iOS 26.0, *) {
            effectView.effect = UIGlassEffect(style: .regular)
            return
          }
        #endif
        effectView.effect = UIBlurEffect(style: background.blurStyle)
      case .blur:
        effectView.effect = UIBlurEffect(style: background.blurStyle)
      case .presentationEffect:
        effectView.effect = presentationEffect
      case .none:
        effectView.effect = nil
      }
    }

    @objc private func accessibilitySettingDidChange(_ notification: Notification) {
      refreshRule(force: false)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if previousTraitCollection?.accessibilityContrast != traitCollection.accessibilityContrast {
        refreshRule(force: false)
      }
    }
  }
#endif
