#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// Gives a view the corners of the core's `SheetSurface`: on iOS 26 a corner configuration
  /// (fixed top radii; bottom radii concentric with the display where the core says they follow
  /// it, at least `SheetSurface.minimumFloatingCornerRadius` while the surface floats), before iOS 26 the layer's one radius with the bottom corners masked in only while the
  /// core rounds them. Shared by the surface's clip and the glass, which must have the same
  /// shape for the glass to draw its edge along the sheet's.
  @MainActor
  enum SurfaceCorners {
    /// Shapes `view`'s corners as `surface`'s.
    static func apply(_ surface: SheetSurface, to view: UIView) {
      let top = CGFloat(surface.topCornerRadius)
      let bottom = CGFloat(surface.bottomCornerRadius)
      #if canImport(UIKit, _version: 9000)
        // Built with the iOS 26 SDK (UIKit 9000 and later declares the corner configuration).
        if #available(iOS 26.0, *) {
          // Concentric with the display: UIKit knows its real radius, the core only estimates
          // it, so the estimate is no floor. A floating surface keeps the least floating radius.
          let floor = surface.concentricBottomRadiusFloor
          let least: CGFloat? = floor > 0 ? CGFloat(floor) : nil
          let bottomRadius: UICornerRadius =
            surface.bottomCornersFollowDisplay
            ? .containerConcentric(minimum: least) : .fixed(Double(bottom))
          view.cornerConfiguration = .uniformTopRadius(
            .fixed(Double(top)), bottomLeftRadius: bottomRadius, bottomRightRadius: bottomRadius)
          return
        }
      #endif
      view.layer.cornerCurve = .continuous
      view.layer.cornerRadius = top
      var corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      if bottom > 0 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      view.layer.maskedCorners = corners
    }
  }
#endif
