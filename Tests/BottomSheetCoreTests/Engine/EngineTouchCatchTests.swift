import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// A touch-down catches a sheet a spring moves, and a finger that lifts without moving lets it
/// go to the nearest stop, never to hidden (`SheetInput.touchDown`, `touchLifted`).
@Suite("Engine: a still finger catches the moving sheet")
struct EngineTouchCatchTests {
  /// How a row brings the sheet into the phase the touch lands in.
  enum Setup: Sendable {
    /// Never presented.
    case hidden
    /// Presented without animation at 0; nothing else.
    case resting
    /// Presented with animation at 0.
    case presenting
    /// Presented at 0, then moved to `detent` with animation at 1.
    case selecting(Detent.Identifier)
    /// Presented at 0, dragged up 40 pt from 1 s and let go still at 1.1 s: it springs back.
    case springingBack
    /// Presented at 0, dismissed by the app at 1.
    case appDismissing
    /// Presented at 0, flicked down at 1 (60 pt in 0.05 s, let go at 1500 pt/s).
    case flickedAway
    /// Presented at 0, held by a drag that began at 1 and has not moved.
    case held

    /// The time the setup's last input happened.
    var lastInput: Double {
      switch self {
      case .hidden, .resting, .presenting: return 0
      case .selecting, .appDismissing, .held: return 1
      case .springingBack: return 1.1
      case .flickedAway: return 1.05
      }
    }

    func apply(to engine: inout SheetEngine) {
      switch self {
      case .hidden:
        break
      case .resting:
        engine.handle(.present(animated: false), at: 0)
      case .presenting:
        engine.handle(.present(animated: true), at: 0)
      case .selecting(let detent):
        engine.handle(.present(animated: false), at: 0)
        engine.handle(.selectDetent(detent, animated: true), at: 1)
      case .springingBack:
        engine.handle(.present(animated: false), at: 0)
        engine.handle(.dragBegan, at: 1)
        engine.handle(.dragChanged(translation: -40), at: 1.05)
        engine.handle(.dragChanged(translation: -40), at: 1.1)
        engine.handle(.dragEnded(velocity: 0), at: 1.1)
      case .appDismissing:
        engine.handle(.present(animated: false), at: 0)
        engine.handle(.dismiss(animated: true), at: 1)
      case .flickedAway:
        engine.handle(.present(animated: false), at: 0)
        engine.handle(.dragBegan, at: 1)
        engine.handle(.dragChanged(translation: 60), at: 1.05)
        engine.handle(.dragEnded(velocity: 1500), at: 1.05)
      case .held:
        engine.handle(.present(animated: false), at: 0)
        engine.handle(.dragBegan, at: 1)
      }
    }
  }

  /// The stop nearest `extent` among the engine's detents (hidden excluded).
  static func nearestStop(to extent: Double, in engine: SheetEngine) -> Detent.Identifier? {
    engine.detents.stops.min { abs($0.extent - extent) < abs($1.extent - extent) }?.identifier
  }

