#if os(iOS)
  import SwiftUI

  /// Turns off SwiftUI's own keyboard avoidance for hosted sheet content: the sheet already
  /// rests on the keyboard, and both together would lift a field twice.
  struct BottomSheetKeyboardAvoidanceOff: ViewModifier {
    func body(content: Content) -> some View {
      content.ignoresSafeArea(.keyboard, edges: .bottom)
    }
  }
#endif
