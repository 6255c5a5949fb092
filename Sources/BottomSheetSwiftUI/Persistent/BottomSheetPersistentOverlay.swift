#if os(iOS)
  import BottomSheet
  import SwiftUI

  /// The view `.persistentBottomSheet` returns: the modified view stays where it was written,
  /// in the caller's view graph, so its preferences (navigation title, toolbar, search field,
  /// navigation destinations, …) reach the navigation stack around it; only the sheet is hosted,
  /// in a container laid over it that lets every touch outside the sheet through while the
  /// background is undimmed.
  struct BottomSheetPersistentOverlay<Background: View, SheetContent: View>: View {
    let background: Background
    let request: BottomSheetContainerRequest<SheetContent>
    /// Whether the sheet blocks the background (dimmed, above the largest undimmed detent); the
    /// container reports it, and VoiceOver then skips the background, as touches do.
    @State private var blocksBackground = false

    var body: some View {
      background
        .accessibilityHidden(blocksBackground)
        .overlay {
          BottomSheetContainerRepresentable(
            request: request,
            blockingChanged: { blocks in
              if blocksBackground != blocks { blocksBackground = blocks }
            }
          )
          .modifier(BottomSheetOverlayFillsSafeArea())
        }
    }
  }
#endif
