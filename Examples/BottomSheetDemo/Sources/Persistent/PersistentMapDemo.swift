#if os(iOS)
  import BottomSheet
  import UIKit

  /// A map-like background with a persistent sheet resting at three detents; the background
  /// stays interactive up to the middle detent.
  @MainActor
  enum PersistentMapDemo {
    /// The collapsed detent: 15 % of the room above the bottom safe area (and any bar in it).
    static let collapsed = Detent.collapsed

    static func makeViewController() -> UIViewController {
      let container = BottomSheetContainerViewController(
        backgroundViewController: MapLikeViewController(),
        sheetViewController: PlacesSheetViewController(),
        configuration: .persistent(
          detents: [collapsed, .medium, .large], largestUndimmedDetent: .medium))
      container.title = "Persistent sheet"
      return container
    }
  }
#endif
