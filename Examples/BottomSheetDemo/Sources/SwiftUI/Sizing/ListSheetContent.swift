#if os(iOS)
  import SwiftUI

  /// A `List`: it takes all the height it is offered, so the sheet gets its largest detent.
  struct ListSheetContent: View {
    var body: some View {
      List {
        ForEach(1...40, id: \.self) { row in
          Text("Row \(row)")
        }
      }
    }
  }
#endif
