#if os(iOS)
  import UIKit

  /// The grabber: the small pill at the top of a sheet, which is also the VoiceOver element that
  /// moves between detents (swipe up or down on it).
  ///
  /// The defaults are the system grabber's measured metrics: a 36 × 5 pt pill, 5 pt below the
  /// sheet's top edge, in `tertiaryLabel`, drawn over the content.
  public struct BottomSheetGrabberStyle: Equatable {
    enum Visibility {
      case automatic
      case visible
      case hidden
    }

    /// The system grabber's size, in points.
    public static let systemSize = CGSize(width: 36, height: 5)
    /// The distance from the sheet's top edge to the pill, in points.
    public static let systemTopInset: CGFloat = 5

    var visibility: Visibility
    /// The pill's colour.
    public var color: UIColor
    /// The pill's size, in points.
    public var size: CGSize
    /// The distance from the sheet's top edge to the pill, in points.
    public var topInset: CGFloat
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
    /// detent), true always, false never.
    public var prefersVisible: Bool? {
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
