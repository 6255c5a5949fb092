/// A ``SheetConfiguration`` as a recording keeps it: every setting that moves the sheet.
///
/// Two parts of a configuration are code and are not written down: a custom detent's resolver
/// (the recording keeps its answers, see ``RecordedDetent``) and ``SheetConfiguration/shouldDismiss``
/// (the recording keeps its answer with each input that asked it, see ``RecordedStep``).
public struct RecordedConfiguration: Sendable, Hashable, Codable {
  /// ``SheetConfiguration/detents``.
  public var detents: [RecordedDetent]
  /// ``SheetConfiguration/initialDetent``.
  public var initialDetent: Detent.Identifier?
  /// ``SheetConfiguration/isPersistent``.
  public var isPersistent: Bool
  /// ``SheetConfiguration/dimming``.
  public var dimming: Dimming
  /// ``SheetConfiguration/presentSpring``.
  public var presentSpring: Spring
  /// ``SheetConfiguration/settleSpring``.
  public var settleSpring: Spring
  /// ``SheetConfiguration/dismissSpring``.
  public var dismissSpring: Spring
  /// ``SheetConfiguration/keyboardSpring-swift.property``.
  public var keyboardSpring: Spring
  /// ``SheetConfiguration/snapPolicy``.
  public var snapPolicy: SnapPolicy
  /// ``SheetConfiguration/decelerationRate``.
  public var decelerationRate: DecelerationRate
  /// ``SheetConfiguration/keyboard``.
  public var keyboard: KeyboardBehavior
  /// ``SheetConfiguration/keyboardScope``.
  public var keyboardScope: KeyboardScope
  /// ``SheetConfiguration/detentNames``, keyed by the identifiers' raw values (so JSON writes
  /// an object).
  public var detentNames: [String: String]
  /// ``SheetConfiguration/reduceMotion``.
  public var reduceMotion: Bool
  /// ``SheetConfiguration/rubberBandCoefficient``.
  public var rubberBandCoefficient: Double
  /// ``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge``.
  public var prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// ``SheetConfiguration/surfaceStyle``; nil in recordings made before it existed (attached).
  public var surfaceStyle: SheetSurfaceStyle?
  /// ``SheetConfiguration/attachedCornerRadius``; nil in recordings made before it existed
  /// (the default).
  public var attachedCornerRadius: Double?
  /// ``SheetConfiguration/recedesPresenter``; nil (a recording made before it existed) means
  /// true, the default.
  public var recedesPresenter: Bool?
  /// ``SheetConfiguration/placement``; nil (in a recording made before placements existed)
  /// reads as ``SheetPlacement/automatic``.
  public var placement: SheetPlacement?

  /// Describes `configuration`.
  public init(_ configuration: SheetConfiguration) {
    detents = configuration.detents.map(RecordedDetent.init)
    initialDetent = configuration.initialDetent
    isPersistent = configuration.isPersistent
    dimming = configuration.dimming
    presentSpring = configuration.presentSpring
    settleSpring = configuration.settleSpring
    dismissSpring = configuration.dismissSpring
    keyboardSpring = configuration.keyboardSpring
    snapPolicy = configuration.snapPolicy
    decelerationRate = configuration.decelerationRate
    keyboard = configuration.keyboard
    keyboardScope = configuration.keyboardScope
    detentNames = [:]
    for (identifier, name) in configuration.detentNames { detentNames[identifier.rawValue] = name }
    reduceMotion = configuration.reduceMotion
    rubberBandCoefficient = configuration.rubberBandCoefficient
    prefersScrollingExpandsWhenScrolledToEdge =
      configuration.prefersScrollingExpandsWhenScrolledToEdge
    surfaceStyle = configuration.surfaceStyle
    attachedCornerRadius = configuration.attachedCornerRadius
    recedesPresenter = configuration.recedesPresenter
    placement = configuration.placement
  }

  /// The configuration again, without a `shouldDismiss` veto (a replay hands the engine each
  /// recorded answer instead) and without printing corrections. It is the recording's
  /// configuration number `number` (0 for the first), and its custom detents answer from the
  /// `values` recorded for it.
  public func sheetConfiguration(number: Int, answering values: [RecordedDetentValue])
    -> SheetConfiguration
  {
    SheetConfiguration(
      detents: detents.enumerated().map { index, detent in
        detent.detent(at: index, ofConfiguration: number, answering: values)
      },
      initialDetent: initialDetent,
      isPersistent: isPersistent,
      dimming: dimming,
      presentSpring: presentSpring,
      settleSpring: settleSpring,
      dismissSpring: dismissSpring,
      keyboardSpring: keyboardSpring,
      snapPolicy: snapPolicy,
      decelerationRate: decelerationRate,
      keyboard: keyboard,
      keyboardScope: keyboardScope,
      detentNames: Dictionary(
        uniqueKeysWithValues: detentNames.map { (Detent.Identifier($0.key), $0.value) }),
      reduceMotion: reduceMotion,
      rubberBandCoefficient: rubberBandCoefficient,
      prefersScrollingExpandsWhenScrolledToEdge: prefersScrollingExpandsWhenScrolledToEdge,
      printsCorrectionsInDebug: false,
      surfaceStyle: surfaceStyle ?? .attached,
      attachedCornerRadius: attachedCornerRadius ?? SheetSurface.attachedCornerRadius,
      recedesPresenter: recedesPresenter ?? true,
      placement: placement ?? .automatic)
  }
}
