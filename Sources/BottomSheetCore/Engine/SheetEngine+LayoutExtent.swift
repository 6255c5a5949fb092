extension SheetEngine {
  // MARK: - The extent content is laid out at

  /// Whether unanimated content changes (a navigation transition) arrived within the last
  /// ``staleInputInterval``.
  var isDriven: Bool {
    clock - contentDrivenTime <= SheetEngine.staleInputInterval
  }

  /// Updates ``layoutExtent`` after an event or when the sheet comes to rest.
  ///
  /// At rest it is the resting extent, so nothing lies below the screen edge. While the sheet
  /// moves it covers every extent the motion can reach below the largest detent, so no gap opens
  /// at the bottom: the larger of the start and the target for a spring, the largest detent for
  /// a finger, and the tallest the layout allows for content-driven moves (a navigation
  /// transition, whose heights change every frame). During a motion it only
  /// grows (but never past the largest detent, which a layout change may lower), so a drag and its settle change it at most twice (at the grab, and at rest) and a
  /// presentation or a dismissal at most once. Extents past the largest detent (rubber band,
  /// overshoot) stretch the sheet's background, never the content. A hidden sheet keeps its
  /// last layout.
  mutating func updateLayoutExtent() {
    let largest = detents.largestExtent
    switch motion {
    case .still(let extent):
      if isDriven {
        layoutExtent = max(largest, layout.maximumExtent)
      } else if !keyboardShift.isSettled(at: clock) {
        // The larger of the shown extents at the glide's start and end, within the new layout:
        // past it only the background stretches, as for an overshoot.
        let shown = extent + max(keyboardShift.start, 0)
        layoutExtent = min(shown, max(largest, layout.maximumExtent))
      } else if presentationState != .dismissed || extent > 0 {
        layoutExtent = extent
      }
    case .dragging:
      layoutExtent = largest
    case .animating where isDriven:
      layoutExtent = max(largest, layout.maximumExtent)
    case .animating(_, let target):
      let start = currentSample().position
      let needed = min(max(start, extent(of: target), 0), largest)
      layoutExtent = min(max(layoutExtent, needed), largest)
    }
  }
}

extension SheetEngine {
  // MARK: - Previewing a container change

  /// The size the content will have at rest once the container becomes `containerSize`, with
  /// the rest of the layout (safe area, keyboard, content height) as it is now: its width there
  /// (the sheet's, less the surface's side insets where it rests floating), and the extent of the detent the sheet rests at (or will present at) less the
  /// grabber strip and, for a floating card, its bottom clearance. A rotation gives it to the content before it starts (UIKit's
  /// `size(forChildContentContainer:withParentContainerSize:)`), so the content lays out once
  /// for the new size.
  package func restingContentSize(inContainerOfSize containerSize: Size) -> Size {
    let preview = restingPreview(inContainerOfSize: containerSize)
    let layout = preview.layout
    let content = preview.extent - layout.bottomClearance - layout.context.grabberHeight
    let morph = SheetSurfaceMorph(
      style: configuration.surfaceStyle, layout: layout, detents: preview.detents,
      attachedCornerRadius: configuration.attachedCornerRadius)
    let inset = SheetFrame.contentInset(
      sheetWidth: layout.sheetWidth,
      contentSideInset: morph.contentInset(atLayoutExtent: preview.extent))
    return Size(width: layout.sheetWidth - 2 * inset, height: max(0, content))
  }

  /// The inputs of the presenter's recession (``SheetFrame/presenterRecessionInput``) once the
  /// container becomes `containerSize` and the sheet rests there, with the rest of the layout
  /// as it is now: the sheet's top edge at the extent of the detent it rests at (or will present
  /// at) plus the keyboard's lift, over ``presenterRecessionRange`` in the new layout. A
  /// rotation animates the presenter to the recession of where the sheet is going, not of where
  /// it is when the rotation starts. A hidden or dismissing sheet, or one whose presenter takes touches up to
  /// the full height there, gives ``PresenterRecessionInput/none``.
  package func restingPresenterRecessionInput(inContainerOfSize containerSize: Size)
    -> PresenterRecessionInput
  {
    guard presentationState == .presenting || presentationState == .presented else {
      return .none
    }
    let preview = restingPreview(inContainerOfSize: containerSize)
    var corrections = InputCorrections()
    let dimming = DimmingRange(
      dimming: configuration.dimming, detents: preview.detents, &corrections)
    let context = preview.layout.context
    let range = SheetEngine.presenterRecessionRange(
      in: context, passThroughLimit: dimming.passThroughLimit)
    guard range.lowerBound < range.upperBound else { return .none }
    return PresenterRecessionInput(
      extent: preview.extent + preview.layout.keyboardLift, startExtent: range.lowerBound,
      largestExtent: range.upperBound, containerSize: context.containerSize,
      topSafeAreaInset: context.safeAreaInsets.top, isPersistent: configuration.isPersistent,
      isEnabled: configuration.recedesPresenter)
  }

  /// The layout of a container of `containerSize` with the rest of the context as it is now,
  /// the detents resolved in it, and the extent the sheet rests at there (its detent's, or the
  /// smallest).
  private func restingPreview(inContainerOfSize containerSize: Size)
    -> (layout: SheetLayout, detents: ResolvedDetents, extent: Double)
  {
    var context = layout.context
    context.containerSize = containerSize
    var corrections = InputCorrections()
    let sanitized = context.sanitized(&corrections)
    let preview = SheetLayout(
      sanitized: sanitized, keyboardLifts: configuration.keyboard.lifts,
      placement: configuration.placement, surfaceStyle: configuration.surfaceStyle)
    var resolved = detents
    resolved.resolve(in: preview, &corrections)
    let identifier = selectedDetent ?? presentationDetent
    let extent = resolved.extent(of: identifier) ?? resolved.smallestExtent
    return (preview, resolved, extent)
  }

  /// The width plain content is measured at for `.fitting` (the UIKit adapter's
  /// `ContentFitting`), in points: its width resting at a partial detent, the sheet's less the
  /// floating surface's side insets where the sheet can float, whatever the layout height is
  /// now. The content spans the attached surface at the full height
  /// (`SheetFrame.contentRect`), but a `.fitting` detent rests below it, so content measured
  /// at its width at `.large` would size `.fitting` for a line length it does not have there.
  package var fittingContentWidth: Double {
    let width = layout.sheetWidth
    let inset = SheetFrame.contentInset(
      sheetWidth: width, contentSideInset: surfaceMorph.floating.leadingInset)
    return width - 2 * inset
  }
}
