#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// A sheet on screen, modal (a view controller's ``UIKit/UIViewController/bottomSheetPresentation``) or
  /// persistent (``BottomSheetContainerViewController``): read where it is, move it between
  /// detents, change its configuration, and hear about its life through ``sheetDelegate``.
  ///
  /// ```swift
  /// picker.bottomSheetPresentation?.selectDetent(.large, animated: true) { finished in
  ///   print(finished ? "at large" : "interrupted")
  /// }
  /// ```
  @MainActor
  public protocol BottomSheetControlling: AnyObject {
    /// The view controller shown in the sheet.
    var sheetViewController: UIViewController { get }
    /// Hears about the sheet's life and answers its one dismissal veto; held weakly.
    var sheetDelegate: (any BottomSheetDelegate)? { get set }
    /// The configuration in force; setting it re-resolves the detents and animates there.
    var configuration: BottomSheetConfiguration { get set }
    /// Replaces the configuration, moving the sheet to its detent's new extent with animation
    /// or at once (a finger on the sheet keeps it either way).
    func setConfiguration(_ configuration: BottomSheetConfiguration, animated: Bool)
    /// The detent the sheet rests at or is heading for; nil while hidden.
    var selectedDetent: Detent.Identifier? { get }
    /// The sheet's live geometry: its rect in the container, height, velocity, dimming, phase.
    var sheetFrame: SheetFrame { get }
    /// What the sheet's engine was told since the sheet was created, to replay in `sheet-lab`;
    /// nil unless ``BottomSheetConfiguration/recordsInteraction`` was on when it was created
    /// (see ``recordingData()``).
    var recording: SheetRecording? { get }
    /// Moves the sheet to the detent named `identifier`, then calls `completion` once on the
    /// main actor: with `true` when the sheet comes to rest there (at once when not
    /// `animated`), with `false` when the move is given up first (a finger takes the sheet,
    /// another detent is selected, the app hides the sheet, it is dismissed or gone, or no
    /// detent has that identifier). A sheet not shown yet (a modal one before UIKit's
    /// presentation begins, a persistent one hidden by the app) keeps it waiting until it
    /// shows.
    func selectDetent(
      _ identifier: Detent.Identifier, animated: Bool,
      completion: (@MainActor (_ finished: Bool) -> Void)?)
    /// Measures the content again and resolves the detents again, then animates the sheet to
    /// its detent's new extent, as `UISheetPresentationController.invalidateDetents()` does.
    ///
    /// Call it when `.fitting` content laid out with Auto Layout (no `preferredContentSize`)
    /// changed its height after it was shown (a label revealed, a row added), or when a
    /// `.custom` detent's resolver reads state of yours that changed. UIKit reports a change of
    /// a view controller's fitting size to its parent only
    /// (`systemLayoutFittingSizeDidChange(forChildContentContainer:)`), and a presented view
    /// controller has none, so a modal sheet may not hear of it by itself; a
    /// `preferredContentSize` change, and the screens of a ``BottomSheetNavigationController``,
    /// need no call.
    ///
    /// ```swift
    /// detailsLabel.isHidden = false
    /// bottomSheetPresentation?.invalidateDetents()
    /// ```
    func invalidateDetents()
  }

  extension BottomSheetControlling {
    /// Moves the sheet to the detent named `identifier`
    /// (``selectDetent(_:animated:completion:)`` with no completion).
    public func selectDetent(_ identifier: Detent.Identifier, animated: Bool = true) {
      selectDetent(identifier, animated: animated, completion: nil)
    }
  }
#endif
