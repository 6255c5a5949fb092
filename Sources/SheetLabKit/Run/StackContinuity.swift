import BottomSheetCore
import BottomSheetRules

/// The standing checks of a scenario with a stacked sheet: the lower sheet's recession follows
/// the upper sheet's height and nothing else, and the lower sheet never moves while a finger
/// drags the upper one.
enum StackContinuity {
  /// How far a step of the lower sheet's recession may exceed what the upper sheet's move
  /// explains, as a fraction of the full recession: rounding only.
  static let tolerance = 1e-6

  /// The largest step of the lower sheet's recession progress between two frames beyond what
  /// the upper sheet's move explains (smoothstep's slope is at most 1.5 over the span from
  /// half height to the full height), over frames where the lower sheet stands still and the
  /// layout does not change.
  static func largestUnexplainedStep(lower: LabTrace, upper: LabTrace) -> Double {
    var largest = 0.0
    let pairs = zip(lower.frames, upper.frames)
    for ((lowerBefore, upperBefore), (lowerAfter, upperAfter)) in zip(pairs, pairs.dropFirst()) {
      guard lowerBefore.sheet.layoutRect == lowerAfter.sheet.layoutRect,
        lowerBefore.containerSize == lowerAfter.containerSize
      else { continue }
      let before = upperBefore.sheet.presenterRecessionInput
      let after = upperAfter.sheet.presenterRecessionInput
      guard before.startExtent == after.startExtent, before.largestExtent == after.largestExtent
      else { continue }
      let span = max(after.largestExtent - after.startExtent, PresenterRecession.minimumSpan)
      let explained = 1.5 * abs(after.extent - before.extent) / span
      let step = abs(lowerAfter.stacked.progress - lowerBefore.stacked.progress)
      largest = max(largest, step - explained)
    }
    return largest
  }

  /// The first time the lower sheet moved while a finger held the upper one and the lower sheet
  /// was at rest, in seconds; nil when it never did.
  static func firstMoveUnderDrag(lower: LabTrace, upper: LabTrace) -> Double? {
    let pairs = zip(lower.frames, upper.frames)
    for ((lowerBefore, upperBefore), (lowerAfter, upperAfter)) in zip(pairs, pairs.dropFirst())
    where upperBefore.finger != nil && upperAfter.finger != nil && !lowerBefore.sheet.isAnimating
      && lowerBefore.containerSize == lowerAfter.containerSize
      && lowerBefore.sheet.layoutRect != lowerAfter.sheet.layoutRect
    {
      return lowerAfter.sheet.time
    }
    return nil
  }

  /// The failures of the stacked scenario `lower` with its stacked sheet's trace `upper`: the
  /// two checks above, and the upper sheet's own expectations and standing rules.
  static func failures(lower: LabTrace, upper: LabTrace) -> [String] {
    var failures: [String] = []
    if !lower.scenario.configuration.isPersistent {
      let step = largestUnexplainedStep(lower: lower, upper: upper)
      if step > tolerance {
        failures.append(
          "the lower sheet's recession steps \(LabFormat.number(step, digits: 6)) beyond what the "
            + "stacked sheet's move explains")
      }
    }
    if let time = firstMoveUnderDrag(lower: lower, upper: upper) {
      failures.append(
        "the lower sheet moved at \(LabFormat.number(time)) s while a finger held the stacked sheet"
      )
    }
    failures += ScenarioSummary(trace: upper).failures.map { "stacked sheet: " + $0 }
    return failures
  }
}
