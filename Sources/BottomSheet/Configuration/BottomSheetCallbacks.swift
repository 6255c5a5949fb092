#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// Closures called on the main actor as a sheet moves through its life, alongside (after) the
  /// ``BottomSheetDelegate``. Each is optional.
  ///
  /// ```swift
  /// var callbacks = BottomSheetCallbacks()
  /// callbacks.detentDidChange = { detent in print("now at", detent) }
  /// callbacks.shouldDismiss = { [weak form] in form?.hasChanges != true }
  /// presentBottomSheet(form, callbacks: callbacks)
  /// ```
  ///
  /// A sheet keeps its callbacks until it is gone (its dismissal completed), a
  /// ``BottomSheetTransitioningDelegate`` or ``BottomSheetEdgePresenter`` for as long as it
  /// lives: capture the sheet's content and your view controllers weakly, or they live as long.
  public struct BottomSheetCallbacks {
    /// A presentation began.
    public var willPresent: (@MainActor () -> Void)?
    /// The sheet came to rest after presenting.
    public var didPresent: (@MainActor () -> Void)?
    /// A dismissal began.
    public var willDismiss: (@MainActor () -> Void)?
    /// The sheet is gone.
    public var didDismiss: (@MainActor () -> Void)?
    /// The selected detent changed; the argument is the new one.
    public var detentDidChange: (@MainActor (Detent.Identifier) -> Void)?
    /// Whether the user may dismiss the sheet now (drag, tap outside, escape). Asked just before
    /// such an input; keep it quick and free of side effects.
    public var shouldDismiss: (@MainActor () -> Bool)?
    /// The user tried to dismiss and ``shouldDismiss`` (or the delegate) refused: ask for
    /// confirmation here.
    public var didAttemptToDismiss: (@MainActor () -> Void)?
    /// Every drawn frame: the sheet's live position.
    public var didMove: (@MainActor (SheetFrame) -> Void)?

    /// Creates callbacks; pass only those you need.
    public init(
      willPresent: (@MainActor () -> Void)? = nil,
      didPresent: (@MainActor () -> Void)? = nil,
      willDismiss: (@MainActor () -> Void)? = nil,
      didDismiss: (@MainActor () -> Void)? = nil,
      detentDidChange: (@MainActor (Detent.Identifier) -> Void)? = nil,
      shouldDismiss: (@MainActor () -> Bool)? = nil,
      didAttemptToDismiss: (@MainActor () -> Void)? = nil,
      didMove: (@MainActor (SheetFrame) -> Void)? = nil
    ) {
      self.willPresent = willPresent
      self.didPresent = didPresent
      self.willDismiss = willDismiss
      self.didDismiss = didDismiss
      self.detentDidChange = detentDidChange
      self.shouldDismiss = shouldDismiss
      self.didAttemptToDismiss = didAttemptToDismiss
      self.didMove = didMove
    }
  }
#endif
