import BottomSheetCore
import BottomSheetTestSupport

extension BuiltInScenarios {
  /// An 11-inch iPad in portrait (``StandardDevice/iPad``): 820 × 1180 pt, a 24 pt status bar
  /// and a 20 pt home-indicator inset.
  static let iPadPortrait = (
    size: StandardDevice.iPad.size, insets: StandardDevice.iPad.safeAreaInsets
  )
  /// The same iPad in landscape (``StandardDevice/iPadLandscape``): 1180 × 820 pt.
  static let iPadLandscape = (
    size: StandardDevice.iPadLandscape.size, insets: StandardDevice.iPadLandscape.safeAreaInsets
  )

  /// Present a Maps-style card at 0 s, select `.medium` at 1.2 s, turn to landscape at 2 s,
  /// back to portrait at 3.5 s, and move the card to the trailing side at 4.5 s.
  static let cardThroughRotation = [
    ScenarioInput(at: 0, .present()),
    ScenarioInput(at: 1.2, .selectDetent("medium")),
    ScenarioInput(at: 2, .layout(container: iPadLandscape.size, safeArea: iPadLandscape.insets)),
    ScenarioInput(at: 3.5, .layout(container: iPadPortrait.size, safeArea: iPadPortrait.insets)),
    ScenarioInput(at: 4.5, .configure(ConfigurationChange(placement: .trailing(.default)))),
  ]

  /// The card's checkpoints through ``cardThroughRotation``, with its x at the leading side in
  /// portrait and landscape and at the trailing side at the end. `.medium` is half the largest
  /// extent: (1180 − 24 − 10) / 2 = 573 in portrait, (820 − 24 − 10) / 2 = 393 in landscape.
  static func cardCheckpoints(
    portraitX: Double, landscapeX: Double, trailingX: Double
  ) -> [Checkpoint] {
    [
      // Fitting: 300 pt of content + 20 pt safe area + 10 pt bottom margin.
      Checkpoint(at: 1.1, phase: .resting, extent: 330, sheetWidth: 328, sheetX: portraitX),
      Checkpoint(at: 1.9, extent: 573, sheetWidth: 328, sheetX: portraitX),
      // 0.4 · 1180 = 472, capped at 375.
      Checkpoint(at: 3.4, phase: .resting, extent: 393, sheetWidth: 375, sheetX: landscapeX),
      Checkpoint(at: 4.4, phase: .resting, extent: 573, sheetWidth: 328, sheetX: portraitX),
      Checkpoint(at: 5.9, phase: .resting, extent: 573, sheetWidth: 328, sheetX: trailingX),
    ]
  }

  static let iPadLeadingCard = Scenario(
    name: "ipad-leading-card",
    summary:
      "A Maps-style card on an iPad: 328 pt wide (40 % of 820) at the leading side, floating "
      + "10 pt above the home indicator, through a rotation to landscape (375 pt, the cap) and "
      + "back; it keeps its side, then glides to the trailing side when the placement changes.",
    duration: 6,
    container: iPadPortrait.size,
    safeArea: iPadPortrait.insets,
    detents: [.fitting, .medium, .large],
    configuration: ConfigurationSpec(
      isPersistent: true, dimmingAlpha: 0, placement: .leading(.default)),
    inputs: cardThroughRotation,
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: 573,
      notifications: presented + ["detentDidChange(fitting->medium)"], maximumJump: smooth,
      checkpoints: cardCheckpoints(portraitX: 10, landscapeX: 10, trailingX: 820 - 10 - 328)),
    posterTime: 2.7)

  static let iPadCenterCard = Scenario(
    name: "ipad-center-card",
    summary:
      "iOS 27's centred placement: a floating card in the middle of the iPad's safe area "
      + "((820 − 328) / 2 = 246 in portrait, (1180 − 375) / 2 = 402.5 in landscape) through a "
      + "rotation and back, then gliding to the leading side when the placement changes.",
    duration: 6,
    container: iPadPortrait.size,
    safeArea: iPadPortrait.insets,
    detents: [.fitting, .medium, .large],
    configuration: ConfigurationSpec(
      isPersistent: true, dimmingAlpha: 0, placement: .center(.default)),
    inputs: cardThroughRotation.dropLast() + [
      ScenarioInput(at: 4.5, .configure(ConfigurationChange(placement: .leading(.default))))
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: 573,
      notifications: presented + ["detentDidChange(fitting->medium)"], maximumJump: smooth,
      checkpoints: cardCheckpoints(portraitX: 246, landscapeX: 402.5, trailingX: 10)),
    posterTime: 2.7)

  static let iPadLeadingCardRightToLeft = Scenario(
    name: "ipad-leading-card-rtl",
    summary:
      "The same card in a right-to-left layout: leading is the right side (x = 482 in "
      + "portrait, 795 in landscape), and trailing, where it glides at the end, the left.",
    duration: 6,
    container: iPadPortrait.size,
    safeArea: iPadPortrait.insets,
    detents: [.fitting, .medium, .large],
    configuration: ConfigurationSpec(
      isPersistent: true, dimmingAlpha: 0, placement: .leading(.default),
      layoutDirection: .rightToLeft),
    inputs: cardThroughRotation,
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: 573,
      notifications: presented + ["detentDidChange(fitting->medium)"], maximumJump: smooth,
      checkpoints: cardCheckpoints(
        portraitX: 820 - 10 - 328, landscapeX: 1180 - 10 - 375, trailingX: 10)),
    posterTime: 2.7)
}
