#if os(iOS)
  import SwiftUI

  /// Lets a persistent sheet's overlay reach into every safe area the modified view borders, the
  /// keyboard's included: the sheet's container needs the screen's safe area to rest above the
  /// home indicator, and rides on the keyboard itself.
  struct BottomSheetOverlayFillsSafeArea: ViewModifier {
    func body(content: Content) -> some View {
      content.ignoresSafeArea()
    }
  }
#endif
