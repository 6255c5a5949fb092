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
            NavigationLink {
              screen.makeView()
            } label: {
              VStack(alignment: .leading, spacing: 2) {
                Text(screen.title)
                Text(screen.detail)
                  .font(.caption)
                  .foregroundStyle(Color.secondary)
              }
            }
          }
        }
        .navigationTitle(Text("SwiftUI"))
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Close") { close() }
          }
        }
      }
      .navigationViewStyle(StackNavigationViewStyle())
    }
  }
#endif
