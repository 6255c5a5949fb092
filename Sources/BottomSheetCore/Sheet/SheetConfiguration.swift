/// Everything that shapes a sheet's behaviour, as a value with sensible defaults and presets.
///
/// ```swift
/// var configuration = SheetConfiguration()  // [.fitting, .large], like `.fitting`
/// configuration.detents = [.medium, .large]
/// configuration.dimming = Dimming(largestUndimmedDetent: .medium)
/// ```
///
/// A driver of the engine vetoes user dismissals where it hands the engine its input
/// (``SheetEngine/handle(_:at:shouldDismiss:)``); the adapters ask their own one veto there.
public struct SheetConfiguration: Sendable {
  /// Where the sheet can rest. Never empty in effect: an empty list behaves as `[.large]`.
  public var detents: [Detent]
  /// The detent a presentation goes to; nil (or an unknown identifier) means the smallest.
  public var initialDetent: Detent.Identifier?
  /// A persistent sheet has no hidden state for the user: dragging below the smallest detent
  /// rubber-bands, a tap on the dimming collapses it, and escape does nothing. The app can still
  /// present and dismiss it in code.
  public var isPersistent: Bool
  /// Asked at the moment a user dismissal would begin (drag release, tap on the dimming,
  /// accessibility escape), after the caller's veto allowed it. Returning false keeps the sheet
  /// and reports ``SheetNotification/didAttemptToDismiss``. Programmatic dismissals are never
  /// vetoed. Set by the adapters' rules (SwiftUI's interactive-dismiss preference) and the lab;
  /// an app vetoes through its adapter, or ``SheetEngine/handle(_:at:shouldDismiss:)``.
  package var shouldDismiss: (@Sendable () -> Bool)?
  /// How the background darkens and when it receives touches.
  public var dimming: Dimming
  /// The spring that brings the sheet in.
  public var presentSpring: SheetSpring
  /// The spring that moves the sheet between detents and after releases.
  public var settleSpring: SheetSpring
  /// The spring that takes the sheet out.
  public var dismissSpring: SheetSpring
  /// How the base line follows a keyboard change that does not carry the keyboard's own
  /// animation (see ``SheetConfiguration/keyboardSpring``).
  public var keyboardSpring: SheetSpring
  /// How a release picks its detent.
  public var snapPolicy: SnapPolicy
  /// The deceleration used to project releases.
  public var decelerationRate: DecelerationRate
  /// What the keyboard does to the sheet.
  public var keyboard: KeyboardBehavior
  /// Which keyboards move the sheet (by default only one raised for a field inside it).
  public var keyboardScope: KeyboardScope
  /// What VoiceOver calls each detent on the grabber, by identifier, e.g.
  /// `["peek": "Peek"]`; it wins over a detent's ``Detent/accessibilityName``, and detents
  /// named in neither get `SheetEngine.spokenName(of:)`'s built-in or ordinal names. Give
  /// localized strings.
  public var detentNames: [Detent.Identifier: String]
  /// Reduce Motion: every spring becomes a short critically damped move that never overshoots.
  public var reduceMotion: Bool
  /// The rubber band's coefficient past the first and last detents.
  public var rubberBandCoefficient: Double
  /// Whether scrolling up in a scroll view inside the sheet first grows the sheet to its
  /// largest detent (UIKit's `prefersScrollingExpandsWhenScrolledToEdge`, also true by
  /// default). When false the content scrolls at any detent; a drag down with the content at
  /// its top still moves the sheet, as in UIKit. `ScrollHandoff` applies it.
  public var prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// Whether debug builds print each new kind of input correction once per engine.
  public var printsCorrectionsInDebug: Bool
  /// The shape the sheet's surface takes as it moves (`SheetFrame.surface`): floating (the
  /// iOS 26 sheet), attached (the sheet before it), or ``SheetSurfaceStyle/automatic`` (the
  /// default), which the UIKit and SwiftUI layers resolve to the running system's style and the
  /// engine by itself draws attached. A floating card (``placement``) takes only its corners from
  /// it: it already floats (`SheetSurfaceMorph`).
  public var surfaceStyle: SheetSurfaceStyle
  /// The radius of the surface's top corners when the sheet is attached, in points
  /// (`SheetSurface.attachedCornerRadius` by default). Not finite or negative values use the
  /// default.
  public var attachedCornerRadius: Double
  /// Whether a modal sheet pushes the screen that presented it back as it reaches its largest
  /// detent on a compact-width container (`SheetFrame.presenterRecession`, see
  /// `PresenterRecession`), as the system's page sheet does. True by default; persistent
  /// sheets and wide containers never recede the presenter, whatever it says.
  public var recedesPresenter: Bool
  /// Where the sheet sits on a wide container: ``SheetPlacement/automatic`` (the default: full
  /// width on compact containers, a centred `SheetLayout.wideSheetWidth` sheet above
  /// `SheetLayout.wideContainerThreshold`), or a floating card at the leading or trailing
  /// side. A card placement falls back to automatic on compact containers. A change glides the
  /// sheet to its new place with the settle spring, without its bounce.
  public var placement: SheetPlacement
  /// What a persistent sheet does while a modal sheet presented over it covers it: keep its
  /// detent (``CoveredSheetBehavior/keepsDetent``, the default) or step down to its lowest
  /// detent and come back. Modal sheets ignore it.
  public var coveredBehavior: CoveredSheetBehavior

