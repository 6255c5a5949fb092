/// Decides when a wrapper measures its content again for `.fitting`: only when the content or
/// the width changed since the last measurement, never at a layout pass that only resized the
/// sheet (a new detent, a grab, coming to rest).
///
/// Measuring is costly (``FittingMeasurement`` needs two measurements), and a content's
/// fitting height depends only on the content and the width it is laid out at. The wrapper
/// counts its content changes (a new root view, a size change the content reported) in a
/// revision and asks at every layout pass.
///
/// ```swift
/// var remeasurement = FittingRemeasurement()
/// remeasurement.needsMeasurement(width: 390, contentRevision: 0)  // true: never measured
/// remeasurement.needsMeasurement(width: 390, contentRevision: 0)  // false: nothing changed
/// remeasurement.needsMeasurement(width: 390, contentRevision: 1)  // true: new content
/// ```
public struct FittingRemeasurement: Sendable, Hashable {
  /// The width last measured at, in points; nil before the first measurement.
  private var measuredWidth: Double?
  /// The content revision last measured; nil before the first measurement.
  private var measuredRevision: Int?

  /// Creates a decision that has measured nothing yet.
  public init() {}

  /// Whether to measure now, at `width` points with the content at `contentRevision`; when it
  /// answers true it takes the measurement as made. A width that is not positive and finite
  /// has nothing to measure: false, and nothing is recorded.
  public mutating func needsMeasurement(width: Double, contentRevision: Int) -> Bool {
    guard width.isFinite, width > 0 else { return false }
    guard measuredWidth != width || measuredRevision != contentRevision else { return false }
    measuredWidth = width
    measuredRevision = contentRevision
    return true
  }
}
