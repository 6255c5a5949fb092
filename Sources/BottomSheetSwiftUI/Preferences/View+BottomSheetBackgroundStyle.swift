#if os(iOS)
  import BottomSheet
  import SwiftUI

  extension View {
    /// Fills the enclosing bottom sheet with a SwiftUI style (SwiftUI's
    /// `presentationBackground(_:)`): a `Color`, a `Material`, a gradient, any `ShapeStyle`.
    ///
    /// ```swift
    /// PlaceDetails()
    ///   .bottomSheetBackground(.thinMaterial)
    /// ```
    ///
    /// The style is drawn by SwiftUI behind the content, across the whole sheet (grabber area
    /// included) and clipped to its shape; the sheet's own background is then `.clear`. For the
    /// system's material with the iOS 26 glass that turns opaque at the full height, use the
    /// ``BottomSheetBackground`` overload (`.automatic`, `.glass`).
    ///
    /// `presentationBackground` does nothing inside a bottom sheet; use this.
    ///
    /// - Parameter style: The style that fills the sheet.
    /// - Returns: The view, asking its sheet for this background.
    public func bottomSheetBackground<S: ShapeStyle>(_ style: S) -> some View {
      bottomSheetBackgroundView(
        BottomSheetViewBackground(view: AnyView(Rectangle().fill(style)), reachesEdges: true))
    }

    /// Puts a view behind the enclosing bottom sheet's content (SwiftUI's
    /// `presentationBackground(alignment:content:)`), in the area the content is laid out in
    /// (below the grabber, inside a floating sheet's margins), placed there by `alignment`.
    ///
    /// Unlike Apple's, the view does not reach under the grabber or to a floating sheet's
    /// edges: for a fill that covers the whole sheet (a colour, a material, a gradient), pass a
    /// `ShapeStyle` to `bottomSheetBackground(_:)` instead.
    ///
    /// ```swift
    /// PlaceDetails()
    ///   .bottomSheetBackground {
    ///     LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
    ///   }
    /// ```
    ///
    /// `presentationBackground` does nothing inside a bottom sheet; use this.
    ///
    /// - Parameters:
    ///   - alignment: Where the view sits in the sheet when it does not fill it.
    ///   - content: The view.
    /// - Returns: The view, asking its sheet for this background.
    public func bottomSheetBackground<V: View>(
      alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
      bottomSheetBackgroundView(
        BottomSheetViewBackground(
          view: AnyView(
            content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)),
          reachesEdges: false))
    }

    /// Asks the sheet for `background`, unless a modifier closer to the content did.
    private func bottomSheetBackgroundView(_ background: BottomSheetViewBackground) -> some View {
      transformPreference(BottomSheetViewBackgroundKey.self) { value in
        if value == nil { value = background }
      }
      .transformPreference(BottomSheetPreferenceKey.self) { value in
        // SwiftUI draws it; the sheet draws nothing under it.
        if value.background == nil { value.background = BottomSheetBackground.clear }
      }
    }
  }

  // MARK: - How it reaches the sheet

  /// A SwiftUI background the content asked for.
  struct BottomSheetViewBackground {
    let view: AnyView
    /// Whether it reaches past the content to the sheet's edges (a fill), or stays in the
    /// content's area (a view placed with an alignment).
    let reachesEdges: Bool
  }

  /// Carries the content's SwiftUI background to ``BottomSheetSizedRoot``, which draws it; the
  /// first (closest to the content) wins.
  struct BottomSheetViewBackgroundKey: PreferenceKey {
    static var defaultValue: BottomSheetViewBackground? { nil }

    static func reduce(
      value: inout BottomSheetViewBackground?, nextValue: () -> BottomSheetViewBackground?
    ) {
      if value == nil { value = nextValue() }
    }
  }

  /// Draws the content's SwiftUI background behind it. A fill reaches far past the content on
  /// every side so it covers the whole sheet (the grabber area above the content, the margins
  /// beside it, the overhang below it); the sheet's surface clips it to its shape. A view stays
  /// in the content's area.
  struct BottomSheetViewBackgroundLayer: ViewModifier {
    /// How far the background reaches past the content on each side, in points: more than the
    /// tallest screen (a 13-inch iPad is 1,366 pt tall), so content laid out anywhere in a sheet
    /// of any height still has its sheet covered.
    static var overhang: CGFloat { 1_400 }

    func body(content: Content) -> some View {
      content.backgroundPreferenceValue(BottomSheetViewBackgroundKey.self) { background in
        if let background {
          background.view
            .padding(background.reachesEdges ? -Self.overhang : 0)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
      }
    }
  }
#endif
