import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import PropertyBased
import Testing

/// Two sheets, one presented from the other, over random interleavings of both sheets' inputs
/// on devices and detent sets drawn from the standard fixtures: the lower sheet's recession
/// follows the upper sheet alone, and a covered persistent sheet comes back where it was.
@Suite("Stacking: invariants over random interleavings")
struct StackingPropertyTests {
  /// One random step: which action, a number, an index and the time until the next step.
  typealias Step = (kind: Int, value: Double, index: Int, delay: Double)

  static let stepGenerator = zip(
    Gen.int(in: 0...10), Gen.double(in: -3000...3000), Gen.int(in: 0...7),
    Gen.double(in: 0...0.3))

  /// Detent sets of one to four detents.
  static let detentSets: [[Detent]] = [
    [.large], [.fitting], [.medium, .large], [.fraction(0.25), .medium],
    [.fraction(0.2), .medium, .large], [.height(120), .fraction(0.45), .fraction(0.7), .large],
  ]

  /// A world: the device, both sheets' detents, and the steps.
  static let worldGenerator = zip(
    Gen.int(in: 0...(StandardDevice.all.count - 1)),
    Gen.int(in: 0...(detentSets.count - 1)), Gen.int(in: 0...(detentSets.count - 1)),
    stepGenerator.array(of: 1...50))

  /// Applies one step to the upper sheet (the lower one hears only layout changes, as it does
  /// under an upper sheet whose dimming takes every touch). Returns whether the layout changed.
  static func apply(
    _ step: Step, upper: inout SheetEngine, lower: inout SheetEngine, at time: Double,
    devices: [StandardDevice]
  ) -> Bool {
    switch step.kind {
    case 0: upper.handle(.present(animated: true), at: time)
    case 1: upper.handle(.dismiss(animated: true), at: time)
    case 2: upper.handle(.dragBegan, at: time)
    case 3, 4: upper.handle(.dragChanged(translation: step.value / 4), at: time)
    case 5: upper.handle(.dragEnded(velocity: step.value), at: time)
    case 6:
      let detents = upper.detents.stops
      if !detents.isEmpty {
        upper.handle(
          .selectDetent(detents[step.index % detents.count].identifier, animated: true), at: time)
      }
    case 7:
      upper.handle(
        .keyboardChanged(overlap: max(step.value, 0) / 10, animation: nil), at: time)
    case 8:
      // A rotation: both sheets get the new container.
      let device = devices[step.index % devices.count]
      for index in 0..<2 {
        var context = (index == 0 ? upper : lower).layout.context
        context.containerSize = device.size
        context.safeAreaInsets = device.safeAreaInsets
        if index == 0 {
          upper.handle(.layoutChanged(context), at: time)
        } else {
          lower.handle(.layoutChanged(context), at: time)
        }
      }
      return true
    default: upper.handle(.tapOnDimming, at: time)
    }
    return false
  }

