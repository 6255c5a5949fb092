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
  /// `@Environment(\.dismiss)` there belongs to the presenter's presentation, not to the sheet;
  /// this is the sheet's own.
  @propertyWrapper
  public struct BottomSheetDismiss: DynamicProperty {
    @Environment(\.bottomSheetDismissAction) private var action

    /// Creates the property.
    public init() {}

    /// The action; call it to dismiss the sheet.
    public var wrappedValue: BottomSheetDismissAction { action }
  }
#endif