  /// Creates a configuration; with every default it is ``fitting``, as the UIKit adapter's
  /// `BottomSheetConfiguration()` is.
  public init(
    detents: [Detent] = [.fitting, .large],
    initialDetent: Detent.Identifier? = nil,
    isPersistent: Bool = false,
    dimming: Dimming = .modal,
    presentSpring: SheetSpring = .snappy,
    settleSpring: SheetSpring = .snappy,
    dismissSpring: SheetSpring = .smooth,
    keyboardSpring: SheetSpring = .systemKeyboard,
    snapPolicy: SnapPolicy = .nearestToProjection,
    decelerationRate: DecelerationRate = .normal,
    keyboard: KeyboardBehavior = .lift,
    keyboardScope: KeyboardScope = .editingInSheet,
    detentNames: [Detent.Identifier: String] = [:],
    reduceMotion: Bool = false,
    rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
    prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
    printsCorrectionsInDebug: Bool = true,
    surfaceStyle: SheetSurfaceStyle = .automatic,
    attachedCornerRadius: Double = SheetSurface.attachedCornerRadius,
    recedesPresenter: Bool = true,
    placement: SheetPlacement = .automatic,
    coveredBehavior: CoveredSheetBehavior = .keepsDetent
  ) {
    self.detents = detents
    self.initialDetent = initialDetent
    self.isPersistent = isPersistent
    self.shouldDismiss = nil
    self.dimming = dimming
    self.presentSpring = presentSpring
    self.settleSpring = settleSpring
    self.dismissSpring = dismissSpring
    self.keyboardSpring = keyboardSpring
    self.snapPolicy = snapPolicy
    self.decelerationRate = decelerationRate
    self.keyboard = keyboard
    self.keyboardScope = keyboardScope
    self.detentNames = detentNames
    self.reduceMotion = reduceMotion
    self.rubberBandCoefficient = rubberBandCoefficient
    self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    self.printsCorrectionsInDebug = printsCorrectionsInDebug
    self.surfaceStyle = surfaceStyle
    self.attachedCornerRadius = attachedCornerRadius
    self.recedesPresenter = recedesPresenter
    self.placement = placement
    self.coveredBehavior = coveredBehavior
  }

  /// The sheet spring: SwiftUI's `.snappy` (duration 0.5 s, bounce 0.15), a quick move with a
  /// barely visible overshoot, close to the system sheet.
  package static let defaultSpring = SheetSpring.snappy
  /// The dismissal spring: SwiftUI's `.smooth` (duration 0.5 s, no bounce), so a dismissing sheet
  /// never bounces back into view.
  package static let defaultDismissSpring = SheetSpring.smooth
  /// The base line's spring when a keyboard change does not say how the keyboard moves: the
  /// keyboard's own spring (``SheetSpring/systemKeyboard``), critically damped, so it never
  /// overshoots. A change that carries the keyboard's animation follows that instead
  /// (``SheetInput/keyboardChanged(overlap:animation:)``).
  package static let defaultKeyboardSpring = SheetSpring.systemKeyboard
  /// The response of the critically damped moves used under Reduce Motion, in seconds.
  package static let reducedMotionResponse: Double = 0.3

  /// Detents `[.large]`: a modal sheet at full height, dismissible by drag, tap and escape.
  /// The UIKit adapter's `BottomSheetConfiguration.modal` has the same detents.
  public static let modal = SheetConfiguration(detents: [.large])

  /// Detents `[.fitting, .large]`: a modal sheet that fits its content and can grow to full
  /// height; the same as `SheetConfiguration()`. The UIKit adapter's
  /// `BottomSheetConfiguration.fitting` (its `.default`, and `BottomSheetConfiguration()`) has
  /// the same detents.
  public static let fitting = SheetConfiguration()

  /// Detents as given: a Maps-style persistent sheet, never hidden by the user, undimmed (and pass-through)
  /// up to `largestUndimmedDetent`, dimmed above it.
  ///
  /// - Parameters:
  ///   - detents: The resting places, e.g. `[.fraction(0.15), .medium, .large]`.
  ///   - largestUndimmedDetent: The largest detent that leaves the background interactive; nil keeps the
  ///     background interactive at every detent.
  public static func persistent(
    detents: [Detent], largestUndimmedDetent: Detent.Identifier? = nil
  ) -> SheetConfiguration {
    SheetConfiguration(
      detents: detents,
      isPersistent: true,
      dimming: largestUndimmedDetent == nil
        ? .clear : Dimming(largestUndimmedDetent: largestUndimmedDetent))
  }
}
