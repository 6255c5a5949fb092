/// A height at which the sheet can rest.
///
/// Detents resolve to *extents* (the sheet's visible height above its base line, in points)
/// against a `SheetLayout`. Every detent has an ``Identifier`` that stays stable across
/// layout changes, so the engine can keep the sheet "at `.fitting`" while the content resizes
/// or the device rotates.
///
/// ```swift
/// let detents: [Detent] = [.fitting, .fraction(0.5), .large]
/// ```
public struct Detent: Sendable {
  /// The detent's stable name.
  public let identifier: Identifier
  /// What VoiceOver calls the detent, in the user's language (the app localizes it), or nil
  /// for the built-in name of ``fitting``, ``medium``, ``large`` and ``collapsed`` and a
  /// generic ordinal name ("Size 2 of 3") for any other detent; see
  /// `SheetEngine.spokenName(of:)`. An identifier is never spoken.
  public let accessibilityName: String?
  package let kind: Kind

  init(identifier: Identifier, kind: Kind, accessibilityName: String? = nil) {
    self.identifier = identifier
    self.kind = kind
    self.accessibilityName = accessibilityName
  }

  package enum Kind: Sendable {
    case fitting
    case fraction(Double)
    case height(Double)
    case large
    case custom(@Sendable (DetentResolutionContext) -> Double)
  }

  /// The content's preferred height (``LayoutContext/preferredContentHeight``: in UIKit its
  /// `preferredContentSize.height`, else its Auto Layout height; after the content grows,
  /// `invalidateDetents()` measures it again), plus the bottom allowance (the visible bottom safe-area
  /// inset, and a floating card's bottom margin: `SheetLayout.bottomAllowance`) and the
  /// grabber strip when the grabber sits above the content; capped at the largest extent.
  public static let fitting = Detent(identifier: .fitting, kind: .fitting)

  /// The largest extent: container height − top safe-area inset − top gap (− keyboard lift).
  public static let large = Detent(identifier: .large, kind: .large)

  /// Half of the largest extent, like UIKit's `.medium()` detent.
  public static let medium = Detent(identifier: .medium, kind: .fraction(0.5))

  /// The share of the room above the bottom safe area that ``collapsed`` shows: 15 %.
  package static let collapsedShare: Double = 0.15

  /// A persistent sheet's lowest resting place: `collapsedShare` of the room above the bottom
  /// safe area, measured from that inset, so a tab bar or toolbar (which the container's bottom
  /// safe area includes) never covers it. `BottomSheetContainerViewController`'s default.
  ///
  /// On an 844 pt iPhone in a tab bar controller (bottom inset 83 pt) it shows 106 pt above the
  /// tab bar, where `.fraction(0.15)` would show 35 pt.
  public static let collapsed = Detent(
    identifier: .collapsed,
    kind: .custom({ context in Detent.collapsedShare * context.maximumDetentValue }))

  /// A fraction (0…1) of the largest extent. Values outside 0…1 are clamped.
  ///
  /// - Parameters:
  ///   - fraction: The share of the largest extent.
  ///   - identifier: A name; by default one derived from the fraction, e.g. `"fraction(0.25)"`.
  ///   - accessibilityName: What VoiceOver calls it, localized (``accessibilityName``).
  public static func fraction(
    _ fraction: Double, identifier: Identifier? = nil, accessibilityName: String? = nil
  ) -> Detent {
    Detent(
      identifier: identifier ?? Identifier("fraction(\(fraction))"), kind: .fraction(fraction),
      accessibilityName: accessibilityName)
  }

  /// A fixed content height in points, above the visible bottom safe area (as UIKit's custom
  /// detents measure) and a floating card's bottom margin (`SheetLayout.bottomAllowance`),
  /// capped at the largest extent.
  ///
  /// - Parameters:
  ///   - height: The content height, in points.
  ///   - identifier: A name; by default one derived from the height, e.g. `"height(200.0)"`.
  ///   - accessibilityName: What VoiceOver calls it, localized (``accessibilityName``).
  public static func height(
    _ height: Double, identifier: Identifier? = nil, accessibilityName: String? = nil
  ) -> Detent {
    Detent(
      identifier: identifier ?? Identifier("height(\(height))"), kind: .height(height),
      accessibilityName: accessibilityName)
  }

  /// A detent computed by `resolver` from the current layout.
  ///
  /// Like UIKit's custom detents, the resolver returns a *content* height in points that
  /// excludes the visible bottom safe area (and a floating card's bottom margin,
  /// `SheetLayout.bottomAllowance`); the result is clamped to the largest extent.
  ///
  /// ```swift
  /// .custom(id: "peek", accessibilityName: NSLocalizedString("Peek", comment: "A detent")) {
  ///   context in min(120, context.maximumDetentValue)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The detent's stable name (never spoken).
  ///   - accessibilityName: What VoiceOver calls it, localized (``accessibilityName``); without
  ///     one VoiceOver says a generic ordinal name such as "Size 1 of 3".
  ///   - resolver: The content height in points for a layout.
  public static func custom(
    id: Identifier, accessibilityName: String? = nil,
    resolver: @escaping @Sendable (DetentResolutionContext) -> Double
  ) -> Detent {
    Detent(identifier: id, kind: .custom(resolver), accessibilityName: accessibilityName)
  }

  /// The extent of this detent in `layout`, in points, clamped to `0...layout.maximumExtent`.
  package func extent(in layout: SheetLayout) -> Double {
    var ignored = InputCorrections()
    return extent(in: layout, &ignored)
  }

  /// The extent in `layout`, recording any clamping in `corrections`.
  func extent(in layout: SheetLayout, _ corrections: inout InputCorrections) -> Double {
    let maximum = layout.maximumExtent
    let inset = layout.bottomAllowance
    let raw: Double
    switch kind {
    case .fitting:
      raw =
        layout.context.preferredContentHeight + inset + layout.context.grabberHeight
    case .fraction(let fraction):
      var value = fraction
      if value.isNaN {
        corrections.insert(.nonFiniteValue)
        value = 0
      } else if value < 0 || value > 1 {
        corrections.insert(.fractionOutOfRange)
        value = min(max(value, 0), 1)
      }
      raw = value * maximum
    case .height(let height):
      raw = Sanitize.length(height, infinityFallback: maximum, &corrections) + inset
    case .large:
      raw = maximum
    case .custom(let resolver):
      let context = DetentResolutionContext(
        layout: layout, maximumDetentValue: max(0, maximum - inset))
      raw =
        Sanitize.length(resolver(context), infinityFallback: maximum, &corrections) + inset
    }
    return min(max(raw, 0), maximum)
  }
}

// MARK: - Equality

extension Detent: Hashable {
  /// Whether both detents have the same identifier. A sheet tells its detents apart by their
  /// identifiers alone, so to it two detents with one identifier are the same resting place;
  /// a SwiftUI selection of detents (a `Picker`'s tag, a `Binding<Detent>`) compares them so.
  public static func == (lhs: Detent, rhs: Detent) -> Bool {
    lhs.identifier == rhs.identifier
  }

  /// Hashes the identifier, as ``==(_:_:)`` compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}
