import BottomSheetCore

/// How many times a sheet came to rest on a device, counted from the frames it drew, against
/// the number the package promises: a field that takes the keyboard ends above it after one
/// settle, not after a second correction.
///
/// ```swift
/// var settles = DeviceCheckSettles(allowed: 1...1)
/// callbacks.didMove = { frame in settles.record(frame.phase) }
/// keyboard.onFrame = { visible in settles.recordKeyboardFrame(top: visible.minY, height: visible.height) }
/// field.becomeFirstResponder()   // … wait until the sheet rests on the keyboard
/// settles.figure   // "1 settles after the last of 2 keyboard frame changes (allowed 1...1; 2 in all)"
/// ```
///
/// A settle is a frame at rest after a frame in a moving phase (presenting, settling,
/// dragging).
///
/// **The keyboard's own changes.** A keyboard may change its frame more than once for one
/// focus: the predictive bar comes a moment after the keys, a first-use tip or the software
/// keyboard replacing a hardware keyboard's bar. Each change moves a sheet that rides on it, so
/// each may end in a settle of its own; only a second settle after the *same* keyboard frame
/// is the sheet's correction. So the count starts again at every change of the keyboard's
/// visible frame (``recordKeyboardFrame(top:height:)``), and the bound applies to the settles
/// after the last one. A sheet still moving when the keyboard changes again settles once,
/// after it, and that settle counts.
@_spi(SelfCheck) public struct DeviceCheckSettles: DeviceCheckMeasuring, Hashable {
  /// How far, in points, a keyboard frame's top edge or height may differ from the last one and
  /// still be the same frame: half a point (UIKit announces a frame again with nothing changed,
  /// as `keyboardWillShow` and `keyboardWillChangeFrame` for one change).
  @_spi(SelfCheck) public static let keyboardFrameTolerance = 0.5

  /// The numbers of settles that pass.
  @_spi(SelfCheck) public var allowed: ClosedRange<Int>
  /// How many settles were counted after the last keyboard frame change (all of them when no
  /// keyboard frame was recorded).
  @_spi(SelfCheck) public private(set) var count = 0
  /// How many settles were counted in all.
  @_spi(SelfCheck) public private(set) var total = 0
  /// How many times the keyboard's visible frame changed.
  @_spi(SelfCheck) public private(set) var keyboardFrameChanges = 0
  private var wasMoving = false
  private var keyboardTop: Double?
  private var keyboardHeight: Double?

  /// Counts settles from now on; passes with a count within `allowed`.
  @_spi(SelfCheck) public init(allowed: ClosedRange<Int>) {
    self.allowed = allowed
  }

  /// Records the phase of a frame the sheet drew.
  @_spi(SelfCheck) public mutating func record(_ phase: SheetPhase) {
    switch phase {
    case .presenting, .settling, .dragging:
      wasMoving = true
    case .resting:
      if wasMoving {
        count += 1
        total += 1
      }
      wasMoving = false
    case .hidden, .dismissing:
      wasMoving = false
    }
  }

  /// Records a keyboard frame announced now: its visible part's top edge and height in the
  /// window, in points. A frame that differs from the last one by more than
  /// ``keyboardFrameTolerance`` is a change, and the count starts again; bad numbers are
  /// ignored.
  @_spi(SelfCheck) public mutating func recordKeyboardFrame(top: Double, height: Double) {
    guard top.isFinite, height.isFinite else { return }
    if let keyboardTop, let keyboardHeight,
      abs(keyboardTop - top) <= Self.keyboardFrameTolerance,
      abs(keyboardHeight - height) <= Self.keyboardFrameTolerance
    {
      return
    }
    keyboardTop = top
    keyboardHeight = height
    keyboardFrameChanges += 1
    count = 0
  }

  /// Whether ``count`` is within ``allowed``.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    DeviceCheckVerdict(passes: allowed.contains(count))
  }

  /// `1 settles (allowed 1...1)`, or with keyboard frames `1 settles after the last of 2
  /// keyboard frame changes (allowed 1...1; 2 in all)`.
  @_spi(SelfCheck) public var figure: String {
    let bound = DeviceCheckFigures.bound(allowed)
    guard keyboardFrameChanges > 0 else { return "\(count) settles (allowed \(bound))" }
    return "\(count) settles after the last of \(keyboardFrameChanges) keyboard frame changes "
      + "(allowed \(bound); \(total) in all)"
  }
}
