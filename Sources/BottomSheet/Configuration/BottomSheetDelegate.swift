#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// Hears about a sheet's life and may veto user dismissals. Every method has a default
  /// implementation, so adopt only what you need.
  ///
  /// The sheet holds its delegate weakly.
  @MainActor
  public protocol BottomSheetDelegate: AnyObject {
    /// A presentation began (programmatic, or a swipe up from the screen edge).
    func bottomSheetWillPresent(_ sheet: any BottomSheetControlling)
    /// The sheet came to rest after presenting.
    func bottomSheetDidPresent(_ sheet: any BottomSheetControlling)
    /// A dismissal began (programmatic, drag, tap outside or escape).
    func bottomSheetWillDismiss(_ sheet: any BottomSheetControlling)
    /// The sheet is gone.
    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling)
    /// The selected detent changed.
    func bottomSheet(
      _ sheet: any BottomSheetControlling, didChangeDetentFrom oldDetent: Detent.Identifier,
      to newDetent: Detent.Identifier)
    /// Whether the user may dismiss the sheet now. Asked just before an input that may dismiss
    /// (a release, a tap outside, escape), like UIKit's `presentationControllerShouldDismiss`;
    /// keep it quick and free of side effects. Programmatic dismissals are never vetoed.
    func bottomSheetShouldDismiss(_ sheet: any BottomSheetControlling) -> Bool
    /// The user tried to dismiss the sheet and the veto refused; confirm here.
    func bottomSheetDidAttemptToDismiss(_ sheet: any BottomSheetControlling)
    /// The sheet was drawn at `frame` (every display frame while it moves).
    func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame)
  }

  // MARK: - Default implementations

  extension BottomSheetDelegate {
    /// Does nothing.
    public func bottomSheetWillPresent(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheetDidPresent(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheetWillDismiss(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheet(
      _ sheet: any BottomSheetControlling, didChangeDetentFrom oldDetent: Detent.Identifier,
      to newDetent: Detent.Identifier
    ) {}
    /// Allows the dismissal.
    public func bottomSheetShouldDismiss(_ sheet: any BottomSheetControlling) -> Bool { true }
    /// Does nothing.
    public func bottomSheetDidAttemptToDismiss(_ sheet: any BottomSheetControlling) {}
    /// Does nothing.
    public func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame) {}
  }
#endif
