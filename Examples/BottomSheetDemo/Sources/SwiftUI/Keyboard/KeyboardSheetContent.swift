#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// A short form whose text field sits at the bottom of the content.
  struct KeyboardSheetContent: View {
    @Binding var name: String
    @BottomSheetDismiss private var dismiss

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        HStack {
          Text("New contact").font(.headline)
          Spacer()
          Button("Done") { dismiss() }
        }
        SwiftUIDemoCaption("The field below stays above the keyboard.")
        TextField("Your name", text: $name)
          .textFieldStyle(RoundedBorderTextFieldStyle())
      }
      .padding()
    }
  }
#endif
