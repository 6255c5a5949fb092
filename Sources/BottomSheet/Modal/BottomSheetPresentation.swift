#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// A modal bottom sheet, as its content reaches it through
  /// ``UIKit/UIViewController/bottomSheetPresentation`` (the way UIKit's content reaches its system sheet
  /// through `sheetPresentationController`): everything ``BottomSheetControlling`` offers, a
  /// dismissal that works at any moment, and the status bar style for the screen behind it.
  ///
  /// ```swift
  /// presentBottomSheet(picker, detents: [.fitting, .large])
  /// picker.bottomSheetPresentation?.selectDetent(.large, animated: true)
  /// ```
  @MainActor
  public protocol BottomSheetPresentation: BottomSheetControlling {
    /// Dismisses the sheet (never vetoed), then calls `completion` on the main actor once UIKit
    /// has let go of it (on the main actor's turn after UIKit's dismissal ends; during the call
    /// when the sheet is gone already). Asked before UIKit's presentation has begun, it dismisses
    /// the sheet as soon as it does. Unlike UIKit's `dismiss(animated:completion:)`, this also works while
    /// the sheet is still presenting (the presentation is cancelled) and while a finger holds
    /// it (the drag ends).
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?)

    /// The status bar style the sheet recommends for the screen behind it now: `.lightContent`
    /// while the presenting view is receded more than half-way (the band above it, behind the
    /// status bar, is then black), `.default` otherwise and once the sheet is gone.
    ///
    /// The sheet cannot set the status bar itself: UIKit asks the presenting view controller.
    /// When the recommendation changes, the sheet calls the presenting view controller's
    /// `setNeedsStatusBarAppearanceUpdate()`; the view controller that decides the status bar's
    /// style (the presenter, or the child its `childForStatusBarStyle` names) returns it:
    ///
    /// ```swift
    /// override var preferredStatusBarStyle: UIStatusBarStyle {
    ///   presentedViewController?.bottomSheetPresentation?.recommendedStatusBarStyle ?? .default
    /// }
    /// ```
    var recommendedStatusBarStyle: UIStatusBarStyle { get }
  }

  extension BottomSheetPresentation {
    /// Dismisses the sheet (``dismiss(animated:completion:)`` with no completion).
    public func dismiss(animated: Bool = true) {
      dismiss(animated: animated, completion: nil)
    }
  }

  extension UIViewController {
    /// The modal bottom sheet showing this view controller (or the ancestor it belongs to),
    /// from the moment ``presentBottomSheet(_:detents:configuration:delegate:animated:completion:)``
    /// (or an edge swipe) presents it until the sheet is gone; nil for any other view controller.
    ///
    /// Reading it never creates a presentation controller (unlike reading
    /// `presentationController` before presenting, which fixes UIKit's own presentation for
    /// the view controller), so it is safe at any time.
    public var bottomSheetPresentation: (any BottomSheetPresentation)? {
      var current: UIViewController? = self
      while let controller = current {
        if let sheet = BottomSheetTransitioningDelegate.installed(on: controller)?
          .presentationController
        {
          return sheet
        }
        current = controller.parent
      }
      return nil
    }
  }
#endif
