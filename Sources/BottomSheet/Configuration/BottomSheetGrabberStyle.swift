#if os(iOS)
  import UIKit

  /// The grabber: the small pill at the top of a sheet, which is also the VoiceOver element that
  /// moves between detents (swipe up or down on it).
  ///
  /// The defaults are the system grabber's look on the running system: before iOS 26 its measured
  /// metrics, a 36 × 5 pt pill 5 pt below the sheet's top edge in `tertiaryLabel`; with the iOS 26
  /// design the glass sheet's grabber, a 36 × 5 pt pill 6 pt below the top edge in
  /// `secondaryLabel`. Setting
  /// ``color``, ``size`` or ``topInset`` fixes the look on every system. It is drawn over the
  /// content.
  public struct BottomSheetGrabberStyle: Equatable, Sendable {
    enum Visibility {
      case automatic
      case visible
      case hidden
    }

    /// The system grabber's size before iOS 26, in points.
    package static let systemSize = CGSize(width: 36, height: 5)
    /// The distance from the sheet's top edge to the pill before iOS 26, in points.
    package static let systemTopInset: CGFloat = 5
    /// The grabber's size on the iOS 26 glass sheet, in points: 36 × 5. Apple publishes no
    /// metrics for it; the pill looks unchanged in size, so the earlier measured size is kept.
    package static let glassSize = CGSize(width: 36, height: 5)
    /// The distance from the sheet's top edge to the pill on the iOS 26 glass sheet, in points: 6.
    /// Not published; chosen one point lower than before so the pill sits clear of the floating
    /// sheet's larger, display-concentric top corners.
    package static let glassTopInset: CGFloat = 6
    /// The pill's colour on the iOS 26 glass sheet: `secondaryLabel`. Not published; chosen a
    /// step stronger than the earlier `tertiaryLabel` so the pill still reads over clear glass
    /// and a busy background.
    package static var glassColor: UIColor { .secondaryLabel }

    var visibility: Visibility
    /// Whether the look is the system's on the running system (nothing of it was set).
    var followsSystemLook = true
    /// The pill's colour. Setting it fixes the grabber's look on every system.
    public var color: UIColor {
      didSet { followsSystemLook = false }
    }
    /// The pill's size, in points. Setting it fixes the grabber's look on every system.
    public var size: CGSize {
      didSet { followsSystemLook = false }
    }
    /// The distance from the sheet's top edge to the pill, in points. Setting it fixes the
    /// grabber's look on every system.
    public var topInset: CGFloat {
      didSet { followsSystemLook = false }
    }
    /// The height of a strip reserved above the content for the grabber, in points; 0 (the
    /// default, like the system) draws the grabber over the content.
    public var reservedHeight: CGFloat

    init(visibility: Visibility) {
      self.visibility = visibility
      color = .tertiaryLabel
      size = BottomSheetGrabberStyle.systemSize
      topInset = BottomSheetGrabberStyle.systemTopInset
      reservedHeight = 0
    }

    /// Shown when the sheet has more than one detent, hidden otherwise (the default).
    public static var automatic: BottomSheetGrabberStyle {
      BottomSheetGrabberStyle(visibility: .automatic)
    }

    /// Always shown.
    public static var visible: BottomSheetGrabberStyle {
      BottomSheetGrabberStyle(visibility: .visible)
    }

    /// Never shown (VoiceOver users then change detents only through the content).
    public static var hidden: BottomSheetGrabberStyle {
      BottomSheetGrabberStyle(visibility: .hidden)
    }

    /// Always shown, in a strip of `height` points above the content instead of over it.
    public static func aboveContent(height: CGFloat = 20) -> BottomSheetGrabberStyle {
      var style = BottomSheetGrabberStyle(visibility: .visible)
      style.reservedHeight = height
      return style
    }

    /// Whether the grabber shows for a sheet with `detentCount` detents.
    /// Whether the grabber shows: nil lets the sheet decide (shown when there is more than one
    /// detent), true always, false never. For SwiftUI's drag-indicator visibility; an app
    /// chooses ``automatic``, ``visible`` or ``hidden``.
    package var prefersVisible: Bool? {
      get {
        switch visibility {
        case .automatic: nil
        case .visible: true
        case .hidden: false
        }
      }
      set {
        visibility = newValue.map { $0 ? .visible : .hidden } ?? .automatic
      }
    }

    /// The colour, size and top inset to draw: the iOS 26 glass sheet's where the system uses
    /// that design (`usesGlassDesign`) and the look was left to the system, else the style's own.
    func resolvedLook(usesGlassDesign: Bool) -> (color: UIColor, size: CGSize, topInset: CGFloat) {
      guard followsSystemLook, usesGlassDesign else { return (color, size, topInset) }
      return (
        BottomSheetGrabberStyle.glassColor, BottomSheetGrabberStyle.glassSize,
        BottomSheetGrabberStyle.glassTopInset
      )
    }

    func isVisible(detentCount: Int) -> Bool {
      switch visibility {
      case .automatic:
        return detentCount > 1
      case .visible:
        return true
      case .hidden:
        return false
      }
    }
  }
#endif
