import BottomSheetCore

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
///   sheet still springs: the height blends from wherever the sheet is, with no jump. The
///   touch-down of that swipe has caught the springing sheet (``SheetInput/touchDown``) without
///   moving it, which is no drag: the pop may start, and lets go of the catch as it does
///   (``inputs(atPopStartHeldStill:)``), so the sheet follows the stack's height.
/// - while a pop may start from where the touch went down, the content's drags under the
///   finger wait for this gesture to fail (``BackSwipePriority``), so it wins over a table's
///   swipe actions, a pager and a list, as UIKit's own edge gesture does;
/// - UIKit's edge pop gesture is switched off while the sheet drives the stack's transitions
///   (this one replaces it, measured from the sheet's edge); iOS 26's content back swipe stays
///   on, and the sheet's height follows it (``NavigationSizing/systemPopBegan(at:)``).
package enum EdgePopGesture {
  /// How far from the sheet's leading edge a pop may start, in points: the 20 pt band of
  /// UIKit's screen-edge gesture, measured from the sheet's edge instead.
  package static let edgeWidth: Double = 20

  /// Whether a touch that started `startX` points from the sheet's left edge, in a sheet
  /// `width` points wide, moving at (`velocityX`, `velocityY`) points per second, starts an
  /// interactive pop now.
  package static func begins(
    startX: Double, width: Double, velocityX: Double, velocityY: Double,
    direction: SheetLayoutDirection, stackDepth: Int, isTransitioning: Bool, sheetPhase: SheetPhase,
    sheetIsHeldStill: Bool = false
  ) -> Bool {
    guard velocityX.isFinite, velocityY.isFinite else { return false }
    guard
      mayStart(
        startX: startX, width: width, direction: direction, stackDepth: stackDepth,
        isTransitioning: isTransitioning)
    else { return false }
    switch sheetPhase {
    case .dragging where sheetIsHeldStill: break
    case .dragging, .hidden, .dismissing: return false
    case .presenting, .resting, .settling: break
    }
    let towardTrailing = velocityX * direction.sign
    return towardTrailing > 0 && towardTrailing > abs(velocityY)
  }

  /// Whether a touch that went down `startX` points from the sheet's left edge, in a sheet
  /// `width` points wide, could still become a pop, before it has moved: it lies within
  /// ``edgeWidth`` of the leading edge, and the stack has a screen to pop to with no transition
  /// running. While this holds, the content's drags under the finger wait for the pop gesture
  /// to fail (``BackSwipePriority/rivalWaitsForEdgePop(_:isInStack:edgePopMayStart:)``).
  package static func mayStart(
    startX: Double, width: Double, direction: SheetLayoutDirection, stackDepth: Int,
    isTransitioning: Bool
  ) -> Bool {
    guard startX.isFinite, width.isFinite else { return false }
    guard stackDepth > 1, !isTransitioning else { return false }
    let fromLeading = direction == .leftToRight ? startX : width - startX
    return fromLeading >= -edgeWidth && fromLeading <= edgeWidth
  }

  /// The pop's progress translation for a finger that moved `translationX` points (right
  /// positive): toward the trailing edge is positive in either direction.
  package static func popTranslation(_ translationX: Double, direction: SheetLayoutDirection)
    -> Double
  {
    translationX * direction.sign
  }

  /// What the sheet is sent as an interactive pop starts: the release of a still catch the
  /// swipe's touch-down made (``SheetInput/touchLifted``), so the sheet goes on following the
  /// stack's height; nothing otherwise.
  package static func inputs(atPopStartHeldStill heldStill: Bool) -> [SheetInput] {
    heldStill ? [.touchLifted] : []
  }

  /// Whether a sheet drag may start: not while an interactive pop follows a finger.
  package static func sheetDragMayBegin(duringInteractivePop: Bool) -> Bool {
    !duringInteractivePop
  }
}
