#if os(iOS)
  import SwiftUI

  /// The root a ``SizingHostingController`` hosts: the content with the bottom inset the sheet
  /// gives it. Where the hosting controller takes no safe area from UIKit (iOS 16.4+), this is
  /// the content's only bottom safe area, the core's `SheetFrame.contentBottomInset`, which
  /// changes only at events, so the content keeps one safe area while the sheet moves.
  struct BottomSheetSizedRoot<Content: View>: View {
    let content: Content
    /// The bottom safe-area inset the content is laid out with, in points.
    let bottomInset: CGFloat

    var body: some View {
      if #available(iOS 15, *) {
        content.safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: bottomInset)
        }
      } else {
        content.padding(.bottom, bottomInset)
      }
    }
  }
#endif
