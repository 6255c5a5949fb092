/// A ``SheetConfiguration`` as a recording keeps it: every setting that moves the sheet.
///
/// Two parts of a configuration are code and are not written down: a custom detent's resolver
/// (the recording keeps its answers, see ``RecordedDetent``) and ``SheetConfiguration/shouldDismiss``
/// (the recording keeps its answer with each input that asked it, see ``RecordedStep``).
package struct RecordedConfiguration: Sendable, Hashable, Codable {
  /// ``SheetConfiguration/detents``.
  package var detents: [RecordedDetent]
  /// ``SheetConfiguration/initialDetent``.
  package var initialDetent: Detent.Identifier?
  /// ``SheetConfiguration/isPersistent``.
  package var isPersistent: Bool
  /// ``SheetConfiguration/dimming``.
  package var dimming: Dimming
  /// ``SheetConfiguration/presentSpring``.
  package var presentSpring: SheetSpring
  /// ``SheetConfiguration/settleSpring``.
  package var settleSpring: SheetSpring
  /// ``SheetConfiguration/dismissSpring``.
  package var dismissSpring: SheetSpring
  /// ``SheetConfiguration/keyboardSpring-swift.property``.
  package var keyboardSpring: SheetSpring
  /// ``SheetConfiguration/snapPolicy``.
  package var snapPolicy: SnapPolicy
  /// ``SheetConfiguration/decelerationRate``.
  package var decelerationRate: DecelerationRate
  /// ``SheetConfiguration/keyboard``.
  package var keyboard: KeyboardBehavior
  /// ``SheetConfiguration/keyboardScope``.
  package var keyboardScope: KeyboardScope
  /// ``SheetConfiguration/detentNames``, keyed by the identifiers' raw values (so JSON writes
  /// an object).
  package var detentNames: [String: String]
  /// ``SheetConfiguration/reduceMotion``.
  package var reduceMotion: Bool
  /// ``SheetConfiguration/rubberBandCoefficient``.
  package var rubberBandCoefficient: Double
  /// ``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge``.
  package var prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// ``SheetConfiguration/surfaceStyle``; nil in recordings made before it existed (attached).
  package var surfaceStyle: SheetSurfaceStyle?
  /// ``SheetConfiguration/attachedCornerRadius``; nil in recordings made before it existed
  /// (the default).
  package var attachedCornerRadius: Double?
  /// ``SheetConfiguration/recedesPresenter``; nil (a recording made before it existed) means
  /// true, the default.
  package var recedesPresenter: Bool?
  /// ``SheetConfiguration/placement``; nil (in a recording made before placements existed)
  /// reads as ``SheetPlacement/automatic``.
  package var placement: SheetPlacement?

  /// Describes `configuration`.
  package init(_ configuration: SheetConfiguration) {
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
  package func sheetConfiguration(number: Int, answering values: [RecordedDetentValue])
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

// MARK: - Codable

extension RecordedConfiguration {
  private enum CodingKeys: String, CodingKey {
    case detents, initialDetent, isPersistent, dimming, presentSpring, settleSpring, dismissSpring
    case keyboardSpring, snapPolicy, decelerationRate, keyboard, keyboardScope, detentNames
    case reduceMotion, rubberBandCoefficient, prefersScrollingExpandsWhenScrolledToEdge
    case surfaceStyle, attachedCornerRadius, recedesPresenter, placement
  }

  /// Reads every setting, in the order they are declared (a reader that refuses unknown fields
  /// lists them in that order); the optional ones may be absent.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    detents = try container.decode([RecordedDetent].self, forKey: .detents)
    initialDetent = try container.decodeIfPresent(Detent.Identifier.self, forKey: .initialDetent)
    isPersistent = try container.decode(Bool.self, forKey: .isPersistent)
    dimming = try container.decode(Dimming.self, forKey: .dimming)
    presentSpring = try container.decode(recorded: SheetSpring.self, forKey: .presentSpring)
    settleSpring = try container.decode(recorded: SheetSpring.self, forKey: .settleSpring)
    dismissSpring = try container.decode(recorded: SheetSpring.self, forKey: .dismissSpring)
    keyboardSpring = try container.decode(recorded: SheetSpring.self, forKey: .keyboardSpring)
    snapPolicy = try container.decode(recorded: SnapPolicy.self, forKey: .snapPolicy)
    decelerationRate = try container.decode(DecelerationRate.self, forKey: .decelerationRate)
    keyboard = try container.decode(recorded: KeyboardBehavior.self, forKey: .keyboard)
    keyboardScope = try container.decode(recorded: KeyboardScope.self, forKey: .keyboardScope)
    detentNames = try container.decode([String: String].self, forKey: .detentNames)
    reduceMotion = try container.decode(Bool.self, forKey: .reduceMotion)
    rubberBandCoefficient = try container.decode(Double.self, forKey: .rubberBandCoefficient)
    prefersScrollingExpandsWhenScrolledToEdge = try container.decode(
      Bool.self, forKey: .prefersScrollingExpandsWhenScrolledToEdge)
    surfaceStyle = try container.decodeIfPresent(
      recorded: SheetSurfaceStyle.self, forKey: .surfaceStyle)
    attachedCornerRadius = try container.decodeIfPresent(
      Double.self, forKey: .attachedCornerRadius)
    recedesPresenter = try container.decodeIfPresent(Bool.self, forKey: .recedesPresenter)
    placement = try container.decodeIfPresent(recorded: SheetPlacement.self, forKey: .placement)
  }

  /// Writes every setting; an optional one only when it is set.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(detents, forKey: .detents)
    try container.encodeIfPresent(initialDetent, forKey: .initialDetent)
    try container.encode(isPersistent, forKey: .isPersistent)
    try container.encode(dimming, forKey: .dimming)
    try container.encode(recorded: presentSpring, forKey: .presentSpring)
    try container.encode(recorded: settleSpring, forKey: .settleSpring)
    try container.encode(recorded: dismissSpring, forKey: .dismissSpring)
    try container.encode(recorded: keyboardSpring, forKey: .keyboardSpring)
    try container.encode(recorded: snapPolicy, forKey: .snapPolicy)
    try container.encode(decelerationRate, forKey: .decelerationRate)
    try container.encode(recorded: keyboard, forKey: .keyboard)
    try container.encode(recorded: keyboardScope, forKey: .keyboardScope)
    try container.encode(detentNames, forKey: .detentNames)
    try container.encode(reduceMotion, forKey: .reduceMotion)
    try container.encode(rubberBandCoefficient, forKey: .rubberBandCoefficient)
    try container.encode(
      prefersScrollingExpandsWhenScrolledToEdge, forKey: .prefersScrollingExpandsWhenScrolledToEdge)
    try container.encodeIfPresent(recorded: surfaceStyle, forKey: .surfaceStyle)
    try container.encodeIfPresent(attachedCornerRadius, forKey: .attachedCornerRadius)
    try container.encodeIfPresent(recedesPresenter, forKey: .recedesPresenter)
    try container.encodeIfPresent(recorded: placement, forKey: .placement)
  }
}
