#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// A sheet on screen, modal (``BottomSheetPresentationController``) or persistent
  /// (``BottomSheetContainerViewController``): read where it is, move it between detents,
  /// change its configuration.
  ///
  /// ```swift
  /// if let sheet = content.presentationController as? BottomSheetPresentationController {
  ///   sheet.selectDetent(.large, animated: true)
  ///   print(sheet.sheetFrame.extent)
  /// }
  /// ```
  @MainActor
  public protocol BottomSheetControlling: AnyObject {
    /// The view controller shown in the sheet.
    var sheetViewController: UIViewController { get }
    /// The configuration in force; setting it re-resolves the detents and animates there.
    var configuration: BottomSheetConfiguration { get set }
    /// Replaces the configuration, moving the sheet to its detent's new extent with animation
    /// or at once (a finger on the sheet keeps it either way).
    func setConfiguration(_ configuration: BottomSheetConfiguration, animated: Bool)
    /// The detent the sheet rests at or is heading for; nil while hidden.
    var selectedDetent: Detent.Identifier? { get }
    /// The sheet's live geometry: its rect in the container, extent, velocity, dimming, phase.
    var sheetFrame: SheetFrame { get }
    /// What the sheet's engine was told since the sheet was created, to replay in `sheet-lab`;
    /// nil unless ``BottomSheetConfiguration/recordsInteraction`` was on when it was created
    /// (see ``recordingData()``).
    var recording: SheetRecording? { get }
    /// Moves the sheet to the detent named `identifier`.
    func selectDetent(_ identifier: Detent.Identifier, animated: Bool)
  }
#endif
