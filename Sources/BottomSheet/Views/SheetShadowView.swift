#if os(iOS)
  import UIKit

  /// The sheet's shadow (`BottomSheetAppearance.shadow`), drawn only outside the surface.
  ///
  /// A layer's shadow is drawn under the layer's whole outline, so a shadow on the sheet's own
  /// layer showed through a translucent background (glass, a blur) and greyed it. This view lies
  /// behind the surface, spans it, casts the shadow of the surface's outline and is masked to
  /// the region outside that outline (an even-odd mask: a rect around the shadow's reach less
  /// the outline), so the material above it shows only what lies behind the sheet.
  ///
  /// The outline and the mask are rebuilt only when the surface's shape changes (its size or
  /// its corner radii): a sheet that moves, rests, or slides rigidly below its lowest detent
  /// only moves this view. No implicit animation runs on either.
  @MainActor
  final class SheetShadowView: UIView {
    /// The surface's shape the outline was built for.
    private struct Shape: Equatable {
      var size: CGSize
      var top: CGFloat
      var bottom: CGFloat
    }

    private let maskLayer = CAShapeLayer()
    private var shape: Shape?
    /// How far the shadow reaches beyond the outline, in points: three blur radii (a Gaussian's
    /// tail is invisible beyond that) plus the offset.
    private var reach: CGFloat = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      maskLayer.fillRule = .evenOdd
      layer.mask = maskLayer
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows `shadow`, or nothing for nil.
    func apply(_ shadow: BottomSheetShadow?) {
      guard let shadow else {
        isHidden = true
        layer.shadowOpacity = 0
        return
      }
      isHidden = false
      layer.shadowColor = shadow.color.cgColor
      layer.shadowOpacity = shadow.opacity
      layer.shadowRadius = shadow.radius
      layer.shadowOffset = shadow.offset
      let newReach =
        3 * max(0, shadow.radius) + max(abs(shadow.offset.width), abs(shadow.offset.height))
      if newReach != reach {
        reach = newReach
        shape = nil
      }
    }

    /// Puts the shadow around a surface at `rect` (in the superview's coordinates) whose top and
    /// bottom corners have the radii `top` and `bottom`, rebuilding the outline and the mask
    /// only when the size or a radius changed.
    func place(around rect: CGRect, top: CGFloat, bottom: CGFloat) {
      guard !isHidden else { return }
      let size = rect.size
      if bounds.size != size { bounds = CGRect(origin: .zero, size: size) }
      center = CGPoint(x: rect.midX, y: rect.midY)
      let newShape = Shape(size: size, top: top, bottom: bottom)
      guard newShape != shape else { return }
      shape = newShape
      let outline = SheetShadowView.outline(
        CGRect(origin: .zero, size: size), top: top, bottom: bottom)
      let outside = CGMutablePath()
      outside.addRect(CGRect(origin: .zero, size: size).insetBy(dx: -reach, dy: -reach))
      outside.addPath(outline)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.shadowPath = outline
      maskLayer.frame = CGRect(origin: .zero, size: size)
      maskLayer.path = outside
      CATransaction.commit()
    }

    /// The surface's outline in `rect`, its top and bottom corners rounded with their own radii
    /// (a card under the attached style keeps square bottom corners on its margins), each capped
    /// so a short or narrow surface stays a valid shape.
    static func outline(_ rect: CGRect, top: CGFloat, bottom: CGFloat) -> CGPath {
      let topRadius = max(0, min(top, rect.width / 2, rect.height))
      let bottomRadius = max(0, min(bottom, rect.width / 2, rect.height - topRadius))
      let path = CGMutablePath()
      path.move(to: CGPoint(x: rect.minX, y: rect.maxY - bottomRadius))
      path.addArc(
        tangent1End: CGPoint(x: rect.minX, y: rect.minY),
        tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: topRadius)
      path.addArc(
        tangent1End: CGPoint(x: rect.maxX, y: rect.minY),
        tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: topRadius)
      path.addArc(
        tangent1End: CGPoint(x: rect.maxX, y: rect.maxY),
        tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: bottomRadius)
      path.addArc(
        tangent1End: CGPoint(x: rect.minX, y: rect.maxY),
        tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bottomRadius)
      path.closeSubpath()
      return path
    }
  }
#endif
