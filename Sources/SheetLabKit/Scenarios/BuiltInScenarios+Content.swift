import BottomSheetCore
import BottomSheetTestSupport

extension BuiltInScenarios {
  /// A 2,000 pt list in a 700 pt scroll view: it can scroll 1,300 pt.
  static let list = ScrollSpec(contentHeight: 2000, viewportHeight: 700)

  /// The acceleration allowed in ``scrollHandoff``, in points per second squared: at the
  /// release the spring starts at the gesture's reported velocity while the frame before showed
  /// the drag's own smoothed estimate, the same gap as a flick's (``releaseAcceleration``). A
  /// handoff itself never steps: the engine hears every update, so a parked sheet reports 0.
  static let fingerAcceleration: Double = releaseAcceleration

  static let scrollHandoff = Scenario(
    name: "scroll-handoff",
    summary:
      "One finger on the list: up 500 pt grows the sheet to .large (393.5 pt) and scrolls the "
      + "rest (106.5 pt); back down 300 pt returns the list to its top, then moves the sheet "
      + "193.5 pt — all in one drag.",
    duration: 3.5,
    detents: [.medium, .large],
    scrollView: list,
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(
        at: 1,
        .scrollDrag(
          GestureSpec(path: [
            PathSegment(by: -500, over: 0.5), PathSegment(by: 300, over: 0.3),
            PathSegment(by: 0, over: 0.1),
          ]))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("large"), finalExtent: largeExtent,
      notifications: presented + ["detentDidChange(medium->large)"], maximumJump: smooth,
      maximumAcceleration: fingerAcceleration,
      checkpoints: [
        Checkpoint(at: 1.5, phase: .dragging, extent: largeExtent, contentOffset: 106.5),
        Checkpoint(at: 1.8, phase: .dragging, extent: largeExtent - 193.5, contentOffset: 0),
        Checkpoint(at: 3.4, contentOffset: 0),
      ]),
    posterTime: 1.42)

