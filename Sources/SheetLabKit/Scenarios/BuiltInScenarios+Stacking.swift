import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport

/// Two sheets: one presented from the other, or over a persistent one.
extension BuiltInScenarios {
  /// The lower sheet's top edge at `.large` on the standard phone: 47 pt inset + 10 pt gap.
  static let largeTop: Double = 57
  /// Where it shows fully receded: 10 pt higher, at the top inset.
  static let recededLargeTop: Double = 47

  static let stackFlickDismissesUpper = Scenario(
    name: "stack-flick-dismisses-upper",
    summary:
      "A sheet presented from a sheet at .large: the lower sheet recedes as a whole (to 0.92, "
      + "its top edge 10 pt higher) as the upper one rises, and comes back continuously as a "
      + "flick dismisses the upper one.",
    duration: 3.6,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(initialDetent: "large"),
    stacked: StackedSheetSpec(
      detents: [.large],
      inputs: [
        ScenarioInput(at: 0.3, .present()),
        ScenarioInput(at: 1.6, .drag(.straight(by: 120, over: 0.12, velocity: 2_400))),
      ],
      expectations: Expectations(
        finalPhase: .hidden, notifications: presentedAndDismissed, maximumJump: smooth)),
    inputs: [ScenarioInput(at: 0, .present(animated: false))],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("large"), finalExtent: largeExtent,
      notifications: presented,
      checkpoints: [
        Checkpoint(at: 0.25, extent: largeExtent, stackedScale: 1, stackedTop: largeTop),
        Checkpoint(
          at: 1.5, extent: largeExtent, stackedScale: recededScale, stackedTop: recededLargeTop),
        Checkpoint(at: 3.5, extent: largeExtent, stackedScale: 1, stackedTop: largeTop),
      ],
      windows: [TimeWindow(from: 0, to: 3.6, extentAtLeast: largeExtent - 1e-9)]),
    posterTime: 1.5)

  static let stackGrabUpperMidPresent = Scenario(
    name: "stack-grab-upper-mid-present",
    summary:
      "A finger catches the upper sheet half way in and drags it to the top: the lower sheet at "
      + ".medium stays put and recedes frame by frame with the upper sheet's height, never "
      + "moving for the drag.",
    duration: 3,
    detents: [.medium, .large],
    stacked: StackedSheetSpec(
      detents: [.medium, .large],
      inputs: [
        ScenarioInput(at: 0.3, .present()),
        ScenarioInput(at: 0.36, .drag(.straight(by: -700, over: 0.7, hold: 0.1))),
      ],
      expectations: Expectations(
        finalPhase: .resting, finalDetent: .named("large"), finalExtent: largeExtent,
        maximumJump: smooth)),
    inputs: [ScenarioInput(at: 0, .present(animated: false))],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      checkpoints: [
        Checkpoint(at: 0.3, extent: mediumExtent, stackedScale: 1),
        Checkpoint(at: 2.9, extent: mediumExtent, stackedScale: recededScale),
      ],
      windows: [
        TimeWindow(from: 0, to: 3, extentAtLeast: mediumExtent - 1e-9),
        TimeWindow(from: 0, to: 3, extentAtMost: mediumExtent + 1e-9),
      ]),
    posterTime: 0.8)

  /// `.fraction(0.15)` of the standard phone's room above its bottom inset, as the persistent
  /// scenarios' collapsed detent: 0.15 × 787 pt.
  static let collapsedFraction = 0.15

  static let stackPersistentStepsDown = Scenario(
    name: "stack-persistent-steps-down",
    summary:
      "A place card presented over a persistent search sheet at .large: the search sheet steps "
      + "down to its lowest detent on its own spring while the card is up and goes back to "
      + ".large when it leaves.",
    duration: 4,
    detents: [.fraction(collapsedFraction, id: "collapsed"), .medium, .large],
    configuration: ConfigurationSpec(
      isPersistent: true, initialDetent: "large", stepsDownWhenCovered: true),
    stacked: StackedSheetSpec(
      detents: [.medium],
      inputs: [ScenarioInput(at: 0.5, .present()), ScenarioInput(at: 2, .dismiss())],
      expectations: Expectations(finalPhase: .hidden, notifications: presentedAndDismissed)),
    inputs: [ScenarioInput(at: 0, .present(animated: false))],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("large"), finalExtent: largeExtent,
      checkpoints: [
        Checkpoint(at: 0.45, detent: .named("large"), extent: largeExtent),
        Checkpoint(at: 1.9, phase: .resting, detent: .named("collapsed")),
        Checkpoint(at: 3.9, phase: .resting, detent: .named("large"), extent: largeExtent),
      ]),
    posterTime: 1.2)

  static let stackPersistentMovedStays = persistentSelectedWhileCovered(
    name: "stack-persistent-moved-stays",
    summary:
      "The same, but the app moves the covered search sheet to .medium while the card is up: "
      + "that word stands, and the sheet stays at .medium when the card leaves.",
    selecting: "medium", extent: mediumExtent)

  static let stackPersistentAppKeepsLowest = persistentSelectedWhileCovered(
    name: "stack-persistent-app-keeps-lowest",
    summary:
      "The same, but the app asks for .collapsed, where the covered sheet already is: that word "
      + "stands too, and the sheet stays collapsed when the card leaves.",
    selecting: "collapsed", extent: nil)

  /// A persistent search sheet at .large that steps down under a card from 0.5 s to 2 s, the
  /// app selecting `detent` at 1.4 s, while covered: the sheet ends there (at `extent`, when
  /// given), not back at .large.
  static func persistentSelectedWhileCovered(
    name: String, summary: String, selecting detent: String, extent: Double?
  ) -> Scenario {
    Scenario(
      name: name, summary: summary, duration: 4,
      detents: [.fraction(collapsedFraction, id: "collapsed"), .medium, .large],
      configuration: ConfigurationSpec(
        isPersistent: true, initialDetent: "large", stepsDownWhenCovered: true),
      stacked: StackedSheetSpec(
        detents: [.medium],
        inputs: [ScenarioInput(at: 0.5, .present()), ScenarioInput(at: 2, .dismiss())],
        expectations: Expectations(finalPhase: .hidden)),
      inputs: [
        ScenarioInput(at: 0, .present(animated: false)),
        ScenarioInput(at: 1.4, .selectDetent(detent)),
      ],
      expectations: Expectations(
        finalPhase: .resting, finalDetent: .named(detent), finalExtent: extent,
        checkpoints: [
          Checkpoint(at: 1.3, detent: .named("collapsed")),
          Checkpoint(at: 3.9, phase: .resting, detent: .named(detent), extent: extent),
        ]),
      posterTime: 1.2)
  }

  static let stackRotation = Scenario(
    name: "stack-rotation",
    summary:
      "Two sheets at .large, turned to landscape and back: both follow the new container on "
      + "their own springs, the lower one stops receding where the container is wide and "
      + "recedes again in portrait, with no step.",
    duration: 4,
    detents: [.large],
    stacked: StackedSheetSpec(
      detents: [.large],
      inputs: [ScenarioInput(at: 0, .present(animated: false))],
      expectations: Expectations(finalPhase: .resting, finalExtent: largeExtent)),
    inputs: [
      ScenarioInput(at: 0, .present(animated: false)),
      ScenarioInput(
        at: 1,
        .layout(
          container: StandardDevice.phoneLandscape.size,
          safeArea: StandardDevice.phoneLandscape.safeAreaInsets)),
      ScenarioInput(
        at: 2.2,
        .layout(container: StandardDevice.phone.size, safeArea: StandardDevice.phone.safeAreaInsets)
      ),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalExtent: largeExtent,
      checkpoints: [
        Checkpoint(at: 0.9, stackedScale: recededScale, stackedTop: recededLargeTop),
        Checkpoint(at: 2.1, extent: landscapeLargeExtent, stackedScale: 1),
        Checkpoint(at: 3.9, extent: largeExtent, stackedScale: recededScale),
      ]),
    posterTime: 0.5)
}
