#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension Rect {
    /// The core rectangle for a UIKit rectangle (points, CGFloat → Double).
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }
#endif
