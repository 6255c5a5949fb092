#if os(iOS)
  import SwiftUI

  /// The list of SwiftUI screens, one per behaviour, with a button that closes the demo.
  struct SwiftUIDemoList: View {
    /// Closes the demo.
    let close: @MainActor () -> Void

    var body: some View {
      NavigationView {
        List {
          ForEach(SwiftUIDemoScreen.allCases, id: \.self) { screen in
            NavigationLink(destination: screen.makeView()) {
              VStack(alignment: .leading, spacing: 2) {
                Text(screen.title)
                Text(screen.detail)
                  .font(.caption)
                  .foregroundColor(.secondary)
              }
            }
          }
        }
        .navigationBarTitle(Text("SwiftUI"))
        .navigationBarItems(leading: Button("Close") { close() })
      }
      .navigationViewStyle(StackNavigationViewStyle())
    }
  }
#endif
