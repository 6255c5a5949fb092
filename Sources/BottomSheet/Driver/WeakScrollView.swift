#if os(iOS)
  import UIKit

  /// A scroll view whose pan gesture the driver observes, held weakly.
  @MainActor
  struct WeakScrollView {
    weak var scrollView: UIScrollView?
  }
#endif
