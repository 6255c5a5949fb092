#if os(iOS)
  import BottomSheet
  import SwiftUI

  /// What a `.persistentBottomSheet` modifier asks for at one update of its view.
  @MainActor
  struct BottomSheetContainerRequest<SheetContent: View> {
    let sheet: SheetContent
    let selectedDetent: Binding<Detent.Identifier?>?
    let configuration: BottomSheetConfiguration
  }
#endif
