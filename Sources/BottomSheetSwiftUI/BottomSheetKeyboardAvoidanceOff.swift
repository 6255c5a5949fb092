#if os(iOS)
  import SwiftUI

  /// Turns off SwiftUI's own keyboard avoidance (iOS 14 and later) for hosted sheet content:
  /// the sheet already rests on the keyboard, and both together would lift a field twice.
  struct BottomSheetKeyboardAvoidanceOff: ViewModifier {
    func body(content: Content) -> some View {
      if #available(iOS 14.0, *) {
        return AnyView(content.ignoresSafeArea(.keyboard, edges: .bottom))
      } else {
        return AnyView(content)
      }
    }
  }
#endif
