import BottomSheetCore

/// Decides when a wrapper measures its content again for `.fitting`: only when the content or
/// the width changed since the last measurement, never at a layout pass that only resized the
/// sheet (a new detent, a grab, coming to rest).
///
/// Measuring is costly (``FittingMeasurement`` needs two measurements), and a content's
/// fitting height depends only on the content and the width it is laid out at. The wrapper
/// reports a change of the content (``contentChanged()``: its laid-out size changed, a new
/// bottom inset, a new preferred size), this type keeps the content's revision, and the wrapper
/// asks at every layout pass (``needsMeasurement(width:)``).
///
/// ```swift
/// var remeasurement = FittingRemeasurement()
/// remeasurement.needsMeasurement(width: 390, contentRevision: 0)  // true: never measured
/// remeasurement.needsMeasurement(width: 390, contentRevision: 0)  // false: nothing changed
/// remeasurement.needsMeasurement(width: 390, contentRevision: 1)  // true: new content
/// ```
package struct FittingRemeasurement: Sendable, Hashable {
  /// The width last measured at, in points; nil before the first measurement.
  private var measuredWidth: Double?
  /// The content revision last measured; nil before the first measurement.
  private var measuredRevision: Int?
  /// How many content changes were reported.
  package private(set) var contentRevision = 0

  /// Creates a decision that has measured nothing yet.
  package init() {}

  /// The content was replaced or reported a change (its laid-out size, a new bottom inset).
  package mutating func contentChanged() {
    contentRevision += 1
  }

  /// Whether to measure now, at `width` points, with the content at ``contentRevision``.
  package mutating func needsMeasurement(width: Double) -> Bool {
    needsMeasurement(width: width, contentRevision: contentRevision)
  }

  /// Whether to measure now for a sheet resting at `detents`, at `width` points: never when no
  /// detent reads the content's height (``readsContentHeight(_:)``), and then nothing is
  /// recorded, so the first detent that does read it is measured for at once; otherwise as
  /// ``needsMeasurement(width:)``.
  package mutating func needsMeasurement(width: Double, detents: [Detent]) -> Bool {
    guard Self.readsContentHeight(detents) else { return false }
    return needsMeasurement(width: width)
  }

  /// Whether any of `detents` resolves from the content's height: `.fitting`, and an app's
  /// custom detent (its resolver may read `layout.context.preferredContentHeight`). A sheet
  /// with only `.fraction`, `.height`, `.medium`, `.large` or `.collapsed` detents never needs a
  /// measurement.
  package static func readsContentHeight(_ detents: [Detent]) -> Bool {
    detents.contains { detent in
      switch detent.kind {
      case .fitting: return true
      // The built-in `.collapsed` is a share of the room, not of the content.
      case .custom: return detent.identifier != .collapsed
      case .fraction, .height, .large: return false
      }
    }
  }

  /// Whether to measure now, at `width` points with the content at `contentRevision`; when it
  /// answers true it takes the measurement as made. A width that is not positive and finite
  /// has nothing to measure: false, and nothing is recorded.
  package mutating func needsMeasurement(width: Double, contentRevision: Int) -> Bool {
    guard width.isFinite, width > 0 else { return false }
    guard measuredWidth != width || measuredRevision != contentRevision else { return false }
    measuredWidth = width
    measuredRevision = contentRevision
    return true
  }
}
