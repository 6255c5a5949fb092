#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension Insets {
    /// The core insets for UIKit edge insets (points, CGFloat → Double).
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }
#endif
