#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// Forwards the engine's notifications and frames to a sheet's delegate. Shared by the modal
  /// and the persistent sheet.
  @MainActor
  enum SheetEventRouter {
    /// Tells `delegate` about `notification`.
    static func post(
      _ notification: SheetNotification, sheet: any BottomSheetControlling,
      delegate: (any BottomSheetDelegate)?
    ) {
      guard let delegate else { return }
      switch notification.kind {
      case .willPresent: delegate.bottomSheetWillPresent(sheet)
      case .didPresent: delegate.bottomSheetDidPresent(sheet)
      case .willDismiss: delegate.bottomSheetWillDismiss(sheet)
      case .didDismiss: delegate.bottomSheetDidDismiss(sheet)
      case .detentDidChange(let oldDetent, let newDetent):
        delegate.bottomSheet(sheet, didChangeDetentFrom: oldDetent, to: newDetent)
      case .didAttemptToDismiss: delegate.bottomSheetDidAttemptToDismiss(sheet)
      }
    }
  }
#endif
