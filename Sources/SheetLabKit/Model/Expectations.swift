import BottomSheetCore

/// What a scenario must produce. Every field is optional: only what is set is checked. Three
/// checks always run: no frame may hold a NaN, the notifications must follow the life-cycle
/// rules (`NotificationOrder`), and the emulated UIKit host's transition contract must hold
/// (`HostTransitionLog.contractViolations` empty).
package struct Expectations: Sendable, Hashable {
  /// The default tolerance for extents and offsets, in points: half a point, below what the
  /// eye can tell on any iPhone display.
  package static let defaultTolerance: Double = 0.5

  /// The phase of the last frame.
  package var finalPhase: SheetPhase?
  /// The detent of the last frame (``DetentExpectation/none`` while hidden).
  package var finalDetent: DetentExpectation?
  /// The extent of the last frame, in points.
  package var finalExtent: Double?
  /// The notifications, all of them, in order, as ``LabFormat/notification(_:)`` spells them
  /// (`"willPresent"`, `"detentDidChange(medium->large)"`, …).
  package var notifications: [String]?
  /// The navigation events, in order (`"didShow(2)"`, `"didCancel(2)"`).
  package var navigationEvents: [String]?
  /// What the emulated UIKit host saw, in order (`"present begins"`, `"present finished"`,
  /// `"dismissal requested"`, … as `HostTransitionLog.knownLabels` spells them).
  package var hostTransitions: [String]?
  /// The largest position jump between frames no input drove, in points
  /// (`SheetTrace.largestUndrivenJump`).
  package var maximumJump: Double?
  /// The largest jump of an inset or a corner radius of the surface between frames, in points
  /// (``Continuity/largestSurfaceJump(in:)``).
  package var maximumSurfaceJump: Double?
  /// The most times the layout height (`SheetFrame.layoutHeight`) may change over the run,
  /// counted between consecutive frames.
  package var maximumLayoutChanges: Int?
  /// The largest acceleration between two frames, in points per second squared
  /// (``Continuity/largestAcceleration(in:)``).
  package var maximumAcceleration: Double?
  /// The largest step of the presenter's recession the sheet's move does not explain, as a
  /// fraction of the full recession (``Continuity/largestPresenterJump(in:)``). Unset, the
  /// standing limit ``Continuity/presenterJumpLimit`` applies.
  package var maximumPresenterJump: Double?
  /// Instants to check.
  package var checkpoints: [Checkpoint]
  /// Intervals to check.
  package var windows: [TimeWindow]
  /// The tolerance for extents and offsets in this scenario, in points.
  package var tolerance: Double

  /// Creates expectations; by default nothing but the two standing checks.
  package init(
    finalPhase: SheetPhase? = nil,
    finalDetent: DetentExpectation? = nil,
    finalExtent: Double? = nil,
    notifications: [String]? = nil,
    navigationEvents: [String]? = nil,
    hostTransitions: [String]? = nil,
    maximumJump: Double? = nil,
    maximumAcceleration: Double? = nil,
    maximumLayoutChanges: Int? = nil,
    maximumSurfaceJump: Double? = nil,
    maximumPresenterJump: Double? = nil,
    checkpoints: [Checkpoint] = [],
    windows: [TimeWindow] = [],
    tolerance: Double = Expectations.defaultTolerance
  ) {
    self.finalPhase = finalPhase
    self.finalDetent = finalDetent
    self.finalExtent = finalExtent
    self.notifications = notifications
    self.navigationEvents = navigationEvents
    self.hostTransitions = hostTransitions
    self.maximumJump = maximumJump
    self.maximumAcceleration = maximumAcceleration
    self.maximumLayoutChanges = maximumLayoutChanges
    self.maximumSurfaceJump = maximumSurfaceJump
    self.maximumPresenterJump = maximumPresenterJump
    self.checkpoints = checkpoints
    self.windows = windows
    self.tolerance = tolerance
  }
}
