/// How the view behind the sheet darkens with the sheet's extent.
///
/// The alpha is 0 at or below ``largestUndimmedDetent`` (0 when hidden if there is none), and
/// rises linearly to ``maximumAlpha`` at the next larger detent, staying there above it. Below
/// the largest undimmed detent touches pass through to the background, so a Maps-style sheet
/// leaves the map usable while collapsed.
public struct Dimming: Sendable, Hashable, Codable {
  /// The default dimming when fully dimmed: black at 40 % opacity. UIKit documents no value for
  /// its sheets' dimming view; 40 % is chosen to match how the system sheet looks.
  @usableFromInline package static let systemMaximumAlpha: Double = 0.4

  /// The alpha when fully dimmed, 0…1.
  public var maximumAlpha: Double
  /// The largest detent at which the background stays undimmed and interactive; nil dims from
  /// the smallest detent up (a modal sheet).
  public var largestUndimmedDetent: Detent.Identifier?

  /// Creates a dimming rule.
  public init(
    maximumAlpha: Double = Dimming.systemMaximumAlpha,
    largestUndimmedDetent: Detent.Identifier? = nil
  ) {
    self.maximumAlpha = maximumAlpha
    self.largestUndimmedDetent = largestUndimmedDetent
  }

  /// A modal sheet's dimming: full at the smallest detent.
  public static let modal = Dimming()
  /// No dimming at all; the background always receives touches outside the sheet.
  public static let clear = Dimming(maximumAlpha: 0)
}
