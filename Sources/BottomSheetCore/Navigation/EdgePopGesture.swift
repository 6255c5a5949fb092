/// When a finger on a navigation stack inside the sheet starts an interactive pop, and how its
/// movement reads, measured against the sheet's own edge (not the screen's), so a sheet
/// narrower than the screen (iPad, landscape, a width-limited sheet) pops like a full-width
/// one.
///
/// The rules:
/// - the touch starts within ``edgeWidth`` of the sheet's leading edge (the left one, the right
///   one in right-to-left layouts), moving toward the trailing edge more than vertically;
/// - the stack has a screen to pop to and no transition runs;
/// - a finger already drags the sheet (or the sheet is hidden or leaving): no pop, so one
///   gesture never moves both. The other way round, a sheet drag cannot start during an
///   interactive pop (``sheetDragMayBegin(duringInteractivePop:)``). A pop may start while the
///   sheet still springs: the height blends from wherever the sheet is, with no jump.
/// - the system's own pop gestures are switched off while the sheet drives the stack's
///   transitions, so this one always wins.
public enum EdgePopGesture {
  /// How far from the sheet's leading edge a pop may start, in points: the 20 pt band of
  /// UIKit's screen-edge gesture, measured from the sheet's edge instead.
  public static let edgeWidth: Double = 20

  /// Whether a touch that started `startX` points from the sheet's left edge, in a sheet
  /// `width` points wide, moving at (`velocityX`, `velocityY`) points per second, starts an
  /// interactive pop now.
  public static func begins(
    startX: Double, width: Double, velocityX: Double, velocityY: Double,
    direction: LayoutDirection, stackDepth: Int, isTransitioning: Bool, sheetPhase: SheetPhase
  ) -> Bool {
    guard startX.isFinite, width.isFinite, velocityX.isFinite, velocityY.isFinite else {
      return false
    }
    guard stackDepth > 1, !isTransitioning else { return false }
    switch sheetPhase {
    case .dragging, .hidden, .dismissing: return false
    case .presenting, .resting, .settling: break
    }
    let fromLeading = direction == .leftToRight ? startX : width - startX
    guard fromLeading >= -edgeWidth, fromLeading <= edgeWidth else { return false }
    let towardTrailing = velocityX * direction.sign
    return towardTrailing > 0 && towardTrailing > abs(velocityY)
  }

  /// The pop's progress translation for a finger that moved `translationX` points (right
  /// positive): toward the trailing edge is positive in either direction.
  public static func popTranslation(_ translationX: Double, direction: LayoutDirection) -> Double {
    translationX * direction.sign
  }

  /// Whether a sheet drag may start: not while an interactive pop follows a finger.
  public static func sheetDragMayBegin(duringInteractivePop: Bool) -> Bool {
    !duringInteractivePop
  }
}
