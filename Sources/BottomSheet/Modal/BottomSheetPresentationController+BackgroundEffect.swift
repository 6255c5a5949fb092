#if os(iOS)
  import UIKit

  // Compiled only with an SDK that declares `UIPresentationController.backgroundEffect` (iOS
  // 26.1; the iOS 26.2 SDK's UIKit is 9126.2), and not for Mac Catalyst, where the header makes
  // it unavailable.
  #if canImport(UIKit, _version: 9126.2) && !targetEnvironment(macCatalyst)
    extension BottomSheetPresentationController {
      /// The effect behind the sheet's content, as UIKit's presentations have it (iOS 26.1):
      /// nil (the default) keeps the configured background
      /// (`configuration.appearance.background`), an effect (a `UIGlassEffect`, a
      /// `UIBlurEffect`, …) replaces it.
      ///
      /// UIKit's header leaves this property to custom presentations: set on one, it does
      /// nothing unless the presentation draws the effect itself. This sheet does, in an app
      /// built with the iOS 26.2 SDK or later (earlier SDKs do not declare the property). An app
      /// sets it on the content's `presentationController` once the sheet is presented. The effect
      /// is drawn at every height as the app gave it; as for any translucent background, Reduce
      /// Transparency replaces it with the opaque `systemBackground` and Increase Contrast
      /// keeps a fill over it (the core's `SheetMaterialRule`, `presentationEffect`).
      ///
      /// ```swift
      /// content.presentationController?.backgroundEffect = UIBlurEffect(style: .systemThickMaterial)
      /// ```
      @available(iOS 26.1, *)
      package override var backgroundEffect: UIVisualEffect? {
        get { super.backgroundEffect }
        set {
          super.backgroundEffect = newValue
          sheetView.apply(presentationEffect: newValue)
        }
      }
    }
  #endif
#endif
