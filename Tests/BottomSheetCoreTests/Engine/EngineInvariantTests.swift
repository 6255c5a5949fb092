import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// Random event sequences: whatever arrives, in whatever order, with whatever numbers, on any
/// standard device and with one to five detents, the engine stays finite, its frame inside the
/// container, correctly paired, and comes to rest at a detent.
@Suite("Engine: invariants over random input sequences")
struct EngineInvariantTests {
  /// A raw random step: which input, two numbers, a selector for special values, and a delay.
  typealias Step = (kind: Int, a: Double, b: Double, special: Int, delay: Double)

  /// The detents a world's sheet is given some of: a set is `count` (1…5) of them in a row,
  /// from `first` on, wrapping round, so sets of every size and mix come up (a lone `.fitting`,
  /// `.large` alone, three partial detents, …), listed in no particular order of height.
  static let detentPool: [Detent] = [
    .fitting, .fraction(0.3, identifier: "low"), .height(450, identifier: "mid"), .large,
    .fraction(0.12, identifier: "peek"), .medium,
  ]

  /// The names a selection may ask for: every detent of the pool and one no sheet has.
  static let identifiers: [Detent.Identifier] = [
    "fitting", "low", "mid", "large", "peek", "medium", "unknown",
  ]

  /// Where a property's sheet lives (issue 42, variety by default): a standard device
  /// (an index into ``StandardDevice/all``) and a detent set of ``detentPool``.
  struct World: Sendable, CustomStringConvertible {
    var device: Int
    var count: Int
    var first: Int

    var standardDevice: StandardDevice { StandardDevice.all[device] }
    var detents: [Detent] {
      (0..<count).map {
        EngineInvariantTests.detentPool[(first + $0) % EngineInvariantTests.detentPool.count]
      }
    }
    var description: String { "\(standardDevice), detents \(detents.map(\.identifier))" }

    /// The sheet's configuration in this world: persistent ones are undimmed up to their first
    /// listed detent.
    func configuration(persistent: Bool) -> SheetConfiguration {
      var configuration =
        persistent
        ? SheetConfiguration.persistent(
          detents: detents, largestUndimmedDetent: detents[0].identifier)
        : SheetConfiguration(detents: detents)
      configuration.printsCorrectionsInDebug = false
      return configuration
    }
  }

  static let worldGenerator = zip(
    Gen.int(in: 0...(StandardDevice.all.count - 1)), Gen.int(in: 1...5),
    Gen.int(in: 0...(detentPool.count - 1))
  ).map { World(device: $0, count: $1, first: $2) }

  /// Replaces `value` by NaN, ±infinity or a huge number for some selectors.
  static func garble(_ value: Double, _ special: Int) -> Double {
    switch special {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return value * 1e12
    default: return value
    }
  }

  static func input(for step: Step, garbage: Bool) -> SheetInput {
    let a = garbage ? garble(step.a, step.special) : step.a
    let b = garbage ? garble(step.b, step.special) : step.b
    switch step.kind {
    case 0: return .present(animated: step.special % 2 == 0)
    case 1: return .dismiss(animated: step.special % 3 != 0)
    case 2:
      return .selectDetent(
        identifiers[(step.special + Int(abs(step.a))) % identifiers.count],
        animated: step.special < 7)
    case 3: return .dragBegan
    case 4, 5, 6: return .dragChanged(translation: a)
    case 7: return .dragEnded(velocity: b * 5)
    case 8: return .dragCancelled
    case 9: return .tapOnDimming
    case 10: return .contentHeightChanged(abs(a) * 2, animated: step.special != 5)
    case 11:
      // Half the changes carry a keyboard animation: curves 0–3, the keyboard's 7, or none.
      let animation =
        step.special % 4 < 2
        ? KeyboardAnimation(duration: abs(a) / 1000, systemCurve: step.special % 8) : nil
      return .keyboardChanged(
        overlap: step.special % 2 == 0 ? 0 : abs(b) / 2, animation: animation)
    case 12:
      // A rotation or a resize onto any standard device, its top inset varied.
      let device = StandardDevice.all[Int(abs(step.b)) % StandardDevice.all.count]
      let (width, height) = (device.size.width, device.size.height)
      var insets = device.safeAreaInsets
      insets.top += abs(b) / 10
      if garbage { insets.bottom = garble(insets.bottom + 34, step.special) }
      return .layoutChanged(
        LayoutContext(
          containerSize: Size(width: garbage ? garble(width, step.special) : width, height: height),
          safeAreaInsets: insets, preferredContentHeight: a, keyboardOverlap: 0,
          grabberHeight: abs(b) / 100))
    case 13: return .accessibilityEscape
    case 14: return .accessibilityIncrement
    // An app's animation pacing a move: progress −1.5…1.5, or garbage.
    case 16, 17: return .paceMove(progress: a / 600, time: b / 100)
    // A finger's touch-down and lift, which catch and let go of a moving sheet.
    case 18: return .touchDown
    case 19: return .touchLifted
    default: return .accessibilityDecrement
    }
  }

  static let stepGenerator = zip(
    Gen.int(in: 0...19), Gen.double(in: -900...900), Gen.double(in: -3000...3000),
    Gen.int(in: 0...9), Gen.double(in: 0...0.4))

