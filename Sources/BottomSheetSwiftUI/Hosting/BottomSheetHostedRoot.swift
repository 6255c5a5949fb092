#if os(iOS)
  import SwiftUI

  /// The root of a sheet's hosted content: the presenting view's environment (environment
  /// objects, custom keys, colour scheme, type size, locale, layout direction, tint), the
  /// sheet's own dismiss action, the content's preferences reported to the wrapper with their
  /// update's transaction, and no keyboard avoidance of its own (the sheet rides on the
  /// keyboard instead).
  struct BottomSheetHostedRoot<Content: View>: View {
    let content: Content
    /// The presenting view's environment, or nil before it is known.
    let environment: EnvironmentValues?
    let dismiss: BottomSheetDismissAction
    /// The sheet's live position, for the content's `onBottomSheetPositionChange`.
    let position: BottomSheetPositionHub
    /// Called inside each content update that changes the preferences, with whether its
    /// transaction animates and whether it carries an animation
    /// (``BottomSheetPreferenceReader``), before ``preferencesChanged``.
    let contentUpdated: @MainActor (_ animated: Bool, _ hasAnimation: Bool) -> Void
    let preferencesChanged: @MainActor (BottomSheetContentPreferences) -> Void
    /// Samples the animation of a content update that changes the content's selection (state
    /// inside the sheet changed in `withAnimation`).
    let pacer: BottomSheetAnimationPacer

    var body: some View {
      content
        .backgroundPreferenceValue(BottomSheetPreferenceKey.self) { preferences in
          ZStack {
            BottomSheetPreferenceReader(preferences: preferences, updated: contentUpdated)
            BottomSheetAnimationProbe(
              animatableData: BottomSheetAnimationPacer.contentValue(of: preferences),
              pacer: pacer)
          }
          .frame(width: 0, height: 0)
          .accessibilityHidden(true)
        }
        .onPreferenceChange(BottomSheetPreferenceKey.self) { preferences in
          preferencesChanged(preferences)
        }
        .environment(\.bottomSheetDismissAction, dismiss)
        // The content follows this sheet; a sheet it presents reports to its own observers,
        // never to the presenter's.
        .environment(\.bottomSheetContainingPosition, position)
        .environment(\.bottomSheetPresenterPosition, nil)
        .modifier(BottomSheetEnvironmentForwarding(environment: environment))
        .modifier(BottomSheetKeyboardAvoidanceOff())
    }
  }

  // MARK: - The modifiers it applies

  /// Gives hosted content the environment of the view that presents it, whole: values, custom
  /// keys and environment objects alike (they live in the same `EnvironmentValues`).
  struct BottomSheetEnvironmentForwarding: ViewModifier {
    let environment: EnvironmentValues?

    func body(content: Content) -> some View {
      content.transformEnvironment(\.self) { values in
        if let environment { values = environment }
      }
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