  static let scrollWithoutExpanding = Scenario(
    name: "scroll-without-expanding",
    summary:
      "With scrollingExpandsSheet off (UIKit's prefersScrollingExpandsWhenScrolledToEdge = "
      + "false), 300 pt up on the list at .medium scrolls it and the sheet stays; 400 pt back "
      + "down returns the list to its top, then moves the sheet 100 pt, which settles back.",
    duration: 3,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(scrollingExpandsSheet: false),
    scrollView: list,
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(
        at: 1,
        .scrollDrag(
          GestureSpec(path: [
            PathSegment(by: -300, over: 0.3), PathSegment(by: 400, over: 0.4),
            PathSegment(by: 0, over: 0.1),
          ]))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented, maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.3, extent: mediumExtent, contentOffset: 300),
        Checkpoint(at: 1.7, phase: .dragging, extent: mediumExtent - 100, contentOffset: 0),
        Checkpoint(at: 2.9, contentOffset: 0),
      ]),
    posterTime: 1.3)

  static let longListInertia = Scenario(
    name: "long-list-inertia",
    summary:
      "At .large, flicks on a 4,000 pt list scroll it with momentum, up and then back down to "
      + "its top; the coasting content never moves the sheet.",
    duration: 5,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(initialDetent: "large"),
    scrollView: ScrollSpec(contentHeight: 4000, viewportHeight: 700),
    inputs: [
      ScenarioInput(at: 0, .present(animated: false)),
      ScenarioInput(at: 0.5, .scrollDrag(.straight(by: -300, over: 0.15, velocity: -2000))),
      ScenarioInput(at: 2.5, .scrollDrag(.straight(by: 150, over: 0.05, velocity: 3000))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("large"), finalExtent: largeExtent,
      notifications: presented, maximumJump: smooth,
      checkpoints: [Checkpoint(at: 4.9, contentOffset: 0)],
      windows: [TimeWindow(from: 0, to: 5, still: true)]),
    posterTime: 0.9)

  /// Present at 0 s; a 336 pt keyboard comes up at 1 s and leaves at 2.5 s, both with UIKit's
  /// keyboard animation (0.25 s, curve 7).
  static let presentThenKeyboardUpAndDown = [
    ScenarioInput(at: 0, .present()),
    ScenarioInput(at: 1, .keyboard(overlap: 336, motion: KeyboardMotion(duration: 0.25))),
    ScenarioInput(at: 2.5, .keyboard(overlap: 0, motion: KeyboardMotion(duration: 0.25))),
  ]

  static let keyboard = Scenario(
    name: "keyboard",
    summary:
      "The keyboard (336 pt) comes up under a fitting sheet: the sheet rides on it, its bottom "
      + "safe area now covered (300 pt instead of 334), and comes back down when it hides. Both "
      + "moves carry UIKit's keyboard animation (0.25 s, curve 7), so the base line follows the "
      + "keyboard's own spring: 54.5 % of the way after 0.1 s, 97.3 % after 0.3 s.",
    duration: 3.5,
    detents: [.fitting],
    inputs: presentThenKeyboardUpAndDown,
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("fitting"), finalExtent: 300 + bottomInset,
      notifications: presented, maximumJump: smooth,
      checkpoints: [
        // x(t) = 1 − (1 + ω t) e^(−ω t) with ω = √(1000 / 3) (SheetSpring.systemKeyboard).
        Checkpoint(at: 1.1, keyboardLift: 183.05),
        Checkpoint(at: 1.3, keyboardLift: 326.90),
        Checkpoint(at: 2.4, phase: .resting, extent: 300, keyboardLift: 336),
        Checkpoint(at: 2.6, keyboardLift: 336 - 183.05),
        Checkpoint(at: 3.4, phase: .resting, extent: 300 + bottomInset, keyboardLift: 0),
      ]),
    posterTime: 1.12)

  /// The standard phone in landscape (``StandardDevice/phoneLandscape``): 844 × 390 pt, the
  /// sensor housing's 47 pt on both sides and a 21 pt home-indicator inset.
  static let landscape = (
    size: StandardDevice.phoneLandscape.size,
    insets: StandardDevice.phoneLandscape.safeAreaInsets
  )

  /// Present at 0 s, turn to landscape at 1 s and back to portrait at 2.5 s.
  static let presentThenRotateAndBack = [
    ScenarioInput(at: 0, .present()),
    ScenarioInput(at: 1, .layout(container: landscape.size, safeArea: landscape.insets)),
    ScenarioInput(
      at: 2.5, .layout(container: Scenario.phoneSize, safeArea: Scenario.phoneSafeArea)),
  ]

  static let rotation = Scenario(
    name: "rotation",
    summary:
      "Rotation to landscape and back: the 434 pt fitting sheet is capped at the new largest "
      + "extent (380 pt), narrows to a centred 560 pt, and keeps its detent throughout.",
    duration: 4,
    contentHeight: 400,
    detents: [.fitting, .large],
    inputs: presentThenRotateAndBack,
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("fitting"), finalExtent: 400 + bottomInset,
      notifications: presented, maximumJump: smooth,
      checkpoints: [
        Checkpoint(
          at: 2.4, phase: .resting, detent: .named("fitting"), extent: 380, sheetWidth: 560),
        Checkpoint(at: 3.9, phase: .resting, extent: 400 + bottomInset, sheetWidth: 390),
      ]),
    posterTime: 2)

  static let reduceMotion = Scenario(
    name: "reduce-motion",
    summary:
      "With Reduce Motion every move is a short critically damped one: presenting, selecting "
      + ".large and a flick back down never overshoot their detent.",
    duration: 3.5,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(reduceMotion: true),
    inputs: [
      ScenarioInput(at: 0, .present()),
      ScenarioInput(at: 1, .selectDetent("large")),
      ScenarioInput(at: 2, .drag(.straight(by: 40, over: 0.05, velocity: 800))),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("medium"), finalExtent: mediumExtent,
      notifications: presented + [
        "detentDidChange(medium->large)", "detentDidChange(large->medium)",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 0.7, phase: .resting, extent: mediumExtent),
        Checkpoint(at: 1.7, phase: .resting, extent: largeExtent),
      ],
      windows: [
        TimeWindow(from: 0, to: 1, extentAtMost: mediumExtent + 0.01),
        TimeWindow(from: 1, to: 2, extentAtMost: largeExtent + 0.01),
        TimeWindow(from: 2.06, to: 3.5, extentAtLeast: mediumExtent - 0.01),
      ]),
    posterTime: 1.1)
}
