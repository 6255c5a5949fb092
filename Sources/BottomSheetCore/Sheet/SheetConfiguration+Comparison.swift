extension SheetConfiguration {
  /// Whether `other` asks for the same behaviour, so a wrapper that rebuilds its configuration
  /// on every update (SwiftUI) can skip handing the sheet an unchanged one.
  ///
  /// Detents compare by identifier (a custom detent's resolver cannot be compared, so its
  /// identifier stands for it), and the dismissal veto by whether one is set: a veto closure is
  /// rebuilt on every update, and the latest one is what the sheet should ask.
  package func hasSameBehavior(as other: SheetConfiguration) -> Bool {
    detents.map(\.identifier) == other.detents.map(\.identifier)
      && initialDetent == other.initialDetent
      && isPersistent == other.isPersistent
      && (shouldDismiss == nil) == (other.shouldDismiss == nil)
      && dimming == other.dimming
      && presentSpring == other.presentSpring
      && settleSpring == other.settleSpring
      && dismissSpring == other.dismissSpring
      && keyboardSpring == other.keyboardSpring
      && snapPolicy == other.snapPolicy
      && decelerationRate == other.decelerationRate
      && keyboard == other.keyboard
      && keyboardScope == other.keyboardScope
      && detentNames == other.detentNames
      && reduceMotion == other.reduceMotion
      && rubberBandCoefficient.bitPattern == other.rubberBandCoefficient.bitPattern
      && prefersScrollingExpandsWhenScrolledToEdge
        == other.prefersScrollingExpandsWhenScrolledToEdge
      && printsCorrectionsInDebug == other.printsCorrectionsInDebug
      && surfaceStyle == other.surfaceStyle
      && attachedCornerRadius.bitPattern == other.attachedCornerRadius.bitPattern
      && recedesPresenter == other.recedesPresenter
      && placement == other.placement
      && coveredBehavior == other.coveredBehavior
  }
}
