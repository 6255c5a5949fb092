import BottomSheetCore

/// How often a sheet's content was laid out on a device, derived from the frames the engine
/// drew: the measurement behind "laid out once, then moved".
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
/// probe.onLayout = { budget.recordLayoutPass(width: w, height: h) }   // the view's bounds
/// probe.onSafeAreaChange = { budget.recordSafeAreaChange() }
/// sheet.selectDetent(.large, animated: true)                // … wait until it rests
/// budget.figure   // "2 layout passes and 1 safe-area changes over 2 change frames, …"
/// ```
///
/// **What it judges.** The core's promise: no motion flagged
/// ``SheetFrameChanges/layoutHeight`` or ``SheetFrameChanges/contentInset`` more than
/// ``changesPerMotion`` times. And the adapter's: the content was laid out at a new size no more
/// often than the frames changed the layout height, plus once per transition (a presentation
/// may size the content once before its first frame). UIKit may lay the content out again at the
/// same size for its own reasons (a trait, the safe area), which costs little and is not the
/// sheet's doing, so those passes do not count; a renderer that resized the content while the
/// sheet moves would give it a new size on every frame and fail. It passes when at least one
/// frame was recorded and both hold, and skips without a frame.
///
/// **What it reports.** The content's layout passes and safe-area changes, with the change
/// frames and transitions they came with, are printed on every run and bounded by nothing yet.
/// The bounds this type once held (3 passes and 2 safe-area changes per change frame, 2 more per
/// transition) were reasoned from UIKit's documentation, never measured, and on iOS 26 trait and
/// safe-area passes may well exceed them with nothing wrong. Bounds come back from the counts
/// the first runs on CI print, for each device and Xcode in the workflow's matrix, with the run
/// they came from named beside them.
///
/// A motion runs from the first frame that leaves a rest (or turns from one moving phase into
/// another) to the frame that rests; a frame flagged at rest after a rest is a motion of its
/// own. Drive one programmatic change at a time and wait for the rest.
@_spi(SelfCheck) public struct DeviceCheckLayoutBudget: DeviceCheckMeasuring, Hashable {
  /// How many changes of the layout height, and of the inset, one motion may flag: 1.
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
  /// How many recorded frames flagged ``SheetFrameChanges/layoutHeight``.
  @_spi(SelfCheck) public private(set) var layoutHeightChanges = 0
  /// The content's layout passes counted.
  @_spi(SelfCheck) public private(set) var layoutPasses = 0
  /// How many layout passes found the content at another size than the pass before (the
  /// first pass only gives the size to compare with).
  @_spi(SelfCheck) public private(set) var contentSizeChanges = 0
  /// The content's size at the last pass, width then height; empty before the first.
  private var lastContentSize: [Double] = []
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
    if frame.changes.contains(.layoutHeight) {
      motionLayoutHeightChanges += 1
      layoutHeightChanges += 1
    }
    if frame.changes.contains(.contentInset) { motionInsetChanges += 1 }
    if !frame.changes.isDisjoint(with: [.layoutHeight, .contentInset]) { changeFrames += 1 }
    layoutHeightChangesPerMotion = max(layoutHeightChangesPerMotion, motionLayoutHeightChanges)
    insetChangesPerMotion = max(insetChangesPerMotion, motionInsetChanges)
  }

  /// Counts one layout pass of the content (`viewDidLayoutSubviews`), at its view's size then.
  @_spi(SelfCheck) public mutating func recordLayoutPass(width: Double, height: Double) {
    layoutPasses += 1
    if !lastContentSize.isEmpty, lastContentSize != [width, height] { contentSizeChanges += 1 }
    lastContentSize = [width, height]
  }

  /// How often the content may get a new size: once per layout-height change and transition.
  @_spi(SelfCheck) public var allowedContentSizeChanges: Int { layoutHeightChanges + transitions }

  /// Counts one change of the content's safe area (`viewSafeAreaInsetsDidChange`).
  @_spi(SelfCheck) public mutating func recordSafeAreaChange() {
    safeAreaChanges += 1
  }

  /// `.pass` when frames were recorded, no motion changed the layout height or the inset more
  /// than ``changesPerMotion`` times and the content got a new size at most
  /// ``allowedContentSizeChanges`` times; `.skip` when no frame was recorded (the sheet never
  /// drew, so there is nothing to hold the counts to). The passes and safe-area changes are not
  /// judged.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard frames > 0 else { return .skip }
    return DeviceCheckVerdict(
      passes: layoutHeightChangesPerMotion <= Self.changesPerMotion
        && insetChangesPerMotion <= Self.changesPerMotion
        && contentSizeChanges <= allowedContentSizeChanges)
  }

  /// `layout height changed at most 1× per motion, inset at most 1× (allowed 1), 50 frames;
  /// content resized 2× (allowed 2); reported, not judged: 2 layout passes and 1 safe-area
  /// changes over 2 change frames and 0 transitions`.
  @_spi(SelfCheck) public var figure: String {
    "layout height changed at most \(layoutHeightChangesPerMotion)× per motion, "
      + "inset at most \(insetChangesPerMotion)× (allowed \(Self.changesPerMotion)), "
      + "\(frames) frames; content resized \(contentSizeChanges)× "
      + "(allowed \(allowedContentSizeChanges)); reported, not judged: \(layoutPasses) layout passes and "
      + "\(safeAreaChanges) safe-area changes over \(changeFrames) change frames and "
      + "\(transitions) transitions"
  }

  private static func isMoving(_ phase: SheetPhase) -> Bool {
    switch phase {
    case .presenting, .settling, .dismissing, .dragging: return true
    case .hidden, .resting: return false
    }
  }
}
