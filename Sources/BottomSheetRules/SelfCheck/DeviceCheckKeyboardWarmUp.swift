import BottomSheetCore

/// The software keyboard raised once before a self-check's plan runs, and what it showed: the
/// first keyboard of a freshly booted simulator takes seconds to come and changes its frame
/// more than once (the keys, then the predictive bar, a first-use tip), none of it the sheet's
/// doing. The warm-up waits for that here, once, so the keyboard rows meet a keyboard that has
/// settled, and tells the run whether there is a software keyboard at all.
///
/// ```swift
/// var warmUp = DeviceCheckKeyboardWarmUp()
/// warmUp.recordFocus(field.becomeFirstResponder())
/// // on every keyboardWillShow / keyboardWillChangeFrame, with seconds since the warm-up began:
/// warmUp.recordKeyboard(top: 538, height: 336, at: 1.2)
/// // each frame: stop once `warmUp.isDone(at: seconds)`
/// warmUp.line   // "keyboard warm-up: 336.0 pt visible after 1.2 s, 2 notifications, 1 frame changes, …"
/// ```
///
/// It is done once a keyboard of real height (``DeviceCheckKeyboard/minimumVisibleHeight``) has
/// kept its frame for ``quietPeriod``, or at ``deadline``. Without a keyboard of real height by
/// then (a hardware keyboard connected, a minimised keyboard: the machine's doing), the rows
/// that need one are expected to skip (``expectedSkips(of:keyboardRequired:)``): their SKIP is
/// printed, but it does not turn the run red, unless the run was launched with
/// ``requiredArgument`` (as CI is, whose simulator is set up to show the software keyboard):
/// then a missing keyboard leaves the keyboard rows unexpected skips, and the run fails, since a
/// green run that never raised a keyboard proves nothing about it.
@_spi(SelfCheck) public struct DeviceCheckKeyboardWarmUp: Sendable, Hashable {
  /// How long the warm-up waits for a keyboard of real height and its last frame change, in
  /// seconds: 20. Source: chosen here, four times the 5 s the keyboard rows allow a keyboard
  /// that has been up once (a fresh simulator's first keyboard has been seen to take several
  /// seconds).
  @_spi(SelfCheck) public static let deadline: Double = 20
  /// How long a keyboard of real height must keep its frame for the warm-up to end, in seconds:
  /// 1. Source: chosen here, above the predictive bar's delay after the keys (a few tenths).
  @_spi(SelfCheck) public static let quietPeriod: Double = 1

  /// Whether the warm-up's field took focus (nil before it was asked).
  @_spi(SelfCheck) public private(set) var focused: Bool?
  /// How many keyboard notifications (will show, will change frame) came.
  @_spi(SelfCheck) public private(set) var notifications = 0
  /// How many of them changed the keyboard's visible frame
  /// (``DeviceCheckSettles/keyboardFrameTolerance``).
  @_spi(SelfCheck) public private(set) var frameChanges = 0
  /// The last visible height announced, in points (nil before one).
  @_spi(SelfCheck) public private(set) var visibleHeight: Double?
  /// When a keyboard of real height first showed, in seconds since the warm-up began.
  @_spi(SelfCheck) public private(set) var realKeyboardAt: Double?
  /// When the visible frame last changed, in seconds since the warm-up began.
  @_spi(SelfCheck) public private(set) var lastChangeAt: Double?
  private var top: Double?

  /// Nothing seen yet.
  @_spi(SelfCheck) public init() {}

  /// Records whether the warm-up's field became first responder.
  @_spi(SelfCheck) public mutating func recordFocus(_ took: Bool) {
    focused = took
  }

  /// Records a keyboard notification `seconds` after the warm-up began: the visible part of its
  /// end frame in the window, its top edge and height in points. Bad numbers count as a
  /// notification and nothing else.
  @_spi(SelfCheck) public mutating func recordKeyboard(
    top: Double, height: Double, at seconds: Double
  ) {
    notifications += 1
    guard top.isFinite, height.isFinite, seconds.isFinite else { return }
    let tolerance = DeviceCheckSettles.keyboardFrameTolerance
    if let lastTop = self.top, let lastHeight = visibleHeight, abs(lastTop - top) <= tolerance,
      abs(lastHeight - height) <= tolerance
    {
      return
    }
    self.top = top
    visibleHeight = height
    frameChanges += 1
    lastChangeAt = seconds
    if realKeyboardAt == nil, height >= DeviceCheckKeyboard.minimumVisibleHeight {
      realKeyboardAt = seconds
    }
  }

  /// Whether the last frame announced is a keyboard of real height.
  @_spi(SelfCheck) public var hasRealKeyboard: Bool {
    (visibleHeight ?? 0) >= DeviceCheckKeyboard.minimumVisibleHeight
  }

  /// Whether the warm-up may end `seconds` after it began: a keyboard of real height has kept
  /// its frame for ``quietPeriod``, the field did not take focus, or ``deadline`` has passed.
  @_spi(SelfCheck) public func isDone(at seconds: Double) -> Bool {
    if focused == false || !(seconds < Self.deadline) { return true }
    guard hasRealKeyboard, let lastChangeAt else { return false }
    return seconds - lastChangeAt >= Self.quietPeriod
  }

  /// The launch argument that says the device must show a software keyboard: its absence is
  /// no excuse for the keyboard rows.
  @_spi(SelfCheck) public static let requiredArgument = "--require-keyboard"

  /// Whether `arguments` (the process's, the executable first) hold ``requiredArgument``.
  @_spi(SelfCheck) public static func isKeyboardRequired(in arguments: [String]) -> Bool {
    arguments.dropFirst().contains(requiredArgument)
  }

  /// Of `rows`, those allowed to skip on this device: all of them when no keyboard of real
  /// height showed (nothing the sheet does brings one) and none is `keyboardRequired`, none
  /// otherwise.
  @_spi(SelfCheck) public func expectedSkips(of rows: [String], keyboardRequired: Bool)
    -> Set<String>
  {
    hasRealKeyboard || keyboardRequired ? [] : Set(rows)
  }

  /// `keyboard warm-up: 336.0 pt visible after 1.2 s, 3 notifications, 2 frame changes, the
  /// last at 1.6 s`, or why there is no keyboard of real height.
  @_spi(SelfCheck) public var line: String {
    let counts = "\(notifications) notifications, \(frameChanges) frame changes"
    guard focused != false else {
      return
        "keyboard warm-up: the field did not take focus (\(counts)); the keyboard rows may skip"
    }
    guard hasRealKeyboard, let visibleHeight, let realKeyboardAt else {
      let seen = visibleHeight.map { ", last \(DeviceCheckFigures.points($0)) visible" } ?? ""
      return "keyboard warm-up: no software keyboard of real height (at least "
        + "\(DeviceCheckFigures.points(DeviceCheckKeyboard.minimumVisibleHeight))) within "
        + "\(DeviceCheckFigures.number(Self.deadline)) s (\(counts)\(seen)); the keyboard rows "
        + "may skip"
    }
    let last = lastChangeAt.map { ", the last at \(DeviceCheckFigures.number($0)) s" } ?? ""
    return "keyboard warm-up: \(DeviceCheckFigures.points(visibleHeight)) visible after "
      + "\(DeviceCheckFigures.number(realKeyboardAt)) s, \(counts)\(last)"
  }
}
