#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension Size {
    /// The core size for a UIKit size (points, CGFloat → Double).
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }
#endif
