import BottomSheetCore

/// Whether a software keyboard of real height appeared on a device, and where a field that took
/// it ended: the measurement behind "the field ends above the keyboard".
///
/// On a simulator the keyboard a field raises depends on the machine, not on the sheet: with a
/// hardware keyboard connected, or with the keyboard minimised, iOS shows only a bar (the
/// suggestions and shortcuts, well under 100 pt) or nothing, and "the field is above the
/// keyboard" then holds for any sheet. So the check measures only against a keyboard at least
/// ``minimumVisibleHeight`` tall, and says how tall it was:
///
/// ```swift
/// var keyboard = DeviceCheckKeyboard()
/// keyboard.record(visibleHeight: 336, top: 540, fieldBottom: 512)
/// keyboard.figure   // "keyboard 336.0 pt visible; field bottom 512.0 pt (allowed at most 540.0)"
/// ```
///
/// It skips when no keyboard appeared or only a bar of it did (the claim was not tested), and
/// otherwise passes when the field's bottom edge is at or above the keyboard's top edge.
@_spi(SelfCheck) public struct DeviceCheckKeyboard: DeviceCheckMeasuring, Hashable {
  /// The least visible height, in points, that counts as a software keyboard: above the bar
  /// iOS shows alone when a hardware keyboard is connected or the keyboard is minimised (the
  /// suggestion or shortcut bar, 44–75 pt), below the shortest iPhone keyboard (the landscape
  /// one, about 160 pt without its suggestion bar).
  @_spi(SelfCheck) public static let minimumVisibleHeight: Double = 120

  /// The keyboard's height inside the window, in points (nil until a keyboard appeared).
  @_spi(SelfCheck) public private(set) var visibleHeight: Double?
  /// The keyboard's top edge in the window, in points.
  @_spi(SelfCheck) public private(set) var top: Double = .nan
  /// The field's bottom edge in the window, in points.
  @_spi(SelfCheck) public private(set) var fieldBottom: Double = .nan

  /// No keyboard yet.
  @_spi(SelfCheck) public init() {}

  /// Records the keyboard the field raised: how much of it lies inside the window (its end
  /// frame intersected with the window: a minimised keyboard reports a full-height frame mostly
  /// below the screen), its top edge and the field's bottom edge, in the window's points.
  @_spi(SelfCheck) public mutating func record(
    visibleHeight: Double, top: Double, fieldBottom: Double
  ) {
    self.visibleHeight = visibleHeight
    self.top = top
    self.fieldBottom = fieldBottom
  }

  /// Whether a keyboard of real height was seen.
  @_spi(SelfCheck) public var hasRealKeyboard: Bool {
    guard let height = visibleHeight, height.isFinite else { return false }
    return height >= Self.minimumVisibleHeight
  }

  /// `.skip` without a keyboard of real height; else `.pass` when the field ends above it.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard hasRealKeyboard else { return .skip }
    return DeviceCheckMeasurement(measured: fieldBottom, atMost: top).verdict
  }

  /// `keyboard 336.0 pt visible; field bottom 512.0 pt (allowed at most 540.0)`.
  @_spi(SelfCheck) public var figure: String {
    guard let height = visibleHeight else {
      return "no keyboard appeared (a connected hardware keyboard shows none)"
    }
    let seen = "keyboard \(DeviceCheckFigures.points(height)) visible"
    guard hasRealKeyboard else {
      return seen + ", under \(DeviceCheckFigures.points(Self.minimumVisibleHeight)): "
        + "only its bar (minimised, or a hardware keyboard connected)"
    }
    return seen + "; field bottom "
      + DeviceCheckMeasurement(measured: fieldBottom, atMost: top).figure
  }
}
