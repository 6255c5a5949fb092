import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import PropertyBased
import Testing

/// Random interleavings of app calls, fingers, vetoes and time, through the real engine and an
/// emulated host: the host's contract holds at every step and everything ends settled.
@Suite("TransitionLifecycle: invariants over random interleavings")
struct TransitionLifecyclePropertyTests {
  /// One random step: which action, a number, a flag and the time until the next step.
  typealias Step = (kind: Int, value: Double, flag: Bool, delay: Double)

  static let stepGenerator = zip(
    Gen.int(in: 0...10), Gen.double(in: -3000...3000), Gen.bool, Gen.double(in: 0...0.35))

  /// Applies one step; fingers, taps and the escape reach only a sheet the host shows.
  static func apply(_ step: Step, to rig: inout ModalPresentationRig, at time: Double) {
    let shown = rig.hostShowsSheet
    switch step.kind {
    case 0: rig.appPresents(animated: step.flag, at: time)
    case 1: rig.appDismissesThroughHost(animated: step.flag, at: time)
    case 2: rig.appDismissesSheet(animated: step.flag, at: time)
    case 3: if shown { rig.fingerDown(at: time) }
    case 4, 5: if shown { rig.fingerMoved(translation: step.value / 5, at: time) }
    case 6: if shown { rig.fingerUp(velocity: step.value, at: time) }
    case 7: if shown { rig.input(.tapOnDimming, at: time) }
    case 8: if shown { rig.input(.accessibilityEscape, at: time) }
    case 9: rig.allowsUserDismissal = step.flag
    default: rig.input(.selectDetent(step.flag ? "large" : "fitting", animated: true), at: time)
    }
  }

  /// What is wrong with the rig right now, if anything.
  static func violation(_ rig: ModalPresentationRig) -> String? {
    let machine = rig.lifecycle
    if let first = rig.log.contractViolations.first { return first }
    if machine.transitionsEnded > machine.transitionsBegun
      || machine.transitionsBegun - machine.transitionsEnded > 1
    {
      return "begun \(machine.transitionsBegun), ended \(machine.transitionsEnded)"
    }
    let labels = rig.log.labels
    for (index, label) in labels.enumerated()
    where label == "dismissal requested" && index + 1 < labels.count
      && labels[index + 1] == "dismiss refused"
    {
      return "a requested dismissal was refused: requested while a transition was open"
    }
    // Bound: an open transition is resolved in the same update in which the engine comes to
    // rest (zero frames later).
    let phase = rig.engine.phase
    if machine.hostState.hasOpenTransition, machine.hasTransitionContext,
      phase == .resting || phase == .hidden
    {
      return "\(machine.hostState) left open with the engine \(phase)"
    }
    let frame = rig.engine.currentFrame
    if !frame.extent.isFinite || !frame.velocity.isFinite { return "non-finite frame" }
    return nil
  }

  /// Runs the steps, checks at every step and frame, then lets the sheet settle.
  static func check(_ steps: [Step]) -> String? {
    var configuration = SheetConfiguration.fitting
    configuration.printsCorrectionsInDebug = false
    var rig = ModalPresentationRig(
      engine: SheetEngine(configuration: configuration, context: Phone.context()))
    var time = 0.0
    for step in steps {
      apply(step, to: &rig, at: time)
      if let problem = violation(rig) { return "after \(step): \(problem)" }
      var frame = time
      time += step.delay
      while frame + 1.0 / 120 <= time {
        frame += 1.0 / 120
        rig.advance(to: frame)
        if let problem = violation(rig) { return "at \(frame): \(problem)" }
      }
    }
    if rig.engine.phase == .dragging { rig.fingerUp(velocity: 0, at: time) }
    rig.advance(to: time + 5)
    if let problem = violation(rig) { return "after settling: \(problem)" }
    let machine = rig.lifecycle
    let presented = rig.engine.presentationState == .presented
    if rig.hostHasOpenTransition || machine.hostState.hasOpenTransition {
      return "a transition is still open after settling: \(machine.hostState)"
    }
    if machine.transitionsBegun != machine.transitionsEnded {
      return "begun \(machine.transitionsBegun) ≠ ended \(machine.transitionsEnded)"
    }
    if rig.hostShowsSheet != presented {
      return "host shows the sheet: \(rig.hostShowsSheet), engine \(rig.engine.presentationState)"
    }
    if machine.isPresentedForBinding != presented {
      return "binding \(machine.isPresentedForBinding), engine \(rig.engine.presentationState)"
    }
    if rig.engine.presentationState == .dismissing || rig.engine.presentationState == .presenting {
      return "the engine did not settle: \(rig.engine.presentationState)"
    }
    // Every presentation that ended with the sheet gone let go of it, once.
    let presentations = rig.log.count(of: "present begins")
    if rig.releases != presentations - (rig.hostShowsSheet ? 1 : 0) {
      return
        "\(presentations) presentations, \(rig.releases) releases, shown: \(rig.hostShowsSheet)"
    }
    return nil
  }

  @Test("every host transition ends exactly once and nothing stays open or hidden-but-shown")
  func randomInterleavings() async {
    await seededPropertyCheck(count: 300, input: Self.stepGenerator.array(of: 1...60)) {
      (steps: [Step]) in
      let failure = Self.check(steps)
      #expect(failure == nil, "\(failure ?? "")")
    }
  }

  @Test("the binding follows the committed outcome at every frame")
  func bindingMatchesPhase() async {
    await seededPropertyCheck(count: 150, input: Self.stepGenerator.array(of: 1...40)) {
      (steps: [Step]) in
      var configuration = SheetConfiguration.fitting
      configuration.printsCorrectionsInDebug = false
      var rig = ModalPresentationRig(
        engine: SheetEngine(configuration: configuration, context: Phone.context()))
      var time = 0.0
      var mismatch: String?
      for step in steps where mismatch == nil {
        Self.apply(step, to: &rig, at: time)
        time += step.delay
        rig.advance(to: time)
        let state = rig.engine.presentationState
        let binding = rig.lifecycle.isPresentedForBinding
        let expected: Bool? =
          switch state {
          case .presented, .presenting: rig.hostShowsSheet ? true : nil
          case .dismissed: false
          case .dismissing: rig.engine.phase == .dragging ? nil : false
          }
        if let expected, binding != expected {
          mismatch = "binding \(binding) with the engine \(state), \(rig.engine.phase)"
        }
      }
      #expect(mismatch == nil, "\(mismatch ?? "")")
    }
  }
}
