#if os(iOS)
  import SwiftUI

  /// Content with a section that expands and collapses: the fitting sheet follows its height.
  struct ExpandingSheetContent: View {
    @State private var isExpanded = false

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Fitting content").font(.headline)
        Button(isExpanded ? "Hide details" : "Show details") { isExpanded.toggle() }
        if isExpanded {
          ForEach(1...6, id: \.self) { row in
            Text("Detail \(row)")
          }
        }
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
#endif
