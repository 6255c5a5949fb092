#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// A sheet with a text field at the bottom of its content: the sheet rests on the keyboard.
  struct KeyboardDemoScreen: View {
    @State private var isPresented = false
    @State private var name = ""

    var body: some View {
      VStack(spacing: 16) {
        SwiftUIDemoCaption("Tap the field: the sheet rides up on the keyboard.")
        Text("Name: \(name.isEmpty ? "none" : name)")
        Button("Present") { isPresented = true }
        Spacer()
      }
      .padding()
      .navigationTitle(Text("Keyboard"))
      .navigationBarTitleDisplayMode(.inline)
      .bottomSheet(isPresented: $isPresented, detents: [.fitting]) {
        KeyboardSheetContent(name: $name)
      }
    }
  }
#endif
