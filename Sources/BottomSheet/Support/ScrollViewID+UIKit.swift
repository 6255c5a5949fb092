#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension ScrollViewID {
    /// The identity of `scrollView` for as long as it lives.
    @MainActor
    init(_ scrollView: UIScrollView) {
      self.init(Int(bitPattern: ObjectIdentifier(scrollView)))
    }
  }
#endif
