/// How wide a card placement (``SheetPlacement/leading(_:)``, ``SheetPlacement/trailing(_:)``)
/// is, and how far it floats from the container's edges, in points.
///
/// The width is a fraction of the container's width held between a minimum and a maximum
/// (a fixed width is a fraction of 0 with equal bounds, ``points(_:horizontalMargin:bottomMargin:)``),
/// the way UIKit sizes a split view's primary column (`preferredPrimaryColumnWidthFraction`
/// within `minimumPrimaryColumnWidth`…`maximumPrimaryColumnWidth`). It never grows past the
/// container's safe width less both horizontal margins.
///
/// ```swift
/// // A 40 % card, 320…375 pt wide, 10 pt from the leading safe edge and 10 pt above the bottom one.
/// let maps = SheetCardSize.default
/// // A 360 pt card with 16 pt margins.
/// let fixed = SheetCardSize.points(360, horizontalMargin: 16, bottomMargin: 16)
/// ```
///
/// Bad values never crash or reach a frame: a non-finite or negative length counts as 0 (a
/// maximum of +∞ as no maximum), a fraction is clamped to 0…1, and a minimum above the maximum
/// wins over it.
public struct SheetCardSize: Sendable, Hashable, Codable {
  /// The default width fraction: 0.4 of the container, the example UIKit's documentation gives
  /// for `preferredPrimaryColumnWidthFraction`. Apple publishes no width for Maps' card; this is
  /// the package's choice.
  @usableFromInline package static let defaultFraction: Double = 0.4
  /// The default smallest width, in points: 320 pt, the width UIKit's split view gives its
  /// primary column by default (its `maximumPrimaryColumnWidth` in automatic mode), so a list
  /// designed for a sidebar fits.
  @usableFromInline package static let defaultMinimumWidth: Double = 320
  /// The default largest width, in points: 375 pt, the width of a standard iPhone in portrait,
  /// so content designed for a phone keeps its line length. The package's choice.
  @usableFromInline package static let defaultMaximumWidth: Double = 375
  /// The default gap between the card and the container's leading or trailing safe edge, in
  /// points. Apple publishes no margin for a floating card; 10 pt matches the gap the package
  /// keeps above a sheet at its largest detent (``LayoutContext/defaultTopGap``), so the card
  /// is inset evenly on every side.
  @usableFromInline package static let defaultHorizontalMargin: Double = 10
  /// The default gap between the card's bottom edge and the container's bottom safe edge, in
  /// points: 10 pt, the same choice as `defaultHorizontalMargin`.
  @usableFromInline package static let defaultBottomMargin: Double = 10

  /// The card's preferred width as a fraction of the container's width, 0…1.
  public var fraction: Double
  /// The smallest width the fraction may give, in points.
  public var minimumWidth: Double
  /// The largest width the fraction may give, in points.
  public var maximumWidth: Double
  /// The gap between the card and the container's leading or trailing safe edge (the edge the
  /// card sits at), in points.
  public var horizontalMargin: Double
  /// The gap between the card's bottom edge at rest and the container's bottom safe edge (or
  /// the keyboard's top edge, when the keyboard lifts the sheet), in points.
  public var bottomMargin: Double

  /// A card `fraction` of the container wide, held within `minimumWidth…maximumWidth`.
  public init(
    fraction: Double = SheetCardSize.defaultFraction,
    minimumWidth: Double = SheetCardSize.defaultMinimumWidth,
    maximumWidth: Double = SheetCardSize.defaultMaximumWidth,
    horizontalMargin: Double = SheetCardSize.defaultHorizontalMargin,
    bottomMargin: Double = SheetCardSize.defaultBottomMargin
  ) {
    self.fraction = fraction
    self.minimumWidth = minimumWidth
    self.maximumWidth = maximumWidth
    self.horizontalMargin = horizontalMargin
    self.bottomMargin = bottomMargin
  }

  /// A card of a fixed `width`, in points.
  public static func points(
    _ width: Double,
    horizontalMargin: Double = SheetCardSize.defaultHorizontalMargin,
    bottomMargin: Double = SheetCardSize.defaultBottomMargin
  ) -> SheetCardSize {
    SheetCardSize(
      fraction: 0, minimumWidth: width, maximumWidth: width, horizontalMargin: horizontalMargin,
      bottomMargin: bottomMargin)
  }

  /// A card `fraction` of the container wide, held within `minimum…maximum` points.
  public static func fraction(
    _ fraction: Double, minimum: Double = 0, maximum: Double = .infinity,
    horizontalMargin: Double = SheetCardSize.defaultHorizontalMargin,
    bottomMargin: Double = SheetCardSize.defaultBottomMargin
  ) -> SheetCardSize {
    SheetCardSize(
      fraction: fraction, minimumWidth: minimum, maximumWidth: maximum,
      horizontalMargin: horizontalMargin, bottomMargin: bottomMargin)
  }

  /// Maps on iPad: 40 % of the container, 320…375 pt wide, 10 pt margins (every value a
  /// documented default above).
  public static let `default` = SheetCardSize()

  /// The card's width in a container `containerWidth` points wide whose safe area leaves
  /// `safeWidth` points, in points: the fraction of the container, within the bounds, never
  /// wider than the safe width less both margins nor narrower than 0.
  package func width(containerWidth: Double, safeWidth: Double) -> Double {
    let share = SheetCardSize.unit(fraction) * SheetCardSize.length(containerWidth)
    let lower = SheetCardSize.length(minimumWidth)
    let upper = maximumWidth == .infinity ? share : SheetCardSize.length(maximumWidth)
    let wanted = max(min(share, upper), lower)
    let room = max(0, SheetCardSize.length(safeWidth) - 2 * margin)
    return min(wanted, room)
  }

  /// ``horizontalMargin`` made a usable length, in points.
  package var margin: Double { SheetCardSize.length(horizontalMargin) }
  /// ``bottomMargin`` made a usable length, in points.
  package var floatingGap: Double { SheetCardSize.length(bottomMargin) }

  /// A finite length in 0…``LayoutContext/maximumLength`` (NaN and −∞ give 0, +∞ the maximum).
  static func length(_ value: Double) -> Double {
    var ignored = InputCorrections()
    return Sanitize.length(value, infinityFallback: LayoutContext.maximumLength, &ignored)
  }

  /// A fraction clamped to 0…1 (NaN gives 0).
  static func unit(_ value: Double) -> Double {
    Sanitize.clamp(value, 0, 1)
  }
}
