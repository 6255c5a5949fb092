#if os(iOS)
  import SwiftUI

  /// Reads the action that dismisses the bottom sheet the view is in.
  ///
  /// ```swift
  /// struct FiltersView: View {
  ///   @BottomSheetDismiss private var dismiss
  ///   var body: some View { Button("Done") { dismiss() } }
  /// }
  /// ```
  ///
  /// A bottom sheet's content sees the presenting view's environment, so SwiftUI's own
  /// `@Environment(\.dismiss)` there belongs to the presenter's presentation, not to the sheet:
  /// on a pushed screen it pops the screen under the sheet (which takes the sheet away without
  /// animation), on a root screen it does nothing, and in a system sheet it closes that sheet.
  /// `@Environment(\.isPresented)` likewise reads the presenter's value. This property is the
  /// sheet's own: call it to dismiss, read `isPresented` and `isInBottomSheet` instead of the
  /// system's, and call `dismissAny(fallback:)` in views shared with system presentations.
  @propertyWrapper
  public struct BottomSheetDismiss: DynamicProperty {
    @Environment(\.bottomSheetDismissAction) private var action

    /// Creates the property.
    public init() {}

    /// The action; call it to dismiss the sheet.
    public var wrappedValue: BottomSheetDismissAction { action }
  }
#endif
