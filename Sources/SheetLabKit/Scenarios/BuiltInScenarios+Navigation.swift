import BottomSheetCore

extension BuiltInScenarios {
  /// The jump allowed between two frames of a navigation transition beyond what the reported
  /// velocity explains, in points. The engine reports the speed of the content-height changes a
  /// transition sends, measured over the previous frame; the ease curve's acceleration makes
  /// the next frame's step differ from it by well under a point (0.61 pt measured).
  static let navigationStep: Double = 1

  static let navigation = Scenario(
    name: "navigation",
    summary:
      "A navigation stack in a fitting sheet: push (300 → 500 pt) and pop animate the height "
      + "with the slide; an edge swipe to 30 % let go slowly cancels (the height goes back), "
      + "one flicked at 1,500 pt/s finishes.",
    duration: 7,
    detents: [.fitting],
    navigation: NavigationSpec(screens: [ScreenSpec(id: 1, height: 300)]),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .push(ScreenSpec(id: 2, height: 500))),
      ScenarioInput(at: 2, .pop()),
      ScenarioInput(at: 3, .push(ScreenSpec(id: 3, height: 450))),
      ScenarioInput(at: 4, .interactivePop(.straight(by: 117, over: 0.3, hold: 0.1))),
      ScenarioInput(at: 5.5, .interactivePop(.straight(by: 117, over: 0.3, velocity: 1500))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("fitting"), finalExtent: 300 + bottomInset,
      notifications: presented,
      navigationEvents: ["didShow(2)", "didShow(1)", "didShow(3)", "didCancel(3)", "didShow(1)"],
      maximumJump: navigationStep,
      // Two layouts per transition (the tallest allowed while the heights blend, the new
      // screen's at rest); the interactive pop pauses under the finger once, which adds two.
      maximumLayoutChanges: 12,
      checkpoints: [
        Checkpoint(at: 1.95, extent: 500 + bottomInset),
        Checkpoint(at: 2.95, extent: 300 + bottomInset),
        Checkpoint(at: 3.95, extent: 450 + bottomInset),
        Checkpoint(at: 4.3, extent: 450 - 0.3 * 150 + bottomInset),
        Checkpoint(at: 5.45, extent: 450 + bottomInset),
        Checkpoint(at: 6.95, extent: 300 + bottomInset),
      ]),
    posterTime: 1.17)
}
