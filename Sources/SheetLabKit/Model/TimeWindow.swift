import BottomSheetCore

/// What every frame from ``from`` to ``to`` (inclusive) must show. Unset fields are not checked.
package struct TimeWindow: Sendable, Hashable {
  /// The start, in seconds.
  package var from: Double
  /// The end, in seconds.
  package var to: Double
  /// Whether the sheet must not move (its extent stays within the tolerance of the first
  /// frame's).
  package var still: Bool
  /// A lower bound on the extent, in points.
  package var extentAtLeast: Double?
  /// An upper bound on the extent, in points.
  package var extentAtMost: Double?
  /// The lowest y the sheet's top may reach, in points from the container's top: the top is
  /// never above it.
  package var topAtLeast: Double?
  /// Phases that never occur in the window.
  package var phasesNever: [SheetPhase]
  /// A lower bound on the surface's attachment (``SheetSurface/attachment``), 0…1.
  package var attachmentAtLeast: Double?
  /// An upper bound on the surface's attachment, 0…1.
  package var attachmentAtMost: Double?
  /// Whether the content keeps one width (``SheetFrame/contentRect``) through the window.
  package var steadyContentWidth: Bool
  /// Whether the surface keeps one height (``SheetFrame/surfaceRect``) through the window: a
  /// floating sheet below its lowest detent is a rigid card that slides, it does not shrink.
  package var steadySurfaceHeight: Bool
  /// A lower bound on the presenter's scale (``PresenterRecession/scale``) in the window.
  package var presenterScaleAtLeast: Double?
  /// An upper bound on the presenter's scale in the window (below 1: receded throughout).
  package var presenterScaleAtMost: Double?

  /// Creates a window.
  package init(
    from: Double, to: Double, still: Bool = false, extentAtLeast: Double? = nil,
    extentAtMost: Double? = nil, topAtLeast: Double? = nil, phasesNever: [SheetPhase] = [],
    attachmentAtLeast: Double? = nil, attachmentAtMost: Double? = nil,
    steadyContentWidth: Bool = false, steadySurfaceHeight: Bool = false,
    presenterScaleAtLeast: Double? = nil, presenterScaleAtMost: Double? = nil
  ) {
    self.from = from
    self.to = to
    self.still = still
    self.extentAtLeast = extentAtLeast
    self.extentAtMost = extentAtMost
    self.topAtLeast = topAtLeast
    self.phasesNever = phasesNever
    self.attachmentAtLeast = attachmentAtLeast
    self.attachmentAtMost = attachmentAtMost
    self.steadyContentWidth = steadyContentWidth
    self.steadySurfaceHeight = steadySurfaceHeight
    self.presenterScaleAtLeast = presenterScaleAtLeast
    self.presenterScaleAtMost = presenterScaleAtMost
  }
}
