#if os(iOS)
  import UIKit

  /// A shadow around a sheet, drawn along its rounded outline and only outside it (it never
  /// shows through a translucent background).
  public struct BottomSheetShadow: Equatable, Sendable {
    /// The shadow's colour.
    public var color: UIColor
    /// The shadow's opacity, 0…1.
    public var opacity: Float
    /// The blur radius, in points.
    public var radius: CGFloat
    /// The offset, in points.
    public var offset: CGSize

    /// Creates a shadow; the defaults are a soft shadow for a sheet over a map.
    public init(
      color: UIColor = .black, opacity: Float = 0.12, radius: CGFloat = 12,
      offset: CGSize = .zero
    ) {
      self.color = color
      self.opacity = opacity
      self.radius = radius
      self.offset = offset
    }

    /// A soft shadow (black, 12 % opacity, 12 pt blur), like the Maps sheet's.
    public static var standard: BottomSheetShadow {
      BottomSheetShadow()
    }
  }
#endif
