#if os(iOS)
  import BottomSheet
  import SwiftUI

  extension View {
    /// Presents a bottom sheet while `isPresented` is true.
    ///
    /// ```swift
    /// Button("Filters") { showsFilters = true }
    ///   .bottomSheet(isPresented: $showsFilters, detents: [.fitting, .large]) {
    ///     FiltersView()
    ///   }
    /// ```
    ///
    /// The sheet sizes `.fitting` to the content's ideal height. A user dismissal sets
    /// `isPresented` to false; setting it to false dismisses the sheet.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown.
    ///   - detents: Where the sheet can rest; nil keeps `configuration`'s detents.
    ///   - selectedDetent: The detent the sheet rests at, kept in sync both ways; setting it
    ///     moves the sheet.
    ///   - configuration: Behaviour and appearance.
    ///   - onDismiss: Called after the sheet is gone.
    ///   - content: The sheet's content.
    @MainActor
    public func bottomSheet<SheetContent: View>(
      isPresented: Binding<Bool>,
      detents: [Detent]? = nil,
      selectedDetent: Binding<Detent.Identifier?>? = nil,
      configuration: BottomSheetConfiguration = .default,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: () -> SheetContent
    ) -> some View {
      modifier(
        BottomSheetPresentationModifier(
          sheetContent: isPresented.wrappedValue ? content() : nil,
          selectedDetent: selectedDetent,
          configuration: BottomSheetPresentationModifier<SheetContent>.resolve(
            configuration, detents: detents),
          onDismissed: {
            if isPresented.wrappedValue {
              isPresented.wrappedValue = false
            }
            onDismiss?()
          }))
    }

    /// Presents a bottom sheet for `item` while it is non-nil.
    ///
    /// ```swift
    /// .bottomSheet(item: $selectedPlace, detents: [.medium, .large]) { place in
    ///   PlaceDetailView(place: place)
    /// }
    /// ```
    ///
    /// A user dismissal sets `item` to nil; setting it to nil dismisses the sheet. Changing it
    /// to another item while shown updates the sheet's content in place.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows.
    ///   - detents: Where the sheet can rest; nil keeps `configuration`'s detents.
    ///   - selectedDetent: The detent the sheet rests at, kept in sync both ways.
    ///   - configuration: Behaviour and appearance.
    ///   - onDismiss: Called after the sheet is gone.
    ///   - content: The sheet's content for an item.
    @MainActor
    public func bottomSheet<Item: Identifiable, SheetContent: View>(
      item: Binding<Item?>,
      detents: [Detent]? = nil,
      selectedDetent: Binding<Detent.Identifier?>? = nil,
      configuration: BottomSheetConfiguration = .default,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: (Item) -> SheetContent
    ) -> some View {
      modifier(
        BottomSheetPresentationModifier(
          sheetContent: item.wrappedValue.map(content),
          selectedDetent: selectedDetent,
          configuration: BottomSheetPresentationModifier<SheetContent>.resolve(
            configuration, detents: detents),
          onDismissed: {
            if item.wrappedValue != nil {
              item.wrappedValue = nil
            }
            onDismiss?()
          }))
    }
  }
#endif
