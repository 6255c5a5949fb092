#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// Forwards the engine's notifications and frames to a sheet's delegate and callbacks, and
  /// combines their dismissal vetoes. Shared by the modal and the persistent sheet.
  @MainActor
  enum SheetEventRouter {
    /// Tells `delegate`, then `callbacks`, about `notification`.
    static func post(
      _ notification: SheetNotification, sheet: any BottomSheetControlling,
      delegate: (any BottomSheetDelegate)?, callbacks: BottomSheetCallbacks
    ) {
      switch notification.kind {
      case .willPresent:
        delegate?.bottomSheetWillPresent(sheet)
        callbacks.willPresent?()
      case .didPresent:
        delegate?.bottomSheetDidPresent(sheet)
        callbacks.didPresent?()
      case .willDismiss:
        delegate?.bottomSheetWillDismiss(sheet)
        callbacks.willDismiss?()
      case .didDismiss:
        delegate?.bottomSheetDidDismiss(sheet)
        callbacks.didDismiss?()
      case .detentDidChange(let oldDetent, let newDetent):
        delegate?.bottomSheet(sheet, didChangeDetentFrom: oldDetent, to: newDetent)
        callbacks.detentDidChange?(newDetent)
      case .didAttemptToDismiss:
        delegate?.bottomSheetDidAttemptToDismiss(sheet)
        callbacks.didAttemptToDismiss?()
      }
    }

    /// Tells `delegate`, then `callbacks`, where the sheet was drawn.
    static func move(
      _ frame: SheetFrame, sheet: any BottomSheetControlling,
      delegate: (any BottomSheetDelegate)?, callbacks: BottomSheetCallbacks
    ) {
      delegate?.bottomSheet(sheet, didMoveTo: frame)
      callbacks.didMove?(frame)
    }

    /// Whether both the delegate and the callback allow a user dismissal.
    static func shouldDismiss(
      sheet: any BottomSheetControlling, delegate: (any BottomSheetDelegate)?,
      callbacks: BottomSheetCallbacks
    ) -> Bool {
      let delegateAllows = delegate?.bottomSheetShouldDismiss(sheet) ?? true
      let callbackAllows = callbacks.shouldDismiss?() ?? true
      return delegateAllows && callbackAllows
    }
  }
#endif
