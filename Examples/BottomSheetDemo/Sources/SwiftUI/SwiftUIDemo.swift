#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI
  import UIKit

  /// The SwiftUI modifier: a sheet sized to its SwiftUI content, with the detent bound to state.
  @MainActor
  enum SwiftUIDemo {
    static func makeViewController() -> UIViewController {
      let controller = UIHostingController(rootView: SwiftUIDemoView())
      controller.title = "SwiftUI"
      return controller
    }
  }
#endif
