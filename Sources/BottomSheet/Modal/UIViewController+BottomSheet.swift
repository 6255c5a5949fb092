#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension UIViewController {
    /// Presents `viewController` as a bottom sheet.
    ///
    /// ```swift
    /// let picker = ColorPickerViewController()
    /// picker.preferredContentSize.height = 320   // feeds `.fitting`
    /// presentBottomSheet(picker, detents: [.fitting, .large], delegate: self)
    /// picker.bottomSheetPresentation?.selectDetent(.large, animated: true)
    /// ```
    ///
    /// The content reaches its sheet as ``bottomSheetPresentation`` from this call until the sheet is gone.
    ///
    /// Every user dismissal (a drag, a tap outside, the escape gesture or key) asks one veto:
    /// the content's `isModalInPresentation`, then a `UIAdaptivePresentationControllerDelegate`
    /// set on its `presentationController` after this call (as for the system sheet), then
    /// `delegate`'s ``BottomSheetDelegate/bottomSheetShouldDismiss(_:)``. Do not read the
    /// content's `presentationController` before this call: that creates UIKit's presentation
    /// for the style of that moment, which the bottom sheet cannot replace (debug builds stop at
    /// an assertion when it happens).
    ///
    /// - Parameters:
    ///   - viewController: The sheet's content. Its `preferredContentSize.height` is the height
    ///     `.fitting` fits, in points (without one, its Auto Layout constraints are measured;
    ///     after they grow, call ``BottomSheetControlling/invalidateDetents()``); changing it
    ///     animates the sheet.
    ///   - detents: Where the sheet can rest; nil keeps `configuration`'s detents.
    ///   - configuration: Behaviour and appearance; by default `[.fitting, .large]` with the
    ///     system look.
    ///   - delegate: Hears about the sheet's life and answers its veto; held weakly.
    ///   - animated: Whether the sheet slides in with the engine's spring.
    ///   - completion: Called on the main actor when UIKit finishes the presentation.
    public func presentBottomSheet(
      _ viewController: UIViewController,
      detents: [Detent]? = nil,
      configuration: BottomSheetConfiguration = .default,
      delegate: (any BottomSheetDelegate)? = nil,
      animated: Bool = true,
      completion: (@MainActor () -> Void)? = nil
    ) {
      var resolved = configuration
      if let detents {
        resolved.detents = detents
      }
      let transitioning = BottomSheetTransitioningDelegate(
        configuration: resolved, delegate: delegate)
      transitioning.install(on: viewController)
      present(viewController, animated: animated) { [weak viewController] in
        if let viewController { transitioning.presentationCompleted(of: viewController) }
        completion?()
      }
    }
  }
#endif
