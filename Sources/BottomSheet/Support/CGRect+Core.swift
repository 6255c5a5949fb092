#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension CGRect {
    /// The UIKit rectangle for a core rectangle (points, Double → CGFloat).
    init(_ rect: Rect) {
      self.init(
        x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }
  }
#endif
