import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// Screens taller than the sheet: each height is capped first, then blended.
@Suite("Navigation: cap each screen's height first, then blend")
struct NavigationCapTests {
  static let short = NavigationScreen(id: 1, preferredHeight: 300)
  static let tall = NavigationScreen(id: 2, preferredHeight: 2_000)
  static let middle = NavigationScreen(id: 3, preferredHeight: 500)
  /// 844 − 47 − 10 = 787 pt of sheet, less the 34 pt home indicator inset: 753 pt of content.
  static let cap = 753.0
  static let inset = 34.0

  enum Operation {
    case push, pop, popToRoot, setStack, interactivePopFinished, interactivePopCancelled
  }

  /// One 120 Hz frame of the engine and the stack.
  struct Sample {
    var time: Double
    var extent: Double
    var velocity: Double
    var phase: SheetPhase
    var navigation: NavigationFrame
  }

  /// Runs `operation` at 1 s on a fitting sheet and samples every frame until 2.5 s.
  static func run(_ operation: Operation) -> [Sample] {
    let screens: [NavigationScreen] =
      switch operation {
      case .push, .setStack: [short]
      case .pop, .interactivePopFinished, .interactivePopCancelled: [short, tall]
      case .popToRoot: [short, middle, tall]
      }
    var rig = NavigationRig(screens: screens)
    var samples: [Sample] = []
    var time = 0.0
    while time < 2.5 - 1e-9 {
      time += 1.0 / 120
      if abs(time - 1) < 1e-9 {
        switch operation {
        case .push: rig.navigation.push(tall, animated: true, at: time)
        case .pop: rig.navigation.pop(animated: true, at: time)
        case .popToRoot: rig.navigation.popToRoot(animated: true, at: time)
        case .setStack: rig.navigation.setStack([short, tall], animated: true, at: time)
        case .interactivePopFinished, .interactivePopCancelled:
          _ = rig.navigation.interactivePopBegan(at: time)
        }
      }
      if operation == .interactivePopFinished || operation == .interactivePopCancelled {
        let finger = time - 1
        if finger > 0, finger <= 0.2 {
          rig.navigation.interactivePopChanged(translation: 150 * finger / 0.2, at: time)
        } else if finger > 0.2, finger - 1.0 / 120 <= 0.2 {
          rig.navigation.interactivePopEnded(
            velocity: operation == .interactivePopFinished ? 1_200 : -600, at: time)
        }
      }
      rig.navigation.drive(&rig.engine, at: time)
      let navigation = rig.navigation.frame(at: time)
      let frame = rig.engine.step(to: time)
      rig.navigation.drainEvents { _ in }
      samples.append(
        Sample(
          time: time, extent: frame.extent, velocity: frame.velocity, phase: frame.phase,
          navigation: navigation))
    }
    return samples
  }

  @Test func theHeightMovesOnEveryFrameBetweenTheCappedHeights() {
    // (operation, height before, height after), both capped, plus the 34 pt inset.
    let rows: [(line: UInt, operation: Operation, from: Double, to: Double)] = [
      (#line, .push, 300, Self.cap),
      (#line, .pop, Self.cap, 300),
      (#line, .popToRoot, Self.cap, 300),
      (#line, .setStack, 300, Self.cap),
      (#line, .interactivePopFinished, Self.cap, 300),
      (#line, .interactivePopCancelled, Self.cap, Self.cap),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      let samples = Self.run(row.operation)
      let moving = samples.filter { $0.navigation.isTransitioning }
      #expect(!moving.isEmpty, sourceLocation: location)
      for sample in moving {
        // The shown height is the blend of the capped heights (the progress drives both):
        // from the 753 pt cap to the short screen's 300 pt on a pop, the other way on a push.
        let progress = sample.navigation.progress
        let blend =
          Self.inset
          + (sample.navigation.isPop
            ? Self.cap + (300 - Self.cap) * progress : 300 + (Self.cap - 300) * progress)
        expectClose(sample.extent, blend, tolerance: 0.5, sourceLocation: location)
      }
      // It moves on every frame where the progress moves, never standing still at the cap.
      for (before, after) in zip(moving, moving.dropFirst())
      where abs(after.navigation.progress - before.navigation.progress) > 1e-4 {
        #expect(
          abs(after.extent - before.extent) > 0.01,
          "stood still at \(after.time)", sourceLocation: location)
        // The reported velocity is the real rate of change of the extent.
        let rate = (after.extent - before.extent) * 120
        #expect(
          abs(after.velocity - rate) <= max(2, abs(rate) * 0.02),
          "velocity \(after.velocity) vs \(rate) at \(after.time)", sourceLocation: location)
        #expect(after.phase == .settling, sourceLocation: location)
      }
      let last = samples[samples.count - 1]
      expectClose(last.extent, row.to + Self.inset, tolerance: 0.01, sourceLocation: location)
      #expect(last.phase == .resting, sourceLocation: location)
      #expect(last.velocity == 0, sourceLocation: location)
      // No stop at full speed: the step into the final height is small.
      let steps = zip(samples, samples.dropFirst()).map { abs($1.extent - $0.extent) }
      #expect((steps.last ?? 0) < 0.5, sourceLocation: location)
    }
  }

  @Test func aRotationMidPushRecapsBothHeightsWithoutAJump() {
    var rig = NavigationRig(screens: [Self.short])
    let landscape = PhoneLandscape.context()
    var time = 0.0
    var previous: Double?
    var largestStep = 0.0
    var highest = 0.0
    while time < 3 - 1e-9 {
      time += 1.0 / 120
      if abs(time - 1) < 1e-9 { rig.navigation.push(Self.tall, animated: true, at: time) }
      if abs(time - 1.15) < 1e-9 {
        var context = landscape
        context.preferredContentHeight = rig.engine.layout.context.preferredContentHeight
        rig.engine.handle(.layoutChanged(context), at: time)
      }
      rig.navigation.drive(&rig.engine, at: time)
      let extent = rig.engine.step(to: time).extent
      // The rotation itself changes the container from 844 to 390 pt at once; every frame
      // after it must move smoothly and stay below the new top limit.
      if time > 1.15 + 1e-9 {
        if let previous { largestStep = max(largestStep, abs(extent - previous)) }
        highest = max(highest, extent)
      }
      previous = extent
    }
    // Landscape: 390 − 0 − 10 = 380 pt of sheet, the tall screen capped there.
    expectClose(previous ?? 0, 380, tolerance: 0.01)
    #expect(rig.navigation.maximumHeight == 380 - 21)
    // The sheet's own spring and the capped heights' glide: no jump after the rotation, and
    // never above the landscape top limit (380 pt of sheet).
    #expect(largestStep < 10, "largest step \(largestStep)")
    #expect(highest <= 380 + 1e-9)
  }
}
