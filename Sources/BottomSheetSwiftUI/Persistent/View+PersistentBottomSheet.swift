#if os(iOS)
  import BottomSheet
  import SwiftUI

  extension View {
    /// Puts a persistent, Maps-style bottom sheet over this view: never dismissed by the user,
    /// resting at its detents, with the view behind it usable while the sheet is low.
    ///
    /// ```swift
    /// @State private var detent = Detent.collapsed
    ///
    /// MapView()
    ///   .persistentBottomSheet(selection: $detent) {
    ///     SearchResults()
    ///   }
    /// ```
    ///
    /// This view stays in place: only the sheet is hosted, in a view laid over this one, so
    /// everything this view tells its surroundings still reaches them — a `NavigationStack`'s
    /// title, toolbar, search field and navigation destinations written before or after this
    /// modifier work as without it. The sheet's content gets this view's environment and can
    /// use the `bottomSheet…` content modifiers (detents, background interaction, grabber,
    /// corners, background, content interaction); its own preferences stay in the sheet.
    ///
    /// The sheet covers this view's frame, reaching into the safe areas this view borders (to
    /// rest above the home indicator), so apply the modifier to the view that fills the screen
    /// (or the area the sheet should cover), and apply modifiers that shrink or clip the screen
    /// (`padding`, `frame`, `clipped`) before it. Up to the largest undimmed detent every touch
    /// outside the sheet reaches this view; above it the dimming takes them and VoiceOver skips
    /// this view.
    ///
    /// The sheet's content cannot dismiss it. `@Environment(\.dismiss)` there is this view's:
    /// it pops this screen or closes the presentation it is in, so do not call it for the sheet;
    /// ``BottomSheetDismiss`` does nothing here and says so (`isInBottomSheet` true,
    /// `isPresented` false), and its `dismissAny(fallback:)` leaves the fallback alone.
    ///
    /// - Parameters:
    ///   - detents: Where the sheet can rest; nil keeps `configuration`'s detents.
    ///   - selection: The detent the sheet rests at (a `Detent`, as SwiftUI's
    ///     `presentationDetents(_:selection:)` takes a `PresentationDetent`), kept in sync both
    ///     ways: setting it moves the sheet, and the sheet writes it (only after a view update,
    ///     never during one) with the detent it rests at, from its detents in force.
    ///   - configuration: Behaviour and appearance; by default `.collapsed` (15 % of the room
    ///     above the bottom safe area), half and full height, with this view usable up to half
    ///     height, as the UIKit container, and the modal sheet's look: the system's material
    ///     (glass on the iOS 26 design), a grabber and a soft shadow.
    ///   - sheet: The sheet's content.
    /// - Returns: This view with the sheet over it.
    @MainActor
    public func persistentBottomSheet<SheetContent: View>(
      detents: [Detent]? = nil,
      selection: Binding<Detent>? = nil,
      configuration: BottomSheetConfiguration = .persistentBottomSheetDefault,
      @ViewBuilder sheet: () -> SheetContent
    ) -> some View {
      var resolved = configuration
      if let detents { resolved.detents = detents }
      return BottomSheetPersistentOverlay(
        background: self,
        request: BottomSheetContainerRequest(
          sheet: sheet(),
          selectedDetent: selection.map(Binding<Detent?>.init),
          configuration: resolved))
    }
  }

  extension BottomSheetConfiguration {
    /// `.persistentBottomSheet`'s default: `.collapsed`, `.medium` and `.large`, the background
    /// usable up to `.medium`, with the modal sheet's background (the system's material: glass
    /// on the iOS 26 design), a grabber and a soft shadow.
    @usableFromInline
    static var persistentBottomSheetDefault: BottomSheetConfiguration {
      var configuration = BottomSheetConfiguration.persistent(
        detents: [.collapsed, .medium, .large], largestUndimmedDetent: .medium)
      configuration.appearance.background = .automatic
      return configuration
    }
  }

  // MARK: - The view it returns

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
    @StateObject private var pacer = BottomSheetAnimationPacer()

    var body: some View {
      let pacingValue = pacer.probeValue(isShown: true, selection: request.selectedDetent)
      background
        // This sheet reports to the observers around it; a sheet modifier inside does not.
        .environment(\.bottomSheetPresenterPosition, nil)
        .accessibilityHidden(blocksBackground)
        .overlay {
          BottomSheetContainerRepresentable(
            request: request,
            blockingChanged: { blocks in
              if blocksBackground != blocks { blocksBackground = blocks }
            },
            pacer: pacer
          )
          .modifier(BottomSheetOverlayFillsSafeArea())
        }
        .background {
          BottomSheetAnimationProbe(value: pacingValue, pacer: pacer)
        }
    }
  }

  /// Lets a persistent sheet's overlay reach into every safe area the modified view borders, the
  /// keyboard's included: the sheet's container needs the screen's safe area to rest above the
  /// home indicator, and rides on the keyboard itself.
  struct BottomSheetOverlayFillsSafeArea: ViewModifier {
    func body(content: Content) -> some View {
      content.ignoresSafeArea()
    }
  }
#endif
