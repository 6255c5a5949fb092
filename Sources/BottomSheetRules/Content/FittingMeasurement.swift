import BottomSheetCore

/// Turns measurements of a content's height into the height a `.fitting` sheet uses, the way
/// SwiftUI's own sizing treats a finite proposal: content that takes whatever height it is
/// offered (a `List`, a `ScrollView`, `.frame(maxHeight: .infinity)`) wants all the room, so it
/// gets the largest height the sheet may take; everything else gets its own height.
///
/// The wrapper measures twice at the sheet's width, offering a finite height and then twice
/// that. Content whose height follows the offer, fills it, or reports no usable height is
/// flexible.
///
/// ```swift
/// FittingMeasurement.preferredHeight(measured: 320, offered: 844, measuredWithDouble: 320)  // 320
/// FittingMeasurement.preferredHeight(measured: 844, offered: 844, measuredWithDouble: 1688)  // 844
/// ```
package enum FittingMeasurement {
  /// How much a measurement may differ and still count as the same height, in points: half a
  /// point, below a pixel on a 2× screen, so rounding in the content's layout is not taken for
  /// flexibility.
  package static let tolerance: Double = 0.5

  /// The height for `.fitting`, in points: `measured`, or `offered` for flexible content (the
  /// sheet clamps it to its largest extent). Always finite and at least 0.
  ///
  /// - Parameters:
  ///   - measured: The content's height when offered `offered`.
  ///   - offered: The height offered (the container's height); +infinity counts as
  ///     ``LayoutContext/maximumLength``, NaN as 0.
  ///   - measuredWithDouble: The content's height when offered twice as much.
  package static func preferredHeight(
    measured: Double, offered: Double, measuredWithDouble: Double
  ) -> Double {
    let room = offered.isNaN ? 0 : min(max(offered, 0), LayoutContext.maximumLength)
    let flexible =
      !measured.isFinite || measured <= 0 || measured >= room - tolerance
      || !measuredWithDouble.isFinite || abs(measuredWithDouble - measured) > tolerance
    return flexible ? room : measured
  }

  /// The content height for `.fitting`, in points, from measurements that include a bottom
  /// inset the wrapper gave the content itself: ``preferredHeight(measured:offered:measuredWithDouble:)``
  /// less `includedBottomInset`, never below 0.
  ///
  /// A `.fitting` detent adds the bottom safe area to the content's height
  /// (``LayoutContext/safeAreaInsets``), so the height handed to the layout must not contain it:
  /// the sheet is then the content plus the bottom safe area exactly once.
  ///
  /// ```swift
  /// // Content 320 pt tall, measured with the home indicator's 34 pt inset below it.
  /// FittingMeasurement.preferredHeight(
  ///   measured: 354, offered: 844, measuredWithDouble: 354, includedBottomInset: 34)  // 320
  /// ```
  ///
  /// - Parameters:
  ///   - measured: The content's height when offered `offered`, inset included.
  ///   - offered: The height offered (the container's height).
  ///   - measuredWithDouble: The content's height when offered twice as much, inset included.
  ///   - includedBottomInset: The bottom inset the content was laid out with and measured
  ///     with, in points; negative or NaN counts as 0.
  package static func preferredHeight(
    measured: Double, offered: Double, measuredWithDouble: Double, includedBottomInset: Double
  ) -> Double {
    let height = preferredHeight(
      measured: measured, offered: offered, measuredWithDouble: measuredWithDouble)
    let inset = includedBottomInset.isNaN ? 0 : min(max(includedBottomInset, 0), height)
    return height - inset
  }
}