  @Test("which phases a touch-down catches, and where a lift without movement sends the sheet")
  func phases() throws {
    let three = SheetConfiguration(detents: [.fitting, .medium, .large])
    let two = SheetConfiguration(detents: [.medium, .large])
    let one = SheetConfiguration(detents: [.large])
    var persistent = SheetConfiguration(
      detents: [.fraction(0.15, identifier: Detent.Identifier("collapsed")), .medium, .large])
    persistent.isPersistent = true
    let many = SheetConfiguration(
      detents: [0.1, 0.25, 0.4, 0.55, 0.7, 0.85].map { Detent.fraction($0) } + [.large])
    let rows:
      [(
        line: UInt, configuration: SheetConfiguration, device: StandardDevice, setup: Setup,
        delay: Double, catches: Bool
      )] = [
        // Nothing moves the sheet: the touch changes nothing.
        (#line, two, .phone, .hidden, 0.1, false),
        (#line, two, .phone, .resting, 0.5, false),
        (#line, one, .phoneLandscape, .resting, 0.5, false),
        (#line, two, .phone, .held, 0.05, false),
        // A spring moves it: caught, at every point of the move.
        (#line, two, .phone, .presenting, 0.02, true),
        (#line, two, .phone, .presenting, 0.12, true),
        (#line, one, .phone, .presenting, 0.3, true),
        (#line, three, .iPad, .presenting, 0.1, true),
        (#line, two, .phone, .selecting(.large), 0.05, true),
        (#line, two, .phone, .selecting(.large), 0.2, true),
        (#line, many, .phoneLandscapeUnequal, .selecting(.large), 0.1, true),
        (#line, three, .phone, .springingBack, 0.03, true),
        (#line, two, .phone, .appDismissing, 0.02, true),
        (#line, two, .phone, .appDismissing, 0.15, true),
        (#line, one, .iPadSplitView, .appDismissing, 0.1, true),
        (#line, three, .phone, .flickedAway, 0.05, true),
        (#line, persistent, .phone, .selecting(.large), 0.1, true),
        (#line, persistent, .leftInsetContainer, .presenting, 0.1, true),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var engine = SheetEngine.fixture(row.configuration, on: row.device)
      row.setup.apply(to: &engine)
      let touch = row.setup.lastInput + row.delay
      let before = engine.step(to: touch)
      let wasPresented = engine.presentationState
      let caught = engine.handle(.touchDown, at: touch)
      #expect(caught == row.catches, sourceLocation: location)
      let atTouch = engine.step(to: touch)
      // Caught or not, the touch itself moves nothing.
      expectClose(atTouch.extent, before.extent, tolerance: 1e-9, sourceLocation: location)
      guard row.catches else {
        #expect(atTouch.phase == before.phase, sourceLocation: location)
        #expect(engine.presentationState == wasPresented, sourceLocation: location)
        let lifted = engine.handle(.touchLifted, at: touch + 0.3)
        #expect(!lifted, sourceLocation: location)
        continue
      }
      #expect(atTouch.phase == .dragging, sourceLocation: location)
      #expect(atTouch.velocity == 0, sourceLocation: location)
      // Held where it stopped for as long as the finger stays.
      for frame in 1...36 {
        let held = engine.step(to: touch + Double(frame) / 120)
        #expect(held.extent == atTouch.extent, sourceLocation: location)
        #expect(held.phase == .dragging, sourceLocation: location)
      }
      let expected = try #require(Self.nearestStop(to: atTouch.extent, in: engine))
      _ = engine.takeNotifications()
      let released = engine.handle(.touchLifted, at: touch + 0.3)
      #expect(released, sourceLocation: location)
      let last = engine.step(to: touch + 3)
      #expect(last.phase == .resting, sourceLocation: location)
      #expect(last.detent == expected, sourceLocation: location)
      let notifications = engine.takeNotifications()
      #expect(!notifications.contains(.didDismiss), sourceLocation: location)
    }
  }

  @Test("a caught dismissal comes back to a detent: willPresent and didPresent, no didDismiss")
  func caughtDismissalComesBack() {
    for setup in [Setup.appDismissing, .flickedAway] {
      var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
      setup.apply(to: &engine)
      _ = engine.step(to: setup.lastInput + 0.1)
      _ = engine.takeNotifications()
      var handled = engine.handle(.touchDown, at: setup.lastInput + 0.1)
      #expect(handled)
      handled = engine.handle(.touchLifted, at: setup.lastInput + 0.4)
      #expect(handled)
      _ = engine.step(to: setup.lastInput + 3)
      let notifications = engine.takeNotifications()
      #expect(notifications == [.willPresent, .didPresent], "\(setup)")
      #expect(engine.presentationState == .presented)
    }
  }

  @Test("moving on from a catch is a drag from where the touch stopped the sheet")
  func movingOnIsADrag() {
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.dismiss(animated: true), at: 1)
    let caught = engine.step(to: 1.08).extent
    var handled = engine.handle(.touchDown, at: 1.08)
    #expect(handled)
    // The pan that begins once the finger moved enough: its began changes nothing.
    handled = engine.handle(.dragBegan, at: 1.12)
    #expect(!handled)
    engine.handle(.dragChanged(translation: -12), at: 1.12)
    expectClose(engine.step(to: 1.12).extent, caught + 12, tolerance: 1e-9)
    // Once moved, the drag is a drag: a flick down from here dismisses.
    engine.handle(.dragChanged(translation: 40), at: 1.15)
    engine.handle(.dragEnded(velocity: 2000), at: 1.15)
    // The lift that follows the pan's release changes nothing.
    handled = engine.handle(.touchLifted, at: 1.15)
    #expect(!handled)
    _ = engine.step(to: 3)
    #expect(engine.presentationState == .dismissed)
  }

  @Test("a catch that did not move never dismisses, whichever input ends it")
  func stillCatchNeverDismisses() {
    let endings: [(line: UInt, input: SheetInput)] = [
      (#line, .touchLifted),
      // A pan that began at the touch and ended without moving (a driver that begins its pan
      // at touch-down, as FloatingPanel's does), even with a speed.
      (#line, .dragEnded(velocity: 0)),
      (#line, .dragEnded(velocity: 3000)),
      (#line, .dragCancelled),
    ]
    for row in endings {
      var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
      engine.handle(.dismiss(animated: true), at: 1)
      // Late in the dismissal, nearer hidden than .medium.
      let caught = engine.step(to: 1.2).extent
      #expect(caught < 393.5 / 2, sourceLocation: rowLocation(row.line))
      var handled = engine.handle(.touchDown, at: 1.2)
      #expect(handled, sourceLocation: rowLocation(row.line))
      engine.handle(.dragChanged(translation: 0), at: 1.25)
      handled = engine.handle(row.input, at: 1.3)
      #expect(handled, sourceLocation: rowLocation(row.line))
      let last = engine.step(to: 4)
      #expect(last.phase == .resting, sourceLocation: rowLocation(row.line))
      #expect(last.detent == .medium, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the app's dismissal takes a caught sheet; the lift frees the finger for the next touch")
  func appDismissalWinsOverACatch() {
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.selectDetent(.large, animated: true), at: 1)
    var handled = engine.handle(.touchDown, at: 1.1)
    #expect(handled)
    handled = engine.handle(.dismiss(animated: true), at: 1.2)
    #expect(handled)
    #expect(engine.step(to: 1.21).phase == .dismissing)
    handled = engine.handle(.touchLifted, at: 1.25)
    #expect(!handled)
    // A new touch catches the leaving sheet again.
    handled = engine.handle(.touchDown, at: 1.3)
    #expect(handled)
    handled = engine.handle(.touchLifted, at: 1.4)
    #expect(handled)
    _ = engine.step(to: 4)
    #expect(engine.presentationState == .presented)
  }

  @Test("touch inputs in any order never crash, trap or draw a NaN")
  func touchesInAnyOrder() {
    var generator = SplitMix64(seed: 0x7043_4843)
    let inputs: [SheetInput] = [
      .touchDown, .touchLifted, .dragBegan, .dragChanged(translation: -30),
      .dragChanged(translation: 0), .dragEnded(velocity: 900), .dragCancelled,
      .dismiss(animated: true), .present(animated: true), .selectDetent(.large, animated: true),
    ]
    for _ in 0..<200 {
      var engine = Phone.engine(SheetConfiguration(detents: [.medium, .large]))
      var time = 0.0
      for _ in 0..<40 {
        time += Double(generator.next() % 30) / 240
        let input = inputs[Int(generator.next() % UInt64(inputs.count))]
        engine.handle(input, at: time)
        let frame = engine.step(to: time)
        #expect(frame.extent.isFinite && frame.velocity.isFinite)
      }
    }
  }

  @Test("over random phases and timings: a still touch keeps the sheet, or changes nothing")
  func stillTouchProperty() async {
    let setups: [Setup] = [
      .resting, .presenting, .selecting(.large), .selecting(.fitting), .springingBack,
      .appDismissing, .flickedAway,
    ]
    let configurations = [
      SheetConfiguration(detents: [.fitting, .medium, .large]),
      SheetConfiguration(detents: [.large]),
      SheetConfiguration.persistent(
        detents: [.fraction(0.2), .medium, .large], largestUndimmedDetent: nil),
    ]
    await seededPropertyCheck(
      count: 300,
      input: zip(
        Gen.int(in: 0...(setups.count - 1)), Gen.int(in: 0...2), Gen.double(in: 0...0.6),
        Gen.double(in: 0...1))
    ) { setupIndex, configurationIndex, delay, hold in
      let setup = setups[setupIndex]
      let configuration = configurations[configurationIndex]
      var touched = Phone.engine(configuration)
      setup.apply(to: &touched)
      var untouched = touched
      let touch = setup.lastInput + delay
      let stopped = touched.step(to: touch).extent
      let caught = touched.handle(.touchDown, at: touch)
      touched.handle(.touchLifted, at: touch + hold)
      let last = touched.step(to: touch + hold + 4)
      let reference = untouched.step(to: touch + hold + 4)
      #expect(last.extent.isFinite && last.velocity.isFinite)
      if caught {
        #expect(last.phase == .resting, "\(setup) +\(delay) held \(hold)")
        #expect(last.detent == Self.nearestStop(to: stopped, in: touched), "\(setup) +\(delay)")
      } else {
        let same =
          last.extent == reference.extent && last.phase == reference.phase
          && last.detent == reference.detent
        #expect(same, "\(setup) +\(delay): a touch that caught nothing changed the sheet")
      }
    }
  }

  @Test("a catch inside a rubber band holds the sheet there and the drag goes on through the band")
  func catchInsideTheRubberBand() throws {
    var persistent = SheetConfiguration(detents: [.fraction(0.3), .large])
    persistent.isPersistent = true
    let rows:
      [(line: UInt, configuration: SheetConfiguration, pull: Double, device: StandardDevice)] = [
        // Over-pulled above .large, springing back down.
        (#line, SheetConfiguration(detents: [.medium, .large]), -120, .phone),
        (#line, SheetConfiguration(detents: [.large]), -60, .iPadSplitView),
        // A persistent sheet pulled below its smallest detent, springing back up.
        (#line, persistent, 200, .phone),
        (#line, persistent, 60, .iPad),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var engine = SheetEngine.fixture(row.configuration, on: row.device, start: .presented)
      if row.pull < 0 { engine.handle(.selectDetent(.large, animated: false), at: 0) }
      engine.handle(.dragBegan, at: 1)
      engine.handle(.dragChanged(translation: row.pull), at: 1.1)
      engine.handle(.dragEnded(velocity: 0), at: 1.1)
      let caught = engine.step(to: 1.15)
      #expect(caught.phase == .settling, sourceLocation: location)
      var handled = engine.handle(.touchDown, at: 1.15)
      #expect(handled, sourceLocation: location)
      handled = engine.handle(.dragBegan, at: 1.16)
      engine.handle(.dragChanged(translation: 0), at: 1.16)
      let held = engine.step(to: 1.16)
      expectClose(held.extent, caught.extent, tolerance: 1e-6, "held", sourceLocation: location)
      // Moving on the same way as the pull goes further into the band: a little, never back.
      let further = row.pull < 0 ? -10.0 : 10.0
      engine.handle(.dragChanged(translation: further), at: 1.2)
      let moved = engine.step(to: 1.2).extent - caught.extent
      #expect(
        moved * -further > 0, "moved \(moved) for \(further) from \(caught.extent) \(caught.phase)",
        sourceLocation: location)
      #expect(abs(moved) < 10, sourceLocation: location)
    }
  }

  @Test("the rubber band's inverse gives back the overshoot", arguments: [0.0, 0.55, 1.0])
  func rubberBandInverse(coefficient: Double) {
    let band = RubberBand(coefficient: coefficient, dimension: 844)
    for overshoot in [0.0, 0.5, 10, 120, 844, 10_000, -35] {
      let back = band.overshoot(forOffset: band.offset(forOvershoot: overshoot))
      let expected = coefficient == 0 ? 0 : overshoot
      expectClose(back, expected, tolerance: 1e-6 * max(1, abs(overshoot)), "\(overshoot)")
    }
    #expect(band.overshoot(forOffset: .nan) == 0)
    #expect(band.overshoot(forOffset: 2_000).isFinite)
  }
}
