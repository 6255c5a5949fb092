import BottomSheetCore

/// Short, fast flicks whose touch samples fall between frames.
///
/// Each flick goes down 4 ms after a frame and moves at 2,000–2,500 pt/s, so its one to three
/// touch samples (120 per second) land between frames at 60 and at 120 Hz, and the finger lifts
/// after the last frame that shows it: up to 40 pt of the sheet's step to the next frame are
/// the finger's own. Each is released at 1,200–1,500 pt/s, below the path's speed, as a
/// gesture's velocity estimate over a short path from rest is, so the sheet's reported speed
/// does not explain that move. The continuity measure counts it (``Continuity``): measured
/// without the finger's move up to its release these flicks show 7–16 pt jumps at 60 and 120 Hz;
/// with it, none above a tenth of a point.
extension BuiltInScenarios {
  /// How long after a frame each flick's finger goes down, in seconds: off the frame grid at
  /// 60 and at 120 Hz.
  static let offGrid = 0.004

  /// A 4.7-inch phone (iPhone SE, 2nd and 3rd generation): 375 × 667 pt, a 20 pt status bar
  /// and no bottom inset.
  static let smallPhone = Size(width: 375, height: 667)
  static let smallPhoneSafeArea = Insets(top: 20, bottom: 0)
  /// `.large` on the small phone: 667 − 20 − 10 pt (top gap), in points.
  static let smallLargeExtent: Double = 637

  /// A 6.7-inch phone (iPhone 15 Plus and Pro Max): 430 × 932 pt, a 59 pt top and a 34 pt bottom
  /// inset.
  static let largePhone = Size(width: 430, height: 932)
  static let largePhoneSafeArea = Insets(top: 59, bottom: 34)
  /// `.large` on the large phone: 932 − 59 − 10 pt, in points.
  static let largeLargeExtent: Double = 863

  /// A flick `by` points (down positive) over `over` seconds at `at` + ``offGrid``, released at
  /// `velocity` points per second.
  static func shortFlick(
    at time: Double, by distance: Double, over duration: Double, velocity: Double
  ) -> ScenarioInput {
    ScenarioInput(
      at: time + offGrid, .drag(.straight(by: distance, over: duration, velocity: velocity)))
  }

  static let shortFlicksSmallPhone = Scenario(
    name: "short-flicks-small-phone",
    summary:
      "On a 375 × 667 pt phone, 40–50 pt flicks over 20 ms released between frames (adjacent "
      + "policy): up to .large, down to .medium, down again to dismissal.",
    duration: 4,
    container: smallPhone,
    safeArea: smallPhoneSafeArea,
    detents: [.medium, .large],
    configuration: ConfigurationSpec(snapPolicy: .adjacent),
    inputs: [
      ScenarioInput(at: 0, .present()),
      shortFlick(at: 1, by: -40, over: 0.02, velocity: -1200),
      shortFlick(at: 2, by: 40, over: 0.02, velocity: 1200),
      shortFlick(at: 3, by: 50, over: 0.02, velocity: 1500),
    ],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: [
        "willPresent", "didPresent", "detentDidChange(medium->large)",
        "detentDidChange(large->medium)", "willDismiss", "didDismiss",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.95, phase: .resting, detent: .named("large"), extent: smallLargeExtent),
        Checkpoint(
          at: 2.95, phase: .resting, detent: .named("medium"), extent: smallLargeExtent / 2),
        Checkpoint(at: 3.05, phase: .dismissing),
      ]),
    posterTime: 1.03)

  static let shortFlicksLargePhone = Scenario(
    name: "short-flicks-large-phone",
    summary:
      "On a 430 × 932 pt phone, a 25 pt flick up over 10 ms from 30 % carries past .medium to "
      + ".large, and a 60 pt flick down over 25 ms dismisses; both released between frames.",
    duration: 3,
    container: largePhone,
    safeArea: largePhoneSafeArea,
    detents: [.fraction(0.3, id: "low"), .medium, .large],
    inputs: [
      ScenarioInput(at: 0, .present()),
      shortFlick(at: 1, by: -25, over: 0.01, velocity: -1500),
      shortFlick(at: 2, by: 60, over: 0.025, velocity: 1400),
    ],
    expectations: Expectations(
      finalPhase: .hidden, finalDetent: DetentExpectation.none, finalExtent: 0,
      notifications: [
        "willPresent", "didPresent", "detentDidChange(low->large)", "willDismiss",
        "didDismiss",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(
          at: 0.95, phase: .resting, detent: .named("low"), extent: 0.3 * largeLargeExtent),
        Checkpoint(at: 1.95, phase: .resting, detent: .named("large"), extent: largeLargeExtent),
        Checkpoint(at: 2.05, phase: .dismissing),
      ]),
    posterTime: 1.03)

  static let shortFlicksPersistent = Scenario(
    name: "short-flicks-persistent",
    summary:
      "A persistent sheet: 20–30 pt flicks over 10–12.5 ms released between frames go to "
      + ".large and back to the smallest detent, never hiding.",
    duration: 5,
    detents: [.fraction(0.15, id: "collapsed"), .medium, .large],
    configuration: ConfigurationSpec(isPersistent: true, largestUndimmedDetent: "collapsed"),
    inputs: [
      ScenarioInput(at: 0, .present()),
      shortFlick(at: 1, by: -30, over: 0.0125, velocity: -1400),
      shortFlick(at: 2, by: 30, over: 0.0125, velocity: 1400),
      shortFlick(at: 3, by: -20, over: 0.01, velocity: -1200),
      shortFlick(at: 4, by: 20, over: 0.01, velocity: 1200),
    ],
    expectations: Expectations(
      finalPhase: .resting, finalDetent: .named("collapsed"), finalExtent: 0.15 * largeExtent,
      notifications: presented + [
        "detentDidChange(collapsed->large)", "detentDidChange(large->collapsed)",
        "detentDidChange(collapsed->large)", "detentDidChange(large->collapsed)",
      ],
      maximumJump: smooth,
      checkpoints: [
        Checkpoint(at: 1.95, phase: .resting, detent: .named("large"), extent: largeExtent),
        Checkpoint(at: 2.95, phase: .resting, detent: .named("collapsed")),
        Checkpoint(at: 3.95, phase: .resting, detent: .named("large"), extent: largeExtent),
      ],
      windows: [TimeWindow(from: 0.5, to: 5, extentAtLeast: 0.15 * largeExtent - 30)]),
    posterTime: 2.03)
}
