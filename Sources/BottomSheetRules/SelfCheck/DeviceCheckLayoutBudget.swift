import BottomSheetCore

/// How often a sheet's content may be laid out on a device, derived from the frames the engine
/// drew: the bound behind "laid out once, then moved".
///
/// The engine changes the content's layout height and bottom inset only at events, and then at
/// most once per motion (``SheetFrame/changes``: a move to a higher detent resizes as it starts,
/// a move to a lower one as it comes to rest). A probe view controller inside the sheet counts
/// its layout passes (`viewDidLayoutSubviews`) and safe-area changes
/// (`viewSafeAreaInsetsDidChange`); the sheet's frames come from `callbacks.didMove`:
///
/// ```swift
/// var budget = DeviceCheckLayoutBudget(transitions: 0)
/// callbacks.didMove = { frame in budget.record(frame) }     // every drawn frame
/// probe.onLayout = { budget.recordLayoutPass() }
/// probe.onSafeAreaChange = { budget.recordSafeAreaChange() }
/// sheet.selectDetent(.large, animated: true)                // … wait until it rests
/// budget.figure   // "2 layout passes (allowed 0...3 = 1 change frames × 3 + 0 transitions × 2), …"
/// ```
///
/// It passes when at least one frame was recorded and
/// - no motion flagged ``SheetFrameChanges/layoutHeight`` or
///   ``SheetFrameChanges/contentInset`` more than once;
/// - the layout passes are at most ``passesPerChange`` per frame that flagged either, plus
///   ``transitionAllowance`` per presentation or dismissal in the window;
/// - the safe-area changes are at most ``safeAreaChangesPerChange`` per such frame, plus the
///   same allowance.
///
/// A motion runs from the first frame that leaves a rest (or turns from one moving phase into
/// another) to the frame that rests; a frame flagged at rest after a rest is a motion of its
/// own. Drive one programmatic change at a time and wait for the rest.
@_spi(SelfCheck) public struct DeviceCheckLayoutBudget: DeviceCheckMeasuring, Hashable {
  // Each bound is what the core promises plus what UIKit documents, not a measurement: the raw
  // counts are printed on every run (``figure``), so a device that needs less, or more, shows.

  /// Layout passes allowed per frame that changes the layout height or the inset: 3.
  ///
  /// - 1: the resize itself. The core changes the layout height only on such a frame
  ///   (``SheetFrame/changes``); UIKit lays a view out once per update cycle after its bounds
  ///   change (`setNeedsLayout()` only notes the request and waits for the next update cycle,
  ///   so several requests in one cycle make one pass).
  /// - 1: the safe area UIKit re-derives for the moved and resized content in the next layout
  ///   pass (`viewSafeAreaInsetsDidChange()` runs in a layout pass and asks for another).
  /// - 1: the sheet's answer through `additionalSafeAreaInsets`, whose change UIKit applies in a
  ///   layout pass; ``ContentInsetShare`` settles in at most these two safe-area steps.
  @_spi(SelfCheck) public static let passesPerChange = 3
  /// Safe-area changes allowed per frame that changes the layout height or the inset: 2, the
  /// last two steps above (UIKit's re-derived inset, then the sheet's `additionalSafeAreaInsets`
  /// answer, which ``ContentInsetShare`` promises settles there).
  @_spi(SelfCheck) public static let safeAreaChangesPerChange = 2
  /// Layout passes and safe-area changes allowed per presentation or dismissal, besides the
  /// sheet's own changes: 2. UIKit lays a view out and derives its safe area as it joins a window
  /// (`viewWillLayoutSubviews`/`viewDidLayoutSubviews` around the first appearance), and the sheet
  /// gives back its inset share when it lets the content go.
  @_spi(SelfCheck) public static let transitionAllowance = 2
  /// How many changes of the layout height, and of the inset, one motion may flag.
  @_spi(SelfCheck) public static let changesPerMotion = 1

  /// How many presentations and dismissals the measured window covers.
  @_spi(SelfCheck) public var transitions: Int
  /// How many of the sheet's drawn frames were recorded.
  @_spi(SelfCheck) public private(set) var frames = 0
  /// How many of them flagged ``SheetFrameChanges/layoutHeight`` or
  /// ``SheetFrameChanges/contentInset``.
  @_spi(SelfCheck) public private(set) var changeFrames = 0
  /// The most ``SheetFrameChanges/layoutHeight`` flags in one motion.
  @_spi(SelfCheck) public private(set) var layoutHeightChangesPerMotion = 0
  /// The most ``SheetFrameChanges/contentInset`` flags in one motion.
  @_spi(SelfCheck) public private(set) var insetChangesPerMotion = 0
  /// The content's layout passes counted.
  @_spi(SelfCheck) public private(set) var layoutPasses = 0
  /// The content's safe-area changes counted.
  @_spi(SelfCheck) public private(set) var safeAreaChanges = 0

