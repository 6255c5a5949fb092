import BottomSheetCore

extension BuiltInScenarios {
  /// The largest move of the sheet per 120 Hz frame during a timed 200 pt push, in points: the
  /// steepest slope of ease-in-ease-out is about 1.75, so 200 · 1.75 / 0.35 s / 120. The engine
  /// reports no velocity for the unanimated content-height changes a transition sends, so
  /// these moves count as undriven jumps.
  static let navigationStep: Double = 200 * 1.75 / NavigationSizing.transitionDuration / 120

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
