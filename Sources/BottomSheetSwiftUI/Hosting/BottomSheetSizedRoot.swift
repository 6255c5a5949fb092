#if os(iOS)
  import SwiftUI

  /// The root a ``SizingHostingController`` hosts: the content with the bottom inset the sheet
  /// gives it, the core's `SheetFrame.contentBottomInset`, as its only bottom safe area. That
  /// inset changes only at events, so the content keeps one safe area while the sheet moves, and
  /// the measured height holds it exactly once (the hosting controller takes it out).
  ///
  /// On iOS 16.4+ the hosting controller takes no safe area from UIKit at all
  /// (`safeAreaRegions = []`). Before that, the root ignores UIKit's bottom container safe area
  /// itself (`ignoresSafeArea(.container, edges: .bottom)`), so on every version the bottom
  /// inset the content sees is this one.
  struct BottomSheetSizedRoot<Content: View>: View {
    let content: Content
    /// The bottom safe-area inset the content is laid out with, in points.
    let bottomInset: CGFloat

    var body: some View {
      content
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: bottomInset)
        }
        .ignoresSafeArea(.container, edges: .bottom)
    }
  }
#endif
