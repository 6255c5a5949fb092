#if os(iOS)
  import UIKit

  extension UIViewController {
    /// Sends trait changes that are pending now rather than at the next layout pass: on iOS 17
    /// and later `updateTraitsIfNeeded()` (UIViewController.h: "Forces an immediate trait update
    /// for this view controller and its view, … trait change callbacks are sent
    /// synchronously"), so an override set just before a measurement is in force for it. SDKs
    /// before iOS 17's (the 16.5 SDK's UIKit, 6441) do not declare it, and earlier systems
    /// hand the override on as they set it.
    func sendPendingTraitChanges() {
      #if canImport(UIKit, _version: 7000)
        if #available(iOS 17, *) { updateTraitsIfNeeded() }
      #endif
    }
  }
#endif
