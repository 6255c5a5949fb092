#if os(iOS)
  import BottomSheet
  import SwiftUI

  // Content-side modifiers, shaped like SwiftUI's presentation modifiers: apply them inside
  // the sheet's content. When several apply, the one closest to the content wins.

  extension View {
    /// Where the enclosing bottom sheet can rest (SwiftUI's `presentationDetents`), optionally
    /// with the detent it rests at, kept in sync both ways (SwiftUI's
    /// `presentationDetents(_:selection:)`).
    ///
    /// ```swift
    /// @State private var detent = Detent.medium
    ///
    /// FiltersView()
    ///   .bottomSheetDetents([.medium, .large], selection: $detent)
    /// ```
    ///
    /// The sheet writes the selection only after a view update, never during one, with the
    /// detent of `detents` it rests at. `presentationDetents` does nothing inside a bottom
    /// sheet; use this.
    ///
    /// - Parameters:
    ///   - detents: The detents, in any order.
    ///   - selection: The detent the sheet rests at, one of `detents`; setting it moves the
    ///     sheet. nil leaves the sheet's detent to the sheet.
    /// - Returns: The view, asking its sheet for these detents.
    public func bottomSheetDetents(
      _ detents: [Detent], selection: Binding<Detent>? = nil
    ) -> some View {
      let selection = selection?.identifierSelection(among: detents)
      return transformPreference(BottomSheetPreferenceKey.self) { value in
        if value.sheet.detents == nil { value.sheet.detents = detents }
        if value.selection == nil { value.selection = selection }
      }
    }

    /// Whether the enclosing bottom sheet shows its grabber (SwiftUI's
    /// `presentationDragIndicator`): `.visible` shows it, `.hidden` hides it, `.automatic` leaves
    /// it to the sheet, which shows it when it has more than one detent.
    ///
    /// `presentationDragIndicator` does nothing inside a bottom sheet; use this.
    ///
    /// - Parameter visibility: The grabber's visibility.
    /// - Returns: The view, asking its sheet for this grabber.
    public func bottomSheetDragIndicator(_ visibility: Visibility) -> some View {
      transformPreference(BottomSheetPreferenceKey.self) { value in
        guard value.sheet.grabberVisible == nil else { return }
        switch visibility {
        case .visible: value.sheet.grabberVisible = true
        case .hidden: value.sheet.grabberVisible = false
        default: break
        }
      }
    }

    /// Whether the views behind the enclosing bottom sheet take touches (SwiftUI's
    /// `presentationBackgroundInteraction`).
    ///
    /// ```swift
    /// MapControls()
    ///   .bottomSheetBackgroundInteraction(.enabled(upThrough: .medium))
    /// ```
    ///
    /// `presentationBackgroundInteraction` does nothing inside a bottom sheet; use this.
    ///
    /// - Parameter interaction: The interaction.
    /// - Returns: The view, asking its sheet for this interaction.
    public func bottomSheetBackgroundInteraction(
      _ interaction: SheetBackgroundInteraction
    ) -> some View {
      transformPreference(BottomSheetPreferenceKey.self) { value in
        if value.sheet.backgroundInteraction == nil {
          value.sheet.backgroundInteraction = interaction
        }
      }
    }

    /// The enclosing bottom sheet's corner radius, in points (SwiftUI's
    /// `presentationCornerRadius`); nil keeps the configured one.
    ///
    /// It is the radius of the top corners while the sheet is attached: at every detent with the
    /// attached surface style, at the full height with the floating one. While a floating sheet
    /// floats its corners follow the display's, and the morph to the full height ends at this
    /// radius.
    ///
    /// `presentationCornerRadius` does nothing inside a bottom sheet; use this.
    ///
    /// - Parameter radius: The radius of the sheet's top corners while it is attached.
    /// - Returns: The view, asking its sheet for these corners.
    public func bottomSheetCornerRadius(_ radius: CGFloat?) -> some View {
      transformPreference(BottomSheetPreferenceKey.self) { value in
        if value.sheet.cornerRadius == nil, let radius {
          value.sheet.cornerRadius = Double(radius)
        }
      }
    }

    /// What the enclosing bottom sheet draws behind its content (SwiftUI's
    /// `presentationBackground`): the system's material (`.automatic`, the default: glass on
    /// iOS 26, the system background before), `.glass` (a blur before iOS 26), a blur, a colour
    /// or nothing (`.none`, for content that draws its own).
    ///
    /// ```swift
    /// PlaceDetails()
    ///   .bottomSheetBackground(.glass)
    /// ```
    ///
    /// Glass turns opaque as the sheet reaches its full height, and Reduce Transparency and
    /// Increase Contrast are honoured, by the core's rule (`SheetMaterialRule`).
    ///
    /// `presentationBackground` does nothing inside a bottom sheet; use this.
    ///
    /// - Parameter background: The background.
    /// - Returns: The view, asking its sheet for this background.
    public func bottomSheetBackground(_ background: BottomSheetBackground) -> some View {
      transformPreference(BottomSheetPreferenceKey.self) { value in
        if value.background == nil { value.background = background }
      }
    }

    /// The shape the enclosing bottom sheet takes as it moves: `.automatic` (the default, the
    /// system's: floating where the system uses its iOS 26 design, attached otherwise), `.floating` (inset with every corner
    /// rounded at its partial detents, attaching as it reaches the full height) or `.attached`
    /// (the iOS 13–18 sheet). SwiftUI's sheet has no such modifier; it is shaped like the other
    /// presentation modifiers.
    ///
    /// ```swift
    /// PlaceDetails()
    ///   .bottomSheetSurfaceStyle(.floating)
    /// ```
    ///
    /// - Parameter style: The surface style.
    /// - Returns: The view, asking its sheet for this style.
    public func bottomSheetSurfaceStyle(_ style: SheetSurfaceStyle) -> some View {
      transformPreference(BottomSheetPreferenceKey.self) { value in
        if value.surfaceStyle == nil { value.surfaceStyle = style }
      }
    }

    /// Where the enclosing bottom sheet sits on a wide container (iPad, iPhone landscape):
    /// `.automatic` (the default: full width on compact containers, a centred sheet on wide
    /// ones), or a floating card at the leading or trailing side, as Maps shows on iPad. A card
    /// falls back to the full-width sheet on compact containers, and leading and trailing follow
    /// the layout direction. SwiftUI's sheet has no such modifier; it is shaped like the other
    /// presentation modifiers.
    ///
    /// ```swift
    /// PlaceDetails()
    ///   .bottomSheetPlacement(.leading(.default))
    /// ```
    ///
    /// - Parameter placement: The placement (`SheetPlacement`, with a `SheetCardSize`).
    /// - Returns: The view, asking its sheet for this placement.
    public func bottomSheetPlacement(_ placement: SheetPlacement) -> some View {
      transformPreference(BottomSheetPreferenceKey.self) { value in
        if value.placement == nil { value.placement = placement }
      }
    }

    /// Whether a swipe on scrollable content grows the enclosing bottom sheet first or scrolls
    /// the content (SwiftUI's `presentationContentInteraction`).
    ///
    /// `presentationContentInteraction` does nothing inside a bottom sheet; use this.
    ///
    /// - Parameter interaction: `.resizes` (the default) or `.scrolls`.
    /// - Returns: The view, asking its sheet for this interaction.
    public func bottomSheetContentInteraction(_ interaction: SheetContentInteraction) -> some View {
      transformPreference(BottomSheetPreferenceKey.self) { value in
        if value.sheet.contentInteraction == nil { value.sheet.contentInteraction = interaction }
      }
    }

    /// Keeps the user from swiping, tapping or escaping the enclosing bottom sheet away
    /// (SwiftUI's `interactiveDismissDisabled`); such attempts bounce back. The binding can
    /// still dismiss it.
    ///
    /// The sheet's veto also reads the hosting controller's `isModalInPresentation`, which
    /// SwiftUI's own `interactiveDismissDisabled` may set; this modifier works on every version.
    ///
    /// - Parameter isDisabled: Whether interactive dismissal is off.
    /// - Returns: The view, asking its sheet for this.
    public func bottomSheetInteractiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      transformPreference(BottomSheetPreferenceKey.self) { value in
        if value.sheet.interactiveDismissDisabled == nil {
          value.sheet.interactiveDismissDisabled = isDisabled
        }
      }
    }
  }
#endif
