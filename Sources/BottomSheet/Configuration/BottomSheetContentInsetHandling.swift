#if os(iOS)
  import UIKit

  /// A sheet's content view controller that lays its content out with the sheet's bottom inset
  /// itself (the sheet's `sheetFrame.contentBottomInset`), rather than through UIKit's safe area.
  ///
  /// The sheet normally holds its content's bottom safe area at that inset by adjusting the
  /// content controller's `additionalSafeAreaInsets.bottom`, so the content keeps one safe area
  /// however far the sheet hangs below the screen edge. A controller that adopts this protocol
  /// is left alone: the package's SwiftUI sheets adopt it, as they ignore UIKit's bottom safe
  /// area and pad their content with the sheet's inset.
  @MainActor
  package protocol BottomSheetContentInsetHandling: UIViewController {}
#endif
