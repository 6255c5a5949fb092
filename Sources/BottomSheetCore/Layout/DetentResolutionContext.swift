/// What a custom detent's resolver can read, mirroring UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`.
public struct DetentResolutionContext: Sendable {
  /// The full layout the detent is resolved in.
  package let layout: SheetLayout
  /// The container, safe area, content height and keyboard the detent is resolved for.
  public var layoutContext: LayoutContext { layout.context }
  /// The largest content height a detent may return, in points (the largest extent minus the
  /// bottom allowance, `SheetLayout.bottomAllowance`), like UIKit's `maximumDetentValue`.
  public let maximumDetentValue: Double
}
