#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// The sheet itself: the surface (background, colour or blur, and the clip around the
  /// content, shaped by the core's `SheetFrame.surface`), optional shadow (outside the surface
  /// only, ``SheetShadowView``), the grabber, and the content view the sheet's view controller
  /// lives in.
  ///
  /// Its frame is the engine's layout rect (`SheetFrame.layoutRect`): the sheet's top edge, as
  /// tall as the engine lays the content out. That height changes only at events, so the content
  /// runs a layout pass only then; on every other frame only the view's position and the
  /// surface change. The surface (``apply(_:rect:mayOverhang:)``) is the core's rect
  /// (`SheetFrame.surfaceRectInSheetView`): the sheet's real frame less the surface's insets,
  /// down to the container's bottom edge for an edge-attached sheet, under the home indicator,
  /// the keyboard and a rubber-banded or overshooting sheet, so no gap shows below the content,
  /// to its floating bottom edge for a card, inset from the view's sides while the sheet floats,
  /// and below the screen while a floating sheet slides below its lowest detent. The content view keeps
  /// the core's content width (`SheetFrame.contentRect`, ``contentSideInset`` from each side)
  /// and its frame never changes between events: the surface's view shifts its bounds' origin
  /// by its leading inset, so its subviews stay where they are on screen while it morphs. The
  /// content's bottom safe-area inset is the core's (`SheetFrame.contentBottomInset`), held
  /// there by the driver (`ContentInsetKeeper`).
  ///
  /// The corners: on iOS 26, `cornerConfiguration` with fixed top radii and, where the core says
  /// the bottom corners follow the display, `UICornerRadius.containerConcentric(minimum:)` with
  /// the core's radius as its least value. Before iOS 26 a layer has one radius: the top one,
  /// with the bottom corners masked in only while the core rounds them.
  @MainActor
  final class SheetChromeView: UIView {
    weak var driver: SheetDriver? {
      didSet { grabberView.driver = driver }
    }
    /// The view the sheet's view controller's view is embedded in.
    let contentView = UIView()
    let grabberView = SheetGrabberView()
    /// The surface: clips the background and the content to the sheet's shape.
    private let clipView = UIView()
    /// The background: the material the core's `SheetMaterialRule` picks, sized and shaped as
    /// the surface.
    private let backgroundView = SheetBackgroundView()
    /// The shadow, behind the surface and masked to outside it.
    private let shadowView = SheetShadowView()
    private var reservedTop: CGFloat = 0
    /// The surface last applied, and its rect in this view (the core's).
    private var surface = SheetSurface()
    private var surfaceRect = CGRect.zero
    /// Whether the surface may reach past the container's bottom edge (sized per layout).
    private var overhangs = false

    /// Whether the sheet's view is VoiceOver's modal view now, as the adapter showing it
    /// answers from the core's `SheetStack.isModalView`; asked each time VoiceOver asks, so
    /// what is presented above the sheet counts from the moment it is there. A persistent
    /// sheet's view is (its siblings are the background it covers); a modal sheet's never is:
    /// it hides what lies under its container instead.
    var isModal: @MainActor () -> Bool = { false }
    /// VoiceOver's escape gesture, when the adapter routes it (a stacked modal sheet sends it to
    /// the top sheet); nil: the sheet's own driver takes it.
    var escape: (@MainActor () -> Bool)?

    /// The content's inset from each side of the view, in points (`SheetFrame.contentSideInset`):
    /// it changes only at events, like the view's size.
    var contentSideInset: CGFloat = 0 {
      didSet {
        if contentSideInset != oldValue { setNeedsLayout() }
      }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      clipView.clipsToBounds = true
      shadowView.isHidden = true
      addSubview(shadowView)
      addSubview(clipView)
      clipView.addSubview(backgroundView)
      clipView.addSubview(contentView)
      addSubview(grabberView)
      applyCorners()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// Applies `configuration`'s appearance. The corner radius reaches the surface through the
    /// core (`attachedCornerRadius`). Whether VoiceOver ignores what lies behind is not an
    /// appearance: the host sets it on every frame that changes it (`SheetFrame.changes`).
    func apply(_ configuration: BottomSheetConfiguration) {
      let appearance = configuration.appearance
      overrideUserInterfaceStyle = appearance.userInterfaceStyle
      backgroundView.apply(
        appearance.background,
        level: SheetContentTraits.interfaceLevel(isPersistent: configuration.engine.isPersistent))
      shadowView.apply(appearance.shadow)
      grabberView.isHidden = !configuration.showsGrabber
      grabberView.apply(appearance.grabber)
      reservedTop = configuration.grabberReservedHeight
      setNeedsLayout()
    }

    /// Draws `effect` (the presentation's `backgroundEffect`) in place of the configured
    /// background; nil gives the configured background back.
    func apply(presentationEffect effect: UIVisualEffect?) {
      backgroundView.apply(presentationEffect: effect)
    }

    /// Puts `view` (the sheet's view controller's view) in the content view, filling it.
    func embed(_ view: UIView) {
      view.frame = contentView.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(view)
    }

    /// Shapes the surface as the core says, at `rect` in this view
    /// (`SheetFrame.surfaceRectInSheetView`): its frame, its background's and its corners. With
    /// `mayOverhang` (`SheetFrame.surfaceMayOverhang`) the surface reaches one container height
    /// below the view instead, a size that changes only with the layout, so a drag or a spring
    /// resizes nothing; otherwise (a floating, morphing or sliding surface, a card) it is
    /// resized to the core's rect, which lays out only the background, never the content.
    func apply(_ newSurface: SheetSurface, rect: CGRect, mayOverhang: Bool) {
      let cornersChanged =
        newSurface.topCornerRadius != surface.topCornerRadius
        || newSurface.bottomCornerRadius != surface.bottomCornerRadius
        || newSurface.bottomCornersFollowDisplay != surface.bottomCornersFollowDisplay
        || newSurface.isFloating != surface.isFloating
      surface = newSurface
      surfaceRect = rect
      overhangs = mayOverhang
      backgroundView.update(attachment: newSurface.attachment)
      if cornersChanged { applyCorners() }
      placeSurface(cornersChanged: cornersChanged)
    }

    /// Sets the surface's frame when it changed, keeping its subviews where they are in this
    /// view (its bounds' origin is its own origin here), and puts the shadow around it (which
    /// rebuilds its outline only when the surface's size or corners changed).
    private func placeSurface(cornersChanged: Bool = false) {
      let rect = surfaceRect
      let height =
        overhangs ? max(rect.height, bounds.height + (superview?.bounds.height ?? 0)) : rect.height
      let newBounds = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: height)
      let moved = clipView.bounds != newBounds
      if moved {
        clipView.bounds = newBounds
        clipView.center = CGPoint(x: newBounds.midX, y: newBounds.midY)
        backgroundView.frame = clipView.bounds
      }
      shadowView.place(
        around: clipView.frame, top: CGFloat(surface.topCornerRadius), bottom: drawnBottomRadius)
    }

    /// The bottom corners' radius as drawn: on iOS 26, where they follow the display, UIKit's
    /// concentric radius; else the core's.
    private var drawnBottomRadius: CGFloat {
      #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), surface.bottomCornersFollowDisplay {
          return clipView.effectiveRadius(corner: .bottomLeft)
        }
      #endif
      return CGFloat(surface.bottomCornerRadius)
    }

    /// Sets the surface's corner radii, on the clip and on the glass alike.
    private func applyCorners() {
      SurfaceCorners.apply(surface, to: clipView)
      backgroundView.applyCorners(of: surface)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      placeSurface()
      contentView.frame = CGRect(
        x: contentSideInset, y: reservedTop, width: max(0, bounds.width - 2 * contentSideInset),
        height: max(0, bounds.height - reservedTop))
      grabberView.frame = CGRect(
        x: (bounds.width - SheetGrabberView.accessibilityWidth) / 2, y: 0,
        width: SheetGrabberView.accessibilityWidth, height: grabberView.preferredHeight)
    }

    /// The sheet is its surface, which the clip view spans: the surface below the laid-out
    /// bottom edge is part of it, so touches there stay on it, while the part of the laid-out
    /// view outside the surface (a floating surface's side and bottom insets, or where the view
    /// reaches below a floating card's bottom edge) lets touches reach the dimming view or the
    /// background behind.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      clipView.frame.contains(point)
    }

    /// VoiceOver's modal view exactly when ``isModal`` answers so (VoiceOver then ignores the
    /// elements of this view's siblings, Apple's documentation of the property says). A value
    /// assigned is not kept: the sheet and what lies above it decide.
    override var accessibilityViewIsModal: Bool {
      get { MainActorBridge.run { isModal() } }
      set {}
    }

    override func accessibilityPerformEscape() -> Bool {
      MainActorBridge.run {
        if let escape { return escape() }
        return self.driver?.performAccessibilityEscape() ?? false
      }
    }
  }
#endif