  @Test("the lower sheet recedes only as the upper one's move explains and never moves for it")
  func lowerFollowsUpper() async {
    await seededPropertyCheck(count: 250, input: Self.worldGenerator) { world in
      let (deviceIndex, lowerSet, upperSet, steps) = world
      let device = StandardDevice.all[deviceIndex]
      var lower = SheetEngine.fixture(
        SheetConfiguration(detents: Self.detentSets[lowerSet]), on: device, start: .presented)
      var upper = SheetEngine.fixture(
        SheetConfiguration(detents: Self.detentSets[upperSet]), on: device)
      var time = 0.0
      var lowerFrame = lower.step(to: time)
      var upperFrame = upper.step(to: time)
      var recession = StackedSheetRecession(
        upper: upperFrame.presenterRecessionInput, lower: lowerFrame)
      for raw in steps {
        let step: Step = raw
        let lowerWasResting = !lowerFrame.isAnimating && lower.phase == .resting
        let relayout = Self.apply(
          step, upper: &upper, lower: &lower, at: time, devices: StandardDevice.all)
        time += step.delay
        let newLower = lower.step(to: time)
        let newUpper = upper.step(to: time)
        let next = StackedSheetRecession(upper: newUpper.presenterRecessionInput, lower: newLower)
        for value in [next.progress, next.scale, next.translationY, next.shadeAlpha] {
          #expect(value.isFinite, "never NaN")
        }
        #expect(next.progress >= 0 && next.progress <= 1)
        #expect(next.scale >= PresenterRecession.fullScale - 1e-12 && next.scale <= 1)
        #expect(next.shadeAlpha >= 0 && next.shadeAlpha <= PresenterRecession.fullDimmingAlpha)
        if !relayout {
          if lowerWasResting {
            #expect(newLower.layoutRect == lowerFrame.layoutRect, "the lower sheet stays put")
            #expect(newLower.extent == lowerFrame.extent)
          }
          // The recession's step is explained by the upper sheet's: smoothstep's slope is at
          // most 1.5 over the span from half height to the full height.
          let input = newUpper.presenterRecessionInput
          let span = max(input.largestExtent - input.startExtent, PresenterRecession.minimumSpan)
          let before = upperFrame.presenterRecessionInput.extent
          let bound = 1.5 * abs(input.extent - before) / span + 1e-9
          if lowerWasResting, next.progress > 0 || recession.progress > 0 {
            #expect(
              abs(next.progress - recession.progress) <= bound,
              "recession jumped \(recession.progress) → \(next.progress), upper moved \(before) → \(input.extent)"
            )
          }
        }
        lowerFrame = newLower
        upperFrame = newUpper
        recession = next
      }
    }
  }

  /// One random step of a covered persistent sheet's world.
  typealias CoverStep = (kind: Int, index: Int, delay: Double)

  static let coverWorldGenerator = zip(
    Gen.int(in: 0...(StandardDevice.all.count - 1)), Gen.int(in: 2...5), Gen.bool,
    zip(Gen.int(in: 0...6), Gen.int(in: 0...7), Gen.double(in: 0...0.6)).array(of: 1...40))

  static let persistentSets: [[Detent]] = [
    [], [.large], [.medium, .large], [.fraction(0.15), .medium, .large],
    [.fraction(0.12), .fraction(0.35), .medium, .large],
    [.height(90), .fraction(0.3), .fraction(0.55), .fraction(0.8), .large],
  ]

  @Test("a covered persistent sheet returns to its detent unless it was moved meanwhile")
  func persistentReturns() async {
    await seededPropertyCheck(count: 250, input: Self.coverWorldGenerator) { world in
      let (deviceIndex, setIndex, stepsDown, steps) = world
      var configuration = SheetConfiguration.persistent(
        detents: Self.persistentSets[setIndex], largestUndimmedDetent: nil)
      configuration.coveredBehavior = stepsDown ? .stepsDownToLowestDetent : .keepsDetent
      var engine = SheetEngine.fixture(
        configuration, on: StandardDevice.all[deviceIndex], start: .presented)
      var rule = CoveredPersistentSheet()
      var time = 0.0
      _ = engine.takeNotifications()
      // The detent before the first cover, and whether anyone but the rule moved the sheet.
      var before: Detent.Identifier?
      var moved = false
      func carryOut(_ command: CoveredPersistentSheet.Command?) {
        guard case .select(let detent) = command else { return }
        engine.handle(.selectDetent(detent, animated: true), at: time)
      }
      func feedChanges(byRule: Bool) {
        for notification in engine.takeNotifications() {
          guard let change = notification.detentChange else { continue }
          if !byRule, rule.covers > 0 { moved = true }
          carryOut(rule.handle(.detentChanged(to: change.to)))
        }
      }
      for raw in steps {
        let step: CoverStep = raw
        switch step.kind {
        case 0, 1:
          if rule.covers == 0 {
            before = engine.selectedDetent
            moved = false
          }
          let lowest = engine.detents.stops.first?.identifier
          let command = rule.handle(
            .coverBegan(
              selected: engine.selectedDetent, lowest: lowest,
              behavior: configuration.coveredBehavior))
          if !stepsDown { #expect(command == nil, "keeps its detent") }
          carryOut(command)
          feedChanges(byRule: true)
        case 2, 3:
          let wasLast = rule.covers == 1
          let command = rule.handle(.coverEnded)
          if wasLast, moved { #expect(command == nil, "a moved sheet is not overridden") }
          if !stepsDown { #expect(command == nil) }
          carryOut(command)
          feedChanges(byRule: true)
          if wasLast, !moved, stepsDown {
            #expect(engine.selectedDetent == before, "back at \(String(describing: before))")
          }
        case 4:
          // The app picks a detent, perhaps the one the sheet is at: its word stands.
          let stops = engine.detents.stops
          if !stops.isEmpty {
            #expect(rule.handle(.selectedByApp) == nil)
            if rule.covers > 0 { moved = true }
            engine.handle(
              .selectDetent(stops[step.index % stops.count].identifier, animated: true), at: time)
          }
          feedChanges(byRule: false)
        default:
          time += step.delay
          _ = engine.step(to: time)
          feedChanges(byRule: false)
        }
        #expect(engine.currentFrame.extent.isFinite)
      }
    }
  }

  @Test(
    "in any stack, through any sequence of sheets blocking and letting touches through, VoiceOver reaches what a finger reaches and what is presented above is never hidden"
  )
  func accessibilityOfStacks() async {
    // Stacks of one to five modal sheets over a screen, bottom first, each starting blocking or
    // not; then sheets switch between blocking and letting touches through, in any order. The
    // window's views in order: the screen (0), each sheet's container (1 … n), then an alert
    // presented from the top sheet (n + 1). Each sheet wants hidden what lies before its
    // container while the rule says so, through one shared ledger, as the adapter does.
    let world = zip(Gen.bool.array(of: 1...5), Gen.int(in: 0...4).array(of: 0...20))
    await seededPropertyCheck(count: 300, input: world) { start, switches in
      var passes = start
      var hiding = SharedHiding<Int, Int>()
      var hidden: Set<Int> = []
      func update(_ sheet: Int) {
        let wish =
          SheetStack.hidesWhatLiesUnder(passesTouchesThrough: passes[sheet])
          ? Array(0...sheet) : []
        let change = hiding.set(sheet, hides: wish) { hidden.contains($0) }
        hidden.formUnion(change.hide)
        hidden.subtract(change.show)
      }
      func check(_ label: String) {
        // VoiceOver reaches a view exactly when a finger does: when every sheet above it lets
        // touches through.
        for view in 0...passes.count {
          let fingerReaches = passes[view...].allSatisfy { $0 }
          #expect(!hidden.contains(view) == fingerReaches, "view \(view) after \(label)")
        }
        #expect(!hidden.contains(passes.count + 1), "the alert")
      }
      for sheet in passes.indices { update(sheet) }
      check("the stack came up")
      for raw in switches {
        let sheet = raw % passes.count
        passes[sheet].toggle()
        update(sheet)
        check("sheet \(sheet) switched")
      }
      // The sheets leave, top first: nothing stays hidden.
      for sheet in passes.indices.reversed() {
        let change = hiding.set(sheet, hides: []) { hidden.contains($0) }
        hidden.subtract(change.show)
        passes.removeLast()
        if !passes.isEmpty { check("sheet \(sheet) left") }
      }
      #expect(hidden.isEmpty)
    }
  }
}
