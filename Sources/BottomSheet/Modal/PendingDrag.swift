#if os(iOS)
  import UIKit

  /// A presenting drag recorded before UIKit created the sheet's presentation controller.
  struct PendingDrag {
    /// The latest translation, in points, down positive.
    var translation: CGFloat
    /// The release velocity, once the finger lifted, in points per second.
    var endVelocity: CGFloat?
    /// Whether the system cancelled the drag.
    var isCancelled = false

    init(translation: CGFloat) {
      self.translation = translation
    }
  }
#endif
