#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules

  /// Content that drives the sheet's height itself, frame by frame (a navigation stack whose
  /// pushes and pops blend the screens' heights). While one is attached, the host ignores the
  /// content's `preferredContentSize`.
  @MainActor
  protocol SheetContentDriving: AnyObject {
    /// Whether the content needs display-link frames (a transition runs).
    var needsFrames: Bool { get }
    /// Whether a finger drives the content's own transition (an interactive pop), during which
    /// the sheet's drag may not start.
    var isFollowingFinger: Bool { get }
    /// The content's height model, when it is a navigation stack: its top screen names the
    /// scroll view the handoff follows (`ScrollViewTracking`).
    var navigation: NavigationSizing? { get }
    /// Reads again the scroll view the content's top screen names (its view may have loaded or
    /// changed since).
    func refreshNamedScrollViews()
    /// Takes over the content height of `driver`'s sheet.
    func attach(to driver: SheetDriver)
    /// The sheet is gone: end what `driver` was driving and give back what ``attach(to:)``
    /// took over.
    func detach(from driver: SheetDriver)
    /// Feeds the content height for `time` to `engine`. Must not call back into the driver.
    func drive(_ engine: inout SheetEngine, at time: Double)
    /// The sheet was drawn for the driver's latest time; update views and finish transitions.
    func sheetDriverDidRender(_ driver: SheetDriver)
  }
#endif
