import BottomSheetCore

/// Whether a floating sheet slid in from below the screen on a device, as the system's floating
/// sheet does: while it was presented below its lowest detent, the surface the device drew (its
/// view's rect in the window) had its bottom edge below the screen's and the height it has at
/// rest, instead of growing out of a line above the screen's edge.
///
/// ```swift
/// var slide = DeviceCheckSurfaceSlide(screenHeight: 844)
/// // On each frame while presenting: the drawn surface and how far below .medium the sheet was.
/// slide.record(surfaceBottom: 1_020, surfaceHeight: 385.5, belowLowestDetentBy: 176)
/// slide.restingHeight = 385.5   // measured once the sheet rests at .medium
/// slide.figure   // "1 frames below the lowest detent: bottom edge 176.0 … 176.0 pt below …"
/// ```
///
/// Only frames more than ``DeviceCheckReference/floatingInset`` below the lowest detent count:
/// closer to it the surface's bottom edge is still on screen (it rests that far above the
/// screen's edge). It passes when every counted frame's bottom edge lies more than ``tolerance``
/// below the screen's and its height is within ``tolerance`` of ``restingHeight``; with no frame
/// counted or no resting height it measured nothing and skips.
@_spi(SelfCheck) public struct DeviceCheckSurfaceSlide: DeviceCheckMeasuring, Hashable {
  /// How far a drawn edge may be off, in points: half a point (one pixel on a 2× display).
  @_spi(SelfCheck) public static let tolerance: Double = 0.5

  /// One frame drawn below the lowest detent.
  @_spi(SelfCheck) public struct Sample: Sendable, Hashable {
    /// How far the surface's bottom edge lay below the screen's, in points (negative above).
    @_spi(SelfCheck) public var bottomBelowScreen: Double
    /// The surface's height, in points.
    @_spi(SelfCheck) public var height: Double
  }

  /// The screen's height (the window's), in points.
  @_spi(SelfCheck) public var screenHeight: Double
  /// The surface's height with the sheet at rest at its lowest detent, in points; nil until
  /// measured (the check skips without it).
  @_spi(SelfCheck) public var restingHeight: Double?
  /// The frames that counted, in the order recorded.
  @_spi(SelfCheck) public private(set) var samples: [Sample] = []

  /// An empty record for a screen `screenHeight` points tall.
  @_spi(SelfCheck) public init(screenHeight: Double) {
    self.screenHeight = screenHeight
  }

  /// Records a drawn frame: the surface's bottom edge (y in the window) and height, with the
  /// sheet `depth` points below its lowest detent. Frames no more than the floating inset
  /// below it, and bad numbers, are not counted.
  @_spi(SelfCheck) public mutating func record(
    surfaceBottom: Double, surfaceHeight: Double, belowLowestDetentBy depth: Double
  ) {
    guard depth > DeviceCheckReference.floatingInset, surfaceBottom.isFinite, surfaceHeight.isFinite
    else { return }
    samples.append(Sample(bottomBelowScreen: surfaceBottom - screenHeight, height: surfaceHeight))
  }

  /// `.pass` when frames were counted, each with its bottom edge below the screen and the
  /// resting height; `.skip` when no frame counted or the resting height is unknown.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard let restingHeight, !samples.isEmpty else { return .skip }
    let tolerance = DeviceCheckSurfaceSlide.tolerance
    return DeviceCheckVerdict(
      passes: samples.allSatisfy {
        $0.bottomBelowScreen > tolerance && abs($0.height - restingHeight) <= tolerance
      })
  }

  /// `3 frames below the lowest detent: bottom edge 12.0 … 250.0 pt below the screen, height
  /// 385.5 … 385.5 pt (at rest 385.5 pt)`.
  @_spi(SelfCheck) public var figure: String {
    guard let lowest = samples.map(\.bottomBelowScreen).min(),
      let highest = samples.map(\.bottomBelowScreen).max(),
      let shortest = samples.map(\.height).min(), let tallest = samples.map(\.height).max()
    else { return "no frame below the lowest detent measured" }
    let rest = restingHeight.map(DeviceCheckFigures.points) ?? "not measured"
    return "\(samples.count) frames below the lowest detent: bottom edge "
      + "\(DeviceCheckFigures.number(lowest)) … \(DeviceCheckFigures.points(highest)) below the "
      + "screen, height \(DeviceCheckFigures.number(shortest)) … "
      + "\(DeviceCheckFigures.points(tallest)) (at rest \(rest))"
  }
}
