#if os(iOS)
  import SwiftUI

  /// Fifty rows in a `ScrollView`.
  struct ScrollSheetContent: View {
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(1...50, id: \.self) { row in
            Text("Row \(row)")
              .padding(.vertical, 12)
              .frame(maxWidth: .infinity, alignment: .leading)
            Divider()
          }
        }
        .padding(.horizontal)
      }
    }
  }
#endif
