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
    /// - Parameters:
    ///   - viewController: The sheet's content. Its `preferredContentSize.height` is the height
    ///     `.fitting` fits, in points; changing it animates the sheet.
    ///   - detents: Where the sheet can rest; nil keeps `configuration`'s detents.
    ///   - configuration: Behaviour and appearance; by default `[.fitting, .large]` with the
    ///     system look.
    ///   - delegate: Hears about the sheet's life and may veto user dismissals; held weakly.
    ///   - callbacks: Closures called alongside the delegate.
    ///   - animated: Whether the sheet slides in with the engine's spring.
    ///   - completion: Called when UIKit finishes the presentation.
    public func presentBottomSheet(
      _ viewController: UIViewController,
      detents: [Detent]? = nil,
      configuration: BottomSheetConfiguration = .default,
      delegate: (any BottomSheetDelegate)? = nil,
      callbacks: BottomSheetCallbacks = BottomSheetCallbacks(),
      animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      var resolved = configuration
      if let detents {
        resolved.detents = detents
      }
      let transitioning = BottomSheetTransitioningDelegate(
        configuration: resolved, delegate: delegate, callbacks: callbacks)
      transitioning.install(on: viewController)
      present(viewController, animated: animated, completion: completion)
    }
  }
#endif
