#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension CGSize {
    /// The UIKit size for a core size (points, Double → CGFloat).
    init(_ size: Size) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }
#endif
