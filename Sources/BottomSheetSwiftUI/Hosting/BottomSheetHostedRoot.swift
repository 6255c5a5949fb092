#if os(iOS)
  import SwiftUI

  /// The root of a sheet's hosted content: the presenting view's environment (environment
  /// objects, custom keys, colour scheme, type size, locale, layout direction, tint), the
  /// sheet's own dismiss action, the content's preferences reported to the wrapper, and no
  /// keyboard avoidance of its own (the sheet rides on the keyboard instead).
  struct BottomSheetHostedRoot<Content: View>: View {
    let content: Content
    /// The presenting view's environment, or nil before it is known.
    let environment: EnvironmentValues?
    let dismiss: BottomSheetDismissAction
    let preferencesChanged: @MainActor (BottomSheetContentPreferences) -> Void

    var body: some View {
      content
        .onPreferenceChange(BottomSheetPreferenceKey.self) { preferences in
          preferencesChanged(preferences)
        }
        .environment(\.bottomSheetDismissAction, dismiss)
        .modifier(BottomSheetEnvironmentForwarding(environment: environment))
        .modifier(BottomSheetKeyboardAvoidanceOff())
    }
  }
#endif
