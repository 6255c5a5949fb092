#if os(iOS)
  import SwiftUI

  /// The root of a sheet's hosted content: the presenting view's environment (environment
  /// objects, custom keys, colour scheme, type size, locale, layout direction, tint), the
  /// sheet's own dismiss action, the content's preferences reported to the wrapper with their
  /// update's transaction, and no keyboard avoidance of its own (the sheet rides on the
  /// keyboard instead).
  ///
  /// Every field but ``content`` and ``environment`` is a reference made once per sheet, so a
  /// new root for a presenter update that changes nothing the content reads compares equal
  /// field by field, and SwiftUI evaluates none of the content's bodies again.
  struct BottomSheetHostedRoot<Content: View>: View {
    let content: Content
    /// The presenting view's environment, or nil before it is known.
    let environment: EnvironmentValues?
    /// Whether the content keeps the sheet's own colour scheme (the configuration names a
    /// style) instead of the presenter's.
    let keepsOwnColorScheme: Bool
    /// The sheet's dismiss action and where the content's preferences go.
    let link: BottomSheetContentLink
    /// The sheet's live position, for the content's `onBottomSheetPositionChange`.
    let position: BottomSheetPositionHub
    /// Samples the animation of a content update that changes the content's selection (state
    /// inside the sheet changed in `withAnimation`).
    let pacer: BottomSheetAnimationPacer

    var body: some View {
      content
        .backgroundPreferenceValue(BottomSheetPreferenceKey.self) { preferences in
          ZStack {
            BottomSheetPreferenceReader(preferences: preferences, link: link)
            BottomSheetAnimationProbe(value: pacer.contentValue(of: preferences), pacer: pacer)
          }
          .frame(width: 0, height: 0)
          .accessibilityHidden(true)
        }
        .onPreferenceChange(BottomSheetPreferenceKey.self) { [link] preferences in
          link.preferencesChanged(preferences)
        }
        .environment(\.bottomSheetDismissAction, link.dismiss)
        // The content follows this sheet; a sheet it presents reports to its own observers,
        // never to the presenter's.
        .environment(\.bottomSheetContainingPosition, position)
        .environment(\.bottomSheetPresenterPosition, nil)
        .modifier(
          BottomSheetEnvironmentForwarding(
            environment: environment, keepsOwnColorScheme: keepsOwnColorScheme)
        )
        .modifier(BottomSheetKeyboardAvoidanceOff())
    }
  }

  // MARK: - The modifiers it applies

  /// Gives hosted content the environment of the view that presents it, whole: values, custom
  /// keys and environment objects alike (they live in the same `EnvironmentValues`), and then
  /// the sheet's own size classes back: UIKit gives a card its compact width, and the sheet's
  /// content must lay out for the sheet, not for the presenter. Where the configuration names a
  /// style, the sheet's own colour scheme (its host's, which that style overrides) comes back
  /// too, so the content reads on its chrome. (UIKit's elevated interface
  /// level has no public SwiftUI key: UIKit-backed views in the content read it from their own
  /// trait collection.)
  struct BottomSheetEnvironmentForwarding: ViewModifier {
    let environment: EnvironmentValues?
    let keepsOwnColorScheme: Bool

    func body(content: Content) -> some View {
      content.transformEnvironment(\.self) { values in
        guard let environment else { return }
        let sheet = values
        values = environment
        values.horizontalSizeClass = sheet.horizontalSizeClass
        values.verticalSizeClass = sheet.verticalSizeClass
        if keepsOwnColorScheme { values.colorScheme = sheet.colorScheme }
      }
    }
  }

  // MARK: - Where the content reports

  /// What a sheet's hosted root hands its content and calls back: made once per sheet, so the
  /// root stays equal across presenter updates (SwiftUI compares closures by identity).
  @MainActor
  final class BottomSheetContentLink {
    /// The sheet's own dismiss action, for `BottomSheetDismiss`.
    let dismiss: BottomSheetDismissAction
    /// Called inside each content update that changes the preferences, with them, whether its
    /// transaction animates and whether it carries an animation (``BottomSheetPreferenceReader``),
    /// before ``preferencesChanged``.
    let contentUpdated:
      @MainActor (BottomSheetContentPreferences, _ animated: Bool, _ hasAnimation: Bool) -> Void
    /// Called after the content's update with its new preferences.
    let preferencesChanged: @MainActor (BottomSheetContentPreferences) -> Void

    init(
      dismiss: BottomSheetDismissAction,
      contentUpdated:
        @escaping @MainActor (
          BottomSheetContentPreferences, _ animated: Bool, _ hasAnimation: Bool
        ) -> Void,
      preferencesChanged: @escaping @MainActor (BottomSheetContentPreferences) -> Void
    ) {
      self.dismiss = dismiss
      self.contentUpdated = contentUpdated
      self.preferencesChanged = preferencesChanged
    }
  }

  /// Turns off SwiftUI's own keyboard avoidance for hosted sheet content: the sheet already
  /// rests on the keyboard, and both together would lift a field twice.
  struct BottomSheetKeyboardAvoidanceOff: ViewModifier {
    func body(content: Content) -> some View {
      content.ignoresSafeArea(.keyboard, edges: .bottom)
    }
  }
#endif
