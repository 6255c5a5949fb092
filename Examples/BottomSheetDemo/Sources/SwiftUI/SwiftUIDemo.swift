#if os(iOS)
  import SwiftUI
  import UIKit

  /// The SwiftUI screens: a list of small screens, each showing one behaviour of the SwiftUI
  /// modifiers. Presented full screen, since the list brings its own `NavigationView`.
  @MainActor
  enum SwiftUIDemo {
    static func makeViewController() -> UIViewController {
      let controller = UIHostingController(rootView: SwiftUIDemoList(close: {}))
      controller.rootView = SwiftUIDemoList { [weak controller] in
        controller?.dismiss(animated: true)
      }
      controller.title = "SwiftUI"
      return controller
    }
  }
#endif
