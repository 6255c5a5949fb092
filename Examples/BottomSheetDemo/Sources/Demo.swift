#if os(iOS)
  import BottomSheet
  import UIKit

  /// The demo screens, in the order the list shows them.
  enum Demo: CaseIterable {
    case resize
    case scrollingList
    case undimmedModal
    case navigation
    case persistentMap
    case persistentTabBar
    case stackedSheets
    case placeCardOverSearch
    case carouselAboveList
    case rightToLeft
    case interruptible
    case edgeSwipe
    case keyboardForm
    case vetoedDismissal
    case unsavedForm
    case recording
    case surfaceAndBackground
    case swiftUI
    case selfCheck

    var title: String {
      switch self {
      case .resize: return "Resize to content (+100, −100, ×2, ×0.5)"
      case .scrollingList: return "Scrolling list with handoff"
      case .undimmedModal: return "Undimmed modal sheet over a usable list (Maps-style)"
      case .navigation: return "Navigation with per-screen heights"
      case .persistentMap: return "Persistent map-like sheet"
      case .persistentTabBar: return "Persistent sheet over a tab bar"
      case .stackedSheets: return "Sheets presented from sheets (stacked)"
      case .placeCardOverSearch: return "Place card over a persistent search sheet (steps down)"
      case .carouselAboveList: return "Carousel above a list"
      case .rightToLeft: return "Right-to-left navigation"
      case .interruptible: return "Interruptible present and dismiss"
      case .edgeSwipe: return "Present by swiping up from the edge"
      case .keyboardForm: return "Form with a text field"
      case .vetoedDismissal: return "Vetoed dismissal with confirmation"
      case .unsavedForm: return "Form that refuses the swipe with unsaved edits"
      case .recording: return "Record an interaction and share it"
      case .surfaceAndBackground: return "Surface styles and backgrounds (glass)"
      case .swiftUI: return "SwiftUI screens"
      case .selfCheck: return "Self-check: measure every promise on this device"
      }
    }

    /// The screen to show for this demo.
    @MainActor
    func makeViewController() -> UIViewController {
      switch self {
      case .resize: return ResizeDemoViewController()
      case .scrollingList: return ScrollingListDemoViewController()
      case .undimmedModal: return UndimmedModalDemoViewController()
      case .navigation: return NavigationDemoViewController()
      case .persistentMap: return PersistentMapDemo.makeViewController()
      case .persistentTabBar: return PersistentTabBarDemo.makeViewController()
      case .stackedSheets: return StackingDemo.makeModalStack()
      case .placeCardOverSearch: return StackingDemo.makePlaceCardOverSearch()
      case .carouselAboveList:
        // Swiping the carousel sideways scrolls it; dragging the list hands off to the sheet.
        return PresentingDemoViewController(
          title: "Carousel above a list",
          explanation: "The list under the finger hands off; the carousel is left alone."
        ) { presenter in
          presenter.presentBottomSheet(
            CarouselListSheetViewController(), detents: [.medium, .large])
        }
      case .rightToLeft:
        // Pushes slide in from the left; the edge pop starts at the sheet's right edge.
        return PresentingDemoViewController(
          title: "Right to left", explanation: "Swipe from the sheet's right edge to pop."
        ) { presenter in
          let navigation = BottomSheetNavigationController(
            rootViewController: NavigationStepViewController(step: 1))
          navigation.view.semanticContentAttribute = .forceRightToLeft
          navigation.navigationBar.semanticContentAttribute = .forceRightToLeft
          presenter.presentBottomSheet(navigation, detents: [.fitting, .large])
        }
      case .interruptible: return InterruptibleDemoViewController()
      case .edgeSwipe: return EdgeSwipeDemoViewController()
      case .keyboardForm: return KeyboardFormDemoViewController()
      case .vetoedDismissal: return VetoDemoViewController()
      case .unsavedForm: return UnsavedFormDemoViewController()
      case .recording: return RecordingDemoViewController()
      case .surfaceAndBackground: return MaterialDemoViewController()
      case .swiftUI: return SwiftUIDemo.makeViewController()
      case .selfCheck: return SelfCheckViewController(exitsWhenDone: false)
      }
    }

    /// Whether the screen is presented full screen instead of pushed (the edge swipe needs the
    /// bottom edge to itself; the SwiftUI screens bring their own navigation).
    var isPresentedFullScreen: Bool {
      self == .edgeSwipe || self == .persistentTabBar || self == .swiftUI
    }
  }
#endif
