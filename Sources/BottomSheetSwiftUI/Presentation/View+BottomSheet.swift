#if os(iOS)
  import BottomSheet
  import SwiftUI

  extension View {
    /// Presents a bottom sheet while `isPresented` is true, as `.sheet(isPresented:)` does.
    ///
    /// ```swift
    /// @State private var detent = Detent.medium
    ///
    /// Button("Filters") { showsFilters = true }
    ///   .bottomSheet(isPresented: $showsFilters, detents: [.medium, .large], selectedDetent: $detent) {
    ///     FiltersView()
    ///   }
    /// ```
    ///
    /// The content sees this view's environment (environment objects included) and can shape
    /// its sheet with the `bottomSheet…` content modifiers. `.fitting` sizes the sheet to the
    /// content's height; content that takes all the height it is offered (a `List`) gets the
    /// largest detent. A user dismissal sets `isPresented` to false; setting it to false
    /// dismisses this sheet and whatever it presents.
    ///
    /// Inside, dismiss with ``BottomSheetDismiss``, not `@Environment(\.dismiss)`: the content
    /// sees this view's environment, so SwiftUI's `dismiss` pops the screen under the sheet (which
    /// takes the sheet away without animation), does nothing on a root screen, or closes an
    /// enclosing system sheet; `@Environment(\.isPresented)` reads this view's value, and
    /// ``BottomSheetDismissAction/isPresented`` is the sheet's own.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown.
    ///   - detents: Where the sheet can rest; nil keeps `configuration`'s detents. The
    ///     content's `bottomSheetDetents` wins over this.
    ///   - selectedDetent: The detent the sheet rests at, one of `detents` (as SwiftUI's
    ///     `presentationDetents(_:selection:)` takes), kept in sync both ways: setting it moves
    ///     the sheet, and the sheet writes it (only after a view update, never during one) with
    ///     the detent of `detents` it rests at. nil leaves the sheet's detent to the sheet.
    ///   - configuration: Behaviour and appearance.
    ///   - onDismiss: Called once the sheet is gone.
    ///   - content: The sheet's content.
    /// - Returns: The view, presenting the sheet as the binding says.
    @MainActor
    public func bottomSheet<SheetContent: View>(
      isPresented: Binding<Bool>,
      detents: [Detent]? = nil,
      selectedDetent: Binding<Detent>? = nil,
      configuration: BottomSheetConfiguration = .default,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> SheetContent
    ) -> some View {
      var resolved = configuration
      if let detents { resolved.detents = detents }
      // One read of the binding gives both the identity and the content.
      let sheet =
        isPresented.wrappedValue
        ? BottomSheetRequestedSheet(identity: AnyHashable(true), value: true, content: content)
        : nil
      let request = BottomSheetPresentationRequest(
        sheet: sheet,
        write: { value in isPresented.wrappedValue = value != nil },
        currentIdentity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
        selectedDetent: selectedDetent?.identifierSelection(among: resolved.detents),
        configuration: resolved, onDismiss: onDismiss)
      return modifier(BottomSheetPresenterModifier(request: request))
    }

    /// Presents a bottom sheet for `item` while it is non-nil, as `.sheet(item:)` does.
    ///
    /// ```swift
    /// .bottomSheet(item: $selectedPlace) { place in
    ///   PlaceDetailView(place: place)
    ///     .bottomSheetDetents([.medium, .large])
    /// }
    /// ```
    ///
    /// An item with another `id` replaces the sheet (the old one leaves, then the new one
    /// arrives); the same `id` with changed content updates the sheet in place. A user
    /// dismissal sets `item` to nil; setting it to nil dismisses the sheet.
    ///
    /// Inside, dismiss with ``BottomSheetDismiss``, not `@Environment(\.dismiss)`, which
    /// belongs to this view's presentation (it pops the screen under the sheet, does nothing on
    /// a root screen, or closes an enclosing system sheet); read
    /// ``BottomSheetDismissAction/isPresented`` rather than `@Environment(\.isPresented)`.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows.
    ///   - detents: Where the sheet can rest; nil keeps `configuration`'s detents.
    ///   - selectedDetent: The detent the sheet rests at, one of `detents`, kept in sync both
    ///     ways as for `bottomSheet(isPresented:…)`.
    ///   - configuration: Behaviour and appearance.
    ///   - onDismiss: Called once each sheet is gone.
    ///   - content: The sheet's content for an item.
    /// - Returns: The view, presenting the sheet as the binding says.
    @MainActor
    public func bottomSheet<Item: Identifiable, SheetContent: View>(
      item: Binding<Item?>,
      detents: [Detent]? = nil,
      selectedDetent: Binding<Detent>? = nil,
      configuration: BottomSheetConfiguration = .default,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> SheetContent
    ) -> some View {
      var resolved = configuration
      if let detents { resolved.detents = detents }
      // One read of the binding gives the identity, the value and the content.
      let sheet = item.wrappedValue.map { current in
        BottomSheetRequestedSheet(
          identity: AnyHashable(current.id), value: current, content: { content(current) })
      }
      let request = BottomSheetPresentationRequest(
        sheet: sheet,
        write: { value in item.wrappedValue = value as? Item },
        currentIdentity: { item.wrappedValue.map { AnyHashable($0.id) } },
        selectedDetent: selectedDetent?.identifierSelection(among: resolved.detents),
        configuration: resolved, onDismiss: onDismiss)
      return modifier(BottomSheetPresenterModifier(request: request))
    }
  }
#endif
