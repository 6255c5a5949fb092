#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension UIViewController {
    /// Presents `viewController` as a bottom sheet.
    ///
    /// ```swift
    /// let picker = ColorPickerViewController()
    /// picker.preferredContentSize.height = 320   // feeds `.fitting`
    /// presentBottomSheet(picker, detents: [.fitting, .large])
    /// ```
    ///
    /// The sheet's presentation controller is then
    /// `viewController.presentationController as? BottomSheetPresentationController`.
    ///
    /// To veto the user's dismissals with the system sheet's delegate, pass it here:
    ///
    /// ```swift
    /// presentBottomSheet(editor, presentationControllerDelegate: editor)
    /// ```
    ///
    /// and do not read `editor.presentationController` before this call: that creates a
    /// presentation controller for the system's style, and a delegate set on it is never asked.
    /// Setting `delegate` on the bottom sheet's presentation controller after this call works too.
    ///
    /// - Parameters:
    ///   - viewController: The sheet's content. Its `preferredContentSize.height` is the height
    ///     `.fitting` fits, in points; changing it animates the sheet.
    ///   - detents: Where the sheet can rest; nil keeps `configuration`'s detents.
    ///   - configuration: Behaviour and appearance; by default `[.fitting, .large]` with the
    ///     system look.
    ///   - delegate: Hears about the sheet's life and may veto user dismissals; held weakly.
    ///   - presentationControllerDelegate: Becomes the `delegate` of the sheet's presentation
    ///     controller as UIKit creates it (`presentationControllerShouldDismiss(_:)` vetoes user
    ///     dismissals, `…WillDismiss`, `…DidDismiss`, `…DidAttemptToDismiss` follow); held
    ///     weakly.
    ///   - callbacks: Closures called alongside the delegate; kept until the sheet is gone, so
    ///     capture the content and your view controllers `[weak …]` in them.
    ///   - animated: Whether the sheet slides in with the engine's spring.
    ///   - completion: Called when UIKit finishes the presentation.
    public func presentBottomSheet(
      _ viewController: UIViewController,
      detents: [Detent]? = nil,
      configuration: BottomSheetConfiguration = .default,
      delegate: (any BottomSheetDelegate)? = nil,
      presentationControllerDelegate: (any UIAdaptivePresentationControllerDelegate)? = nil,
      callbacks: BottomSheetCallbacks = BottomSheetCallbacks(),
      animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      var resolved = configuration
      if let detents {
        resolved.detents = detents
      }
      let transitioning = BottomSheetTransitioningDelegate(
        configuration: resolved, delegate: delegate,
        presentationControllerDelegate: presentationControllerDelegate, callbacks: callbacks)
      transitioning.install(on: viewController)
      present(viewController, animated: animated, completion: completion)
    }
  }
#endif
