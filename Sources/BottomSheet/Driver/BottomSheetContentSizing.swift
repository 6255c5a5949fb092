#if os(iOS)
  import UIKit

  /// A sheet content that keeps its own `preferredContentSize` at the height `.fitting` should
  /// use, measuring itself the way its framework sizes: the sheet never measures its Auto Layout
  /// constraints (`ContentFitting`). The package's SwiftUI sheets adopt it: SwiftUI's own
  /// measurement tells content that fills the room from content that fits
  /// (`FittingMeasurement`), which Auto Layout's fitting size cannot.
  @MainActor
  package protocol BottomSheetContentSizing: UIViewController {}
#endif
