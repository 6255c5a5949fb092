#if os(iOS)
  import BottomSheet
  import CoreGraphics

  /// Where a bottom sheet is at one display frame, as
  /// `onBottomSheetPositionChange(for:of:action:)` reports it while the sheet moves: under a finger, on a spring, presenting or dismissing.
  ///
  /// ```swift
  /// Map()
  ///   .padding(.bottom, sheetHeight)
  ///   .persistentBottomSheet { Results() }
  ///   .onBottomSheetPositionChange(for: CGFloat.self, of: \.height) { sheetHeight = $0 }
  /// ```
  public struct BottomSheetPosition: Sendable, Hashable {
    /// The distance from the bottom edge of the area the sheet covers (the window for a modal
    /// sheet, the modified view for a persistent one) to the sheet's top edge, in points,
    /// the keyboard's lift included: 0 while hidden.
    public var height: CGFloat
    /// The detent the sheet rests at or is heading for; nil while hidden or leaving.
    public var detent: Detent.Identifier?
    /// What the sheet is doing: presenting, resting, dragging, settling, dismissing or hidden.
    public var phase: SheetPhase

    /// Creates a position (for previews and tests; the sheet reports its own).
    ///
    /// - Parameters:
    ///   - height: The sheet's top edge above the bottom edge, in points.
    ///   - detent: The detent it rests at or heads for.
    ///   - phase: What it is doing.
    public init(height: CGFloat, detent: Detent.Identifier?, phase: SheetPhase) {
      self.height = height
      self.detent = detent
      self.phase = phase
    }

    /// The position a sheet drawn at `frame` is at.
    init(_ frame: SheetFrame) {
      self.init(height: CGFloat(frame.height), detent: frame.detent, phase: frame.phase)
    }
  }
#endif