  private var previousPhase: SheetPhase?
  private var motionLayoutHeightChanges = 0
  private var motionInsetChanges = 0

  /// An empty budget for a window that covers `transitions` presentations and dismissals.
  @_spi(SelfCheck) public init(transitions: Int = 0) {
    self.transitions = max(transitions, 0)
  }

  /// Records a frame the sheet drew (`callbacks.didMove` or the delegate's
  /// `bottomSheet(_:didMoveTo:)`).
  @_spi(SelfCheck) public mutating func record(_ frame: SheetFrame) {
    frames += 1
    let moving = Self.isMoving(frame.phase)
    let wasMoving = previousPhase.map(Self.isMoving) ?? false
    let startsMotion =
      previousPhase == nil || (moving && (!wasMoving || previousPhase != frame.phase))
      || (!moving && !wasMoving)
    if startsMotion {
      motionLayoutHeightChanges = 0
      motionInsetChanges = 0
    }
    previousPhase = frame.phase
    if frame.changes.contains(.layoutHeight) { motionLayoutHeightChanges += 1 }
    if frame.changes.contains(.contentInset) { motionInsetChanges += 1 }
    if !frame.changes.isDisjoint(with: [.layoutHeight, .contentInset]) { changeFrames += 1 }
    layoutHeightChangesPerMotion = max(layoutHeightChangesPerMotion, motionLayoutHeightChanges)
    insetChangesPerMotion = max(insetChangesPerMotion, motionInsetChanges)
  }

  /// Counts one layout pass of the content (`viewDidLayoutSubviews`).
  @_spi(SelfCheck) public mutating func recordLayoutPass() {
    layoutPasses += 1
  }

  /// Counts one change of the content's safe area (`viewSafeAreaInsetsDidChange`).
  @_spi(SelfCheck) public mutating func recordSafeAreaChange() {
    safeAreaChanges += 1
  }

  /// The most layout passes that pass.
  @_spi(SelfCheck) public var maximumLayoutPasses: Int {
    changeFrames * Self.passesPerChange + transitions * Self.transitionAllowance
  }

  /// The most safe-area changes that pass.
  @_spi(SelfCheck) public var maximumSafeAreaChanges: Int {
    changeFrames * Self.safeAreaChangesPerChange + transitions * Self.transitionAllowance
  }

  /// `.pass` when frames were recorded and every count is within its bound; `.skip` when no
  /// frame was recorded (the sheet never drew, so there is nothing to hold the counts to).
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard frames > 0 else { return .skip }
    return DeviceCheckVerdict(
      passes: layoutHeightChangesPerMotion <= Self.changesPerMotion
        && insetChangesPerMotion <= Self.changesPerMotion && layoutPasses <= maximumLayoutPasses
        && safeAreaChanges <= maximumSafeAreaChanges)
  }

  /// `2 layout passes (allowed 0...3 = 1 change frames × 3 + 0 transitions × 2), 1 safe-area
  /// changes (allowed 0...2 = 1 × 2 + 0 × 2), layout height changed at most 1× per motion, inset
  /// at most 0× (allowed 1), 50 frames`: the raw counts and how each bound was derived.
  @_spi(SelfCheck) public var figure: String {
    "\(layoutPasses) layout passes (allowed 0...\(maximumLayoutPasses) = \(changeFrames) change "
      + "frames × \(Self.passesPerChange) + \(transitions) transitions × \(Self.transitionAllowance)), "
      + "\(safeAreaChanges) safe-area changes (allowed 0...\(maximumSafeAreaChanges) = "
      + "\(changeFrames) × \(Self.safeAreaChangesPerChange) + \(transitions) × "
      + "\(Self.transitionAllowance)), "
      + "layout height changed at most \(layoutHeightChangesPerMotion)× per motion, "
      + "inset at most \(insetChangesPerMotion)× (allowed \(Self.changesPerMotion)), "
      + "\(frames) frames"
  }

  private static func isMoving(_ phase: SheetPhase) -> Bool {
    switch phase {
    case .presenting, .settling, .dismissing, .dragging: return true
    case .hidden, .resting: return false
    }
  }
}
