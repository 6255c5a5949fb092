import BottomSheetCore

/// Whether a floating sheet slid in from below the screen on a device, as the system's floating
/// sheet does: while it was presented below its lowest detent, the surface the device drew (its
/// view's rect in the window) was the resting card moved down — its bottom edge as far below the
/// screen's as the sheet was below the detent, less the floating inset it rests at — and kept
/// its resting height, instead of growing out of a line above the screen's edge.
///
/// ```swift
/// var slide = DeviceCheckSurfaceSlide(screenHeight: 844)
/// // On each frame while presenting: the drawn surface and how far below .medium the sheet was.
/// slide.record(surfaceBottom: 1_012, surfaceHeight: 385.5, belowLowestDetentBy: 176)
/// slide.restingHeight = 385.5   // measured once the sheet rests at .medium
/// slide.figure   // "1 frames more than 8.5 pt below the lowest detent: bottom edge 168.0 … …"
/// ```
///
/// **Which frames count.** A rigid card `depth` points below its lowest detent has its bottom
/// edge `depth − floatingInset` below the screen's (it rests ``DeviceCheckReference/floatingInset``
/// above it). Only frames where that edge is more than ``tolerance`` below the screen count
/// (``decidableDepth``: depth > 8.5 pt): there "below the screen" is decided by the drawing, not
/// by a pixel's rounding. A frame 8…8.5 pt below the detent has a perfect card's edge within half
/// a point of the screen's, and a rule that asked it to be more than half a point below failed a
/// correct sheet on about one run in seven at 60 Hz (one in four at 120 Hz, wherever the present
/// spring's frames happened to fall).
///
/// It passes when every counted frame's bottom edge lies within ``tolerance`` of
/// `depth − floatingInset` below the screen (so more than 0 pt below it) and its height within
/// ``tolerance`` of ``restingHeight``; with no frame counted or no resting height it measured
/// nothing and skips.
@_spi(SelfCheck) public struct DeviceCheckSurfaceSlide: DeviceCheckMeasuring, Hashable {
  /// How far a drawn edge may be off, in points: half a point (one pixel on a 2× display).
  @_spi(SelfCheck) public static let tolerance: Double = 0.5
  /// The least depth below the lowest detent, in points, at which a frame counts: the floating
  /// inset plus ``tolerance`` (8.5 pt), the depth from which a rigid card's bottom edge lies
  /// more than ``tolerance`` below the screen's.
  @_spi(SelfCheck) public static let decidableDepth =
    DeviceCheckReference.floatingInset + tolerance

  /// One frame drawn far enough below the lowest detent to count.
  @_spi(SelfCheck) public struct Sample: Sendable, Hashable {
    /// How far the surface's bottom edge lay below the screen's, in points (negative above).
    @_spi(SelfCheck) public var bottomBelowScreen: Double
    /// The surface's height, in points.
    @_spi(SelfCheck) public var height: Double
    /// How far below its lowest detent the sheet was, in points.
    @_spi(SelfCheck) public var depth: Double

    /// Where a rigid card's bottom edge lies at this depth: ``depth`` less the floating inset
    /// below the screen's edge, in points.
    @_spi(SelfCheck) public var expectedBottomBelowScreen: Double {
      depth - DeviceCheckReference.floatingInset
    }
  }

  /// The screen's height (the window's), in points.
  @_spi(SelfCheck) public var screenHeight: Double
  /// The surface's height with the sheet at rest at its lowest detent, in points; nil until
  /// measured (the check skips without it).
  @_spi(SelfCheck) public var restingHeight: Double?
  /// The frames that counted, in the order recorded.
  @_spi(SelfCheck) public private(set) var samples: [Sample] = []
  /// How many frames were recorded but not counted: no more than ``decidableDepth`` below the
  /// lowest detent, or bad numbers.
  @_spi(SelfCheck) public private(set) var undecidable = 0

  /// An empty record for a screen `screenHeight` points tall.
  @_spi(SelfCheck) public init(screenHeight: Double) {
    self.screenHeight = screenHeight
  }

  /// Records a drawn frame: the surface's bottom edge (y in the window) and height, with the
  /// sheet `depth` points below its lowest detent. Frames no more than ``decidableDepth`` below
  /// it, and bad numbers, are not counted.
  @_spi(SelfCheck) public mutating func record(
    surfaceBottom: Double, surfaceHeight: Double, belowLowestDetentBy depth: Double
  ) {
    guard depth.isFinite, depth > Self.decidableDepth, surfaceBottom.isFinite,
      surfaceHeight.isFinite
    else {
      undecidable += 1
      return
    }
    samples.append(
      Sample(bottomBelowScreen: surfaceBottom - screenHeight, height: surfaceHeight, depth: depth))
  }

  /// The largest distance between a counted frame's bottom edge and a rigid card's at its depth,
  /// in points (0 without frames).
  @_spi(SelfCheck) public var largestEdgeError: Double {
    samples.map { abs($0.bottomBelowScreen - $0.expectedBottomBelowScreen) }.max() ?? 0
  }

  /// `.pass` when frames were counted, each the resting card moved down by its depth; `.skip`
  /// when no frame counted or the resting height is unknown.
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard let restingHeight, restingHeight.isFinite, !samples.isEmpty else { return .skip }
    let tolerance = DeviceCheckSurfaceSlide.tolerance
    return DeviceCheckVerdict(
      passes: largestEdgeError <= tolerance
        && samples.allSatisfy { abs($0.height - restingHeight) <= tolerance })
  }

  /// `3 frames more than 8.5 pt below the lowest detent (2 closer not counted): bottom edge 2.0
  /// … 292.0 pt below the screen, at most 0.0 pt from depth − 8.0 (tolerance 0.5), height 385.5 …
  /// 385.5 pt (at rest 385.5 pt)`.
  @_spi(SelfCheck) public var figure: String {
    let counted =
      "more than \(DeviceCheckFigures.points(Self.decidableDepth)) below the lowest detent"
      + (undecidable > 0 ? " (\(undecidable) closer or unreadable, not counted)" : "")
    guard let lowest = samples.map(\.bottomBelowScreen).min(),
      let highest = samples.map(\.bottomBelowScreen).max(),
      let shortest = samples.map(\.height).min(), let tallest = samples.map(\.height).max()
    else { return "no frame \(counted)" }
    let rest = restingHeight.map(DeviceCheckFigures.points) ?? "not measured"
    return "\(samples.count) frames \(counted): bottom edge "
      + "\(DeviceCheckFigures.number(lowest)) … \(DeviceCheckFigures.points(highest)) below the "
      + "screen, at most \(DeviceCheckFigures.points(largestEdgeError)) from depth − "
      + "\(DeviceCheckFigures.number(DeviceCheckReference.floatingInset)) (tolerance "
      + "\(DeviceCheckFigures.number(Self.tolerance))), height "
      + "\(DeviceCheckFigures.number(shortest)) … "
      + "\(DeviceCheckFigures.points(tallest)) (at rest \(rest))"
  }
}
