#if os(iOS)
  import BottomSheet
  import SwiftUI

  /// Places an invisible anchor behind the modified view; the anchor's view controller presents
  /// and dismisses the sheet as the state asks.
  @MainActor
  struct BottomSheetPresentationModifier<SheetContent: View>: ViewModifier {
    /// The sheet's content while it should be shown; nil to dismiss.
    let sheetContent: SheetContent?
    let selectedDetent: Binding<Detent.Identifier?>?
    let configuration: BottomSheetConfiguration
    let onDismissed: @MainActor () -> Void

    func body(content: Content) -> some View {
      content.background(
        BottomSheetPresenterRepresentable(
          sheetContent: sheetContent, selectedDetent: selectedDetent,
          configuration: configuration, onDismissed: onDismissed))
    }

    /// `configuration` with `detents` in place of its own, when given.
    static func resolve(
      _ configuration: BottomSheetConfiguration, detents: [Detent]?
    ) -> BottomSheetConfiguration {
      var resolved = configuration
      if let detents {
        resolved.detents = detents
      }
      return resolved
    }
  }
#endif
