import BottomSheetCore
import BottomSheetRules

/// One tick of a scenario: the engine's frame and everything around the sheet a renderer needs.
package struct LabFrame: Sendable, Hashable {
  /// What the engine says to draw.
  package var sheet: SheetFrame
  /// The container's size at this tick, in points.
  package var containerSize: Size
  /// The container's safe-area insets at this tick, in points.
  package var safeArea: Insets
  /// How far the keyboard overlaps the container, in points (0 when hidden).
  package var keyboardOverlap: Double
  /// The content's preferred height the engine works with, in points.
  package var contentHeight: Double
  /// The list's content offset, in points; nil without a scroll view.
  package var contentOffset: Double?
  /// Where a finger touches the screen, in container points; nil when no finger is down.
  package var finger: Point?
  /// How far a finger moved vertically since the previous frame, in points, counting the part
  /// of a touch's path before it lifted (or after it went down) between the two frames
  /// (see ``Continuity``); 0 when no finger was down.
  package var fingerTravel: Double
  /// The navigation stack's state; nil without a navigation stack.
  package var navigation: NavigationFrame?
  /// The engine's surface morph at this tick (``SheetEngine/surfaceMorph``): what the surface's
  /// continuity is measured against (``Continuity/largestSurfaceJump(in:)``); nil when unknown.
  package var surfaceMorph: SheetSurfaceMorph?
  /// The display's corner radius at this tick, in points (0 for square corners).
  package var displayCornerRadius: Double
  /// The distance over which the presenter recedes at this tick, in points: the engine's
  /// ``SheetEngine/presenterRecessionRange`` (at least ``PresenterRecession/minimumSpan``).
  /// ``Continuity/largestPresenterJump(in:)`` measures the recession's steps against it.
  package var recessionSpan: Double
  /// The presenting screen's recession as the UIKit adapter shows it: the sheet's
  /// (``SheetFrame/presenterRecession``), but through a rotation, where it animates with the
  /// rotation toward the recession of where the sheet is going (``LabPresenter``). The lab's
  /// checks and drawings read this one; ``Continuity`` measures the sheet's.
  package var presenter: PresenterRecession
  /// How the sheet recedes behind the scenario's stacked sheet (``StackedSheetRecession``;
  /// for a persistent sheet, the screen's recession it takes part in); ``StackedSheetRecession/none``
  /// with one sheet.
  package var stacked: StackedSheetRecession = .none

  /// Creates a frame.
  package init(
    sheet: SheetFrame, containerSize: Size, safeArea: Insets, keyboardOverlap: Double,
    contentHeight: Double, contentOffset: Double?, finger: Point?, fingerTravel: Double = 0,
    navigation: NavigationFrame?, surfaceMorph: SheetSurfaceMorph? = nil,
    displayCornerRadius: Double = 0, recessionSpan: Double = PresenterRecession.minimumSpan,
    presenter: PresenterRecession? = nil
  ) {
    self.sheet = sheet
    self.containerSize = containerSize
    self.safeArea = safeArea
    self.keyboardOverlap = keyboardOverlap
    self.contentHeight = contentHeight
    self.contentOffset = contentOffset
    self.finger = finger
    self.fingerTravel = fingerTravel
    self.navigation = navigation
    self.surfaceMorph = surfaceMorph
    self.displayCornerRadius = displayCornerRadius
    self.recessionSpan = recessionSpan
    self.presenter = presenter ?? sheet.presenterRecession
  }

  /// The span of `range` as ``recessionSpan`` counts it, in points.
  static func span(of range: ClosedRange<Double>) -> Double {
    max(range.upperBound - range.lowerBound, PresenterRecession.minimumSpan)
  }
}