  /// Runs the steps and checks every frame; returns a failure description or nil.
  static func check(
    _ steps: [Step], garbage: Bool, persistent: Bool, veto: Bool, world: World
  ) -> String? {
    var configuration = world.configuration(persistent: persistent)
    if veto { configuration.shouldDismiss = { false } }
    var engine = SheetEngine(configuration: configuration, context: world.standardDevice.context())
    var time = 0.0
    var inputs: [TimedInput] = []
    for step in steps {
      time += step.delay
      inputs.append(TimedInput(input(for: step, garbage: garbage), at: time))
    }
    // Lift any finger still down, then leave the sheet alone long enough to settle.
    inputs.append(TimedInput(.dragCancelled, at: time + 0.01))
    inputs.append(TimedInput(.touchLifted, at: time + 0.01))
    var failure: String?
    let trace = ScenarioRunner.run(&engine, inputs: inputs, until: time + 6, framesPerSecond: 60) {
      engine, frame in
      guard failure == nil else { return }
      let height = engine.layout.context.containerSize.height
      let width = engine.layout.context.containerSize.width
      let values = [
        frame.extent, frame.velocity, frame.dimmingAlpha, frame.keyboardLift,
        frame.sheetRect.minY, frame.sheetRect.height, frame.sheetRect.minX, frame.sheetRect.width,
      ]
      if values.contains(where: { !$0.isFinite }) {
        failure = "non-finite value in \(frame)"
      } else if frame.extent < 0 || frame.extent > height {
        failure = "extent \(frame.extent) outside 0...\(height)"
      } else if frame.sheetRect.minX < 0 || frame.sheetRect.maxX > width + 1e-9 {
        failure = "sheet \(frame.sheetRect) outside the container's 0...\(width)"
      }
    }
    if let failure { return failure }
    if let violation = NotificationOrder.violation(in: trace.notificationSequence) {
      return "notifications \(trace.notificationSequence): \(violation)"
    }
    let last = trace.last
    if last.isAnimating || last.phase == .dragging {
      return "still moving after 6 s idle: \(last)"
    }
    switch last.phase {
    case .hidden:
      if last.extent != 0 { return "hidden at extent \(last.extent)" }
    case .resting:
      guard let detent = last.detent, let extent = engine.detents.extent(of: detent) else {
        return "resting without a detent: \(last)"
      }
      if abs(extent - last.extent) > 1e-9 { return "resting off its detent: \(last)" }
    default:
      return "unexpected final phase \(last.phase)"
    }
    if persistent {
      // Only the app may dismiss a presented persistent sheet.
      var presented = false
      var userDismissals = 0
      for notification in trace.notificationSequence {
        if notification == .didPresent { presented = true }
        if notification == .willDismiss, presented { userDismissals += 1 }
        if notification == .willPresent { presented = false }
      }
      let programmatic = inputs.filter {
        if case .dismiss = $0.input.kind { return true } else { return false }
      }.count
      if userDismissals > programmatic {
        return "a presented persistent sheet was dismissed without a dismiss input"
      }
    }
    let state = NotificationOrder.finalState(of: trace.notificationSequence)
    if (state == .dismissed) != (last.phase == .hidden) {
      return "life cycle \(state) disagrees with phase \(last.phase)"
    }
    return nil
  }

  @Test func sensibleInputsKeepEveryInvariant() async {
    await seededPropertyCheck(
      count: 200,
      input: zip(Self.stepGenerator.array(of: 1...200), Gen.bool, Gen.bool, Self.worldGenerator)
    ) { steps, persistent, veto, world in
      let failure = Self.check(
        steps, garbage: false, persistent: persistent, veto: veto, world: world)
      #expect(failure == nil, "\(world): \(failure ?? "")")
    }
  }

  @Test func garbageInputsNeverProduceNaNOrEscapeTheirBounds() async {
    await seededPropertyCheck(
      count: 200,
      input: zip(Self.stepGenerator.array(of: 1...200), Gen.bool, Gen.bool, Self.worldGenerator)
    ) { steps, persistent, veto, world in
      let failure = Self.check(
        steps, garbage: true, persistent: persistent, veto: veto, world: world)
      #expect(failure == nil, "\(world): \(failure ?? "")")
    }
  }

  /// The worlds the properties draw cover what they mean to: every device, every size of set.
  @Test func theWorldsCoverEveryDeviceAndSetSize() {
    var rng = seededGenerator(case: 0)
    var devices = Set<Int>()
    var counts = Set<Int>()
    for _ in 0..<200 {
      let world = Self.worldGenerator.run(using: &rng)
      devices.insert(world.device)
      counts.insert(world.detents.count)
    }
    #expect(devices.count == StandardDevice.all.count)
    #expect(counts == Set(1...5))
  }

  @Test func garbageLayoutAtCreationIsClampedAndRecorded() {
    let rows: [(line: UInt, context: LayoutContext, flag: InputCorrections)] = [
      (#line, LayoutContext(containerSize: Size(width: .nan, height: 844)), .nonFiniteValue),
      (#line, LayoutContext(containerSize: Size(width: 390, height: -5)), .negativeLength),
      (
        #line,
        LayoutContext(containerSize: Phone.size, safeAreaInsets: Insets(top: 600, bottom: 600)),
        .exceedsContainer
      ),
      (
        #line, LayoutContext(containerSize: Phone.size, preferredContentHeight: .infinity),
        .nonFiniteValue
      ),
    ]
    for row in rows {
      var configuration = SheetConfiguration.fitting
      configuration.printsCorrectionsInDebug = false
      var engine = SheetEngine(configuration: configuration, context: row.context)
      engine.handle(.present(animated: false), at: 0)
      let frame = engine.step(to: 1)
      #expect(
        frame.extent.isFinite && frame.sheetRect.minY.isFinite,
        sourceLocation: rowLocation(row.line))
      #expect(engine.corrections.contains(row.flag), sourceLocation: rowLocation(row.line))
    }
  }
}
