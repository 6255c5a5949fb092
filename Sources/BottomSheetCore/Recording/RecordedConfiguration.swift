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
