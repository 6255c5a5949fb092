import BottomSheetCore

/// The sizes a sheet's content was laid out at on a device, from its first layout pass on,
/// against the promise "never laid out at zero size": a content view laid out at zero width or
/// height (before the sheet gave it its frame) breaks its constraints and runs its layout code
/// for a size nobody sees.
///
/// ```swift
/// var sizes = DeviceCheckLayoutSizes()
/// // in the content's viewDidLayoutSubviews:
/// sizes.record(width: view.bounds.width, height: view.bounds.height)
/// sizes.figure   // "3 layout passes, the first at 402.0 × 274.0 pt, none at zero width or height"
/// ```
///
/// It passes when at least one pass was recorded and every one, the first included, had a
/// width and a height above zero; it fails on any other; it skips without a pass (the content
/// was never laid out, so the promise was not tested).
@_spi(SelfCheck) public struct DeviceCheckLayoutSizes: DeviceCheckMeasuring, Hashable {
  /// How many layout passes were recorded.
  @_spi(SelfCheck) public private(set) var count = 0
  /// The first pass's width, in points (nil before one).
  @_spi(SelfCheck) public private(set) var firstWidth: Double?
  /// The first pass's height, in points (nil before one).
  @_spi(SelfCheck) public private(set) var firstHeight: Double?
  /// How many passes had a width or a height of zero or less, or not a number.
  @_spi(SelfCheck) public private(set) var emptyPasses = 0

  /// No pass yet.
  @_spi(SelfCheck) public init() {}

  /// Records one layout pass at `width` × `height` points.
  @_spi(SelfCheck) public mutating func record(width: Double, height: Double) {
    count += 1
    if firstWidth == nil {
      firstWidth = width
      firstHeight = height
    }
    if !(width > 0 && height > 0 && width.isFinite && height.isFinite) { emptyPasses += 1 }
  }

  /// `.pass` when every pass had a size, `.fail` when one did not, `.skip` without a pass.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    count == 0 ? .skip : DeviceCheckVerdict(passes: emptyPasses == 0)
  }

  /// `3 layout passes, the first at 402.0 × 274.0 pt, none at zero width or height`.
  @_spi(SelfCheck) public var figure: String {
    guard let firstWidth, let firstHeight else { return "no layout pass" }
    let empty = emptyPasses == 0 ? "none" : "\(emptyPasses)"
    return "\(count) layout passes, the first at \(DeviceCheckFigures.number(firstWidth)) × "
      + "\(DeviceCheckFigures.points(firstHeight)), \(empty) at zero width or height"
  }
}
