#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI

  /// Dismisses the bottom sheet that shows the view reading it (see ``BottomSheetDismiss``), and
  /// says whether there is one.
  ///
  /// Call it like a function: `dismiss()`. Outside a bottom sheet, and in a persistent sheet,
  /// it does nothing.
  ///
  /// A view shown both in system presentations and in bottom sheets closes whichever it is in
  /// with `dismissAny(fallback:)`, passing SwiftUI's own action as the fallback:
  ///
  /// ```swift
  /// struct PlaceDetail: View {
  ///   @BottomSheetDismiss private var sheetDismiss
  ///   @Environment(\.dismiss) private var systemDismiss
  ///
  ///   var body: some View {
  ///     Button("Done") { sheetDismiss.dismissAny(fallback: systemDismiss) }
  ///   }
  /// }
  /// ```
  ///
  /// The choice is `DismissalScope.target(hasFallback:)` in `BottomSheetCore`. Content of a
  /// system sheet opened from inside a bottom sheet inherits this action: apply
  /// `presentedOutsideBottomSheet()` to it.
  public struct BottomSheetDismissAction: Sendable {
    /// Where the view reading the action stands.
    let scope: DismissalScope
    let action: (@MainActor @Sendable () -> Void)?

    /// The action of a modal bottom sheet's content; `action` closes the sheet.
    init(action: @escaping @MainActor @Sendable () -> Void) {
      scope = .modalBottomSheet
      self.action = action
    }

    private init(scope: DismissalScope) {
      self.scope = scope
      action = nil
    }

    /// The action outside any bottom sheet: it does nothing.
    static let outsideBottomSheet = Self(scope: .outsideBottomSheet)

    /// The action in a persistent sheet, which its content cannot dismiss: it does nothing.
    static let persistentBottomSheet = Self(scope: .persistentBottomSheet)

    /// Whether the view is inside a bottom sheet, modal or persistent.
    ///
    /// SwiftUI has no such value; a view shared between system sheets and bottom sheets can
    /// branch on it.
    public var isInBottomSheet: Bool { scope.isInBottomSheet }

    /// Whether the view is in a presented (modal) bottom sheet, which ``callAsFunction()``
    /// dismisses: the sheet's own "is presented".
    ///
    /// Use it instead of `@Environment(\.isPresented)` or `presentationMode`, which inside a
    /// bottom sheet read the presenter's value. False outside bottom sheets and in a persistent
    /// sheet.
    public var isPresented: Bool { scope.isPresented }

    /// Dismisses the sheet, as if its binding had been set to false (or nil); does nothing
    /// outside a modal bottom sheet.
    @MainActor
    public func callAsFunction() {
      action?()
    }

    /// Dismisses the bottom sheet the view is in, or else runs `fallback`.
    ///
    /// In a modal bottom sheet the sheet goes (as ``callAsFunction()``); outside bottom sheets
    /// `fallback` runs; in a persistent sheet nothing happens, since the fallback would close
    /// whatever holds the sheet. To fall back on SwiftUI's `@Environment(\.dismiss)`, pass it as
    /// it is (the `DismissAction` overload).
    ///
    /// - Parameter fallback: What closes the view outside a bottom sheet.
    @MainActor
    public func dismissAny(fallback: @MainActor () -> Void) {
      switch scope.target(hasFallback: true) {
      case .bottomSheet: action?()
      case .fallback: fallback()
      case .nothing: break
      }
    }

    /// Dismisses the bottom sheet the view is in, or else the presentation SwiftUI's `dismiss`
    /// closes (a pushed screen, a system sheet).
    ///
    /// ```swift
    /// @BottomSheetDismiss private var sheetDismiss
    /// @Environment(\.dismiss) private var systemDismiss
    /// …
    /// Button("Done") { sheetDismiss.dismissAny(fallback: systemDismiss) }
    /// ```
    ///
    /// - Parameter fallback: SwiftUI's `@Environment(\.dismiss)`, read by the same view.
    @MainActor
    public func dismissAny(fallback: DismissAction) {
      dismissAny { fallback() }
    }
  }

  // MARK: - The property wrapper that reads it

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

  // MARK: - Its environment key

  /// Carries ``BottomSheetDismissAction`` down the sheet's content.
  struct BottomSheetDismissKey: EnvironmentKey {
    static let defaultValue = BottomSheetDismissAction.outsideBottomSheet
  }

  extension EnvironmentValues {
    /// The action that dismisses the enclosing bottom sheet.
    var bottomSheetDismissAction: BottomSheetDismissAction {
      get { self[BottomSheetDismissKey.self] }
      set { self[BottomSheetDismissKey.self] = newValue }
    }
  }
#endif
