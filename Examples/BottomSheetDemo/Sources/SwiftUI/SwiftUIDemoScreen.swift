#if os(iOS)
  import SwiftUI

  /// The SwiftUI screens, in the order the list shows them.
  enum SwiftUIDemoScreen: CaseIterable {
    case environment
    case dismissal
    case dismissRoutes
    case itemIdentity
    case liveUpdates
    case sizing
    case keyboard
    case scrollHandoff
    case persistent
    case livePosition
    case transactions
    case surfaceAndBackground

    var title: String {
      switch self {
      case .environment: return "Environment"
      case .dismissal: return "Dismissal"
      case .dismissRoutes: return "Dismissing from a pushed screen"
      case .itemIdentity: return "Item identity"
      case .liveUpdates: return "Live updates and content modifiers"
      case .sizing: return "Sizing"
      case .keyboard: return "Keyboard"
      case .scrollHandoff: return "Scroll hand-off"
      case .persistent: return "Persistent sheet"
      case .livePosition: return "Live position"
      case .transactions: return "Animations"
      case .surfaceAndBackground: return "Surface and background"
      }
    }

    var detail: String {
      switch self {
      case .environment: return "Environment objects and values reach the sheet and stay in sync"
      case .dismissal: return "Done button, binding, and an alert on the presenter"
      case .dismissRoutes:
        return "The sheet's dismiss, SwiftUI's, and one view in both kinds of sheet"
      case .itemIdentity: return "Another item replaces the sheet; the same item updates it"
      case .liveUpdates: return "Grabber, corners, background, interactions and detents"
      case .sizing: return "Fitting content that grows, and a list"
      case .keyboard: return "A text field at the bottom of the sheet"
      case .scrollHandoff: return "50 rows at medium and large"
      case .persistent: return "A Maps-style sheet over an interactive view"
      case .livePosition: return "Views that follow the sheet as it moves"
      case .transactions: return "withAnimation paces the sheet; disabled animations jump"
      case .surfaceAndBackground: return "Floating or attached; glass, blur, colour or none"
      }
    }

    /// The screen to push for this behaviour.
    @MainActor
    @ViewBuilder
    func makeView() -> some View {
      switch self {
      case .environment: EnvironmentDemoScreen()
      case .dismissal: DismissalDemoScreen()
      case .dismissRoutes: DismissRoutesDemoScreen()
      case .itemIdentity: ItemDemoScreen()
      case .liveUpdates: LiveUpdatesDemoScreen()
      case .sizing: SizingDemoScreen()
      case .keyboard: KeyboardDemoScreen()
      case .scrollHandoff: ScrollHandoffDemoScreen()
      case .persistent: PersistentDemoScreen()
      case .livePosition: LivePositionDemoScreen()
      case .transactions: TransactionsDemoScreen()
      case .surfaceAndBackground: MaterialDemoScreen()
      }
    }
  }
#endif
