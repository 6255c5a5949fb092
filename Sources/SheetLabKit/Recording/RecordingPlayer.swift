import BottomSheetCore
import BottomSheetTestSupport

/// Plays a ``SheetRecording`` (made on a phone, or by ``ScenarioPlayer/play(_:framesPerSecond:records:)``)
/// into a ``LabTrace``, so the report, the plots and the checks treat it like any scenario.
///
/// The engine replays every step at its recorded time, so its frames are the recorded sheet's
/// bit for bit. The trace then shows them from the recording's start: times are measured from
/// ``SheetRecording/time``, which is where a hand-written checkpoint's `at` counts from. What the
/// engine never saw is not shown: no list offset and no navigation screens; the finger is drawn
/// where a sheet drag puts it.
package enum RecordingPlayer {
  /// Replays `recording` as a scenario named `name`, checked against `expectations`.
  package static func play(
    _ recording: SheetRecording, name: String, summary: String = "",
    expectations: Expectations = Expectations()
  ) -> LabTrace {
    var engine = SheetEngine(replaying: recording)
    // The engine's clock, not the file's: it replaces a start time it cannot use (NaN, or
    // beyond `SheetEngine.maximumTime`) and ignores steps at such times, so every time below is
    // finite.
    let start = recording.start
    var frames: [LabFrame] = []
    var sheetFrames: [SheetFrame] = []
    var notifications: [TimedNotification] = []
    var markers: [TraceMarker] = []
    var inputTimes: [Double] = []
    var instantInputTimes: [Double] = []
    var finger: Point?
    var fingerOrigin = Point.zero
    var travel = FingerTravel()
    // The presenter as the adapter shows it: a new container size is a rotation.
    var presenter = LabPresenter()
    frames.reserveCapacity(recording.steps.count)
    sheetFrames.reserveCapacity(recording.steps.count)
    for step in recording.steps {
      var rotation: Size?
      if case .input(let input, _, _) = step, case .layoutChanged(let context, _) = input.kind,
        context.containerSize != engine.layout.context.containerSize
      {
        rotation = context.containerSize
        presenter.containerWillChange(at: engine.time - start)
      }
      let drawn = engine.replay(step, from: recording)
      let time = engine.time - start
      if let rotation {
        presenter.animate(
          toward: engine.restingPresenterRecession(inContainerOfSize: rotation), at: time)
      }
      if case .input(let input, _, _) = step {
        inputTimes.append(time)
        if let marker = marker(for: input, at: time) { markers.append(marker) }
        if isInstant(input) { instantInputTimes.append(time) }
      }
      if case .configuration = step {
        markers.append(TraceMarker(time: time, label: "configuration", kind: .input))
      }
      for notification in engine.takeNotifications() {
        notifications.append(TimedNotification(time: time, notification: notification))
      }
      if case .input(let input, _, _) = step {
        // Where a finger on the grabber would be: it grabs 10 pt below the sheet's top edge.
        let rect = engine.currentFrame.sheetRect
        switch input.kind {
        case .dragBegan:
          fingerOrigin = Point(x: rect.midX, y: rect.minY + LabRig.grabberTouchDepth)
          finger = fingerOrigin
          travel.down(at: fingerOrigin)
          // The touch landed between the last frame and this one (or earlier, on a list that
          // handed its drag over): show it on the last frame, so the drag's first step is the
          // finger's.
          if let last = frames.indices.last, frames[last].finger == nil {
            frames[last].finger = fingerOrigin
          }
        case .dragChanged(let translation) where finger != nil:
          finger = Point(x: fingerOrigin.x, y: fingerOrigin.y + translation)
        case .touchDown where finger == nil:
          fingerOrigin = Point(x: rect.midX, y: rect.minY + LabRig.grabberTouchDepth)
          finger = fingerOrigin
          travel.down(at: fingerOrigin)
        case .dragEnded, .dragCancelled, .touchLifted:
          travel.lift(at: finger)
          finger = nil
        default: break
        }
      }
      guard var frame = drawn else { continue }
      frame.time -= start
      sheetFrames.append(frame)
      let context = engine.layout.context
      frames.append(
        LabFrame(
          sheet: frame, containerSize: context.containerSize, safeArea: context.safeAreaInsets,
          keyboardOverlap: context.keyboardOverlap, contentHeight: context.preferredContentHeight,
          contentOffset: nil, finger: finger, fingerTravel: travel.step(finger: finger),
          navigation: nil, surfaceMorph: engine.surfaceMorph,
          displayCornerRadius: context.displayCornerRadius,
          recessionSpan: LabFrame.span(of: engine.presenterRecessionRange),
          presenter: presenter.shown(for: frame, at: frame.time)))
    }
    let framesPerSecond = Self.framesPerSecond(sheetFrames)
    var sheetTrace = SheetTrace(frameDuration: 1 / framesPerSecond)
    sheetTrace.frames = sheetFrames
    sheetTrace.notifications = notifications
    sheetTrace.inputTimes = inputTimes
    return LabTrace(
      scenario: scenario(for: recording, name: name, summary: summary, expectations: expectations),
      framesPerSecond: framesPerSecond, sheetTrace: sheetTrace, frames: frames, markers: markers,
      navigationEvents: [], instantInputTimes: instantInputTimes, recording: recording)
  }

  /// The display's rate, from the median time between frames (60 when there are too few).
  static func framesPerSecond(_ frames: [SheetFrame]) -> Double {
    guard frames.count > 2 else { return 60 }
    let intervals = zip(frames.dropFirst(), frames).map { $0.time - $1.time }.filter { $0 > 0 }
      .sorted()
    guard !intervals.isEmpty else { return 60 }
    let median = intervals[intervals.count / 2]
    return min(max((1 / median).rounded(), 1), 240)
  }

  /// A scenario that describes the recording for the report: its layout, detents and settings
  /// as far as a scenario file can name them (a custom detent shows as the height it first
  /// resolved to), with no inputs of its own.
  static func scenario(
    for recording: SheetRecording, name: String, summary: String, expectations: Expectations
  ) -> Scenario {
    let configuration = recording.configuration
    let context = recording.context
    let detents: [DetentSpec] = configuration.detents.map { detent in
      let id = detent.identifier.rawValue
      switch detent.kind {
      case .fitting: return .fitting
      case .large: return .large
      case .fraction(let value):
        return detent.identifier == .medium && value == 0.5 ? .medium : .fraction(value, id: id)
      case .height(let value): return .height(value, id: id)
      case .custom:
        let first = recording.detentValues.first { $0.identifier == detent.identifier }
        return .height(first?.value ?? 0, id: id)
      }
    }
    let settings = ConfigurationSpec(
      isPersistent: configuration.isPersistent,
      initialDetent: configuration.initialDetent?.rawValue,
      dimmingAlpha: configuration.dimming.maximumAlpha,
      largestUndimmedDetent: configuration.dimming.largestUndimmedDetent?.rawValue,
      snapPolicy: SnapPolicyName.allCases.first { $0.policy == configuration.snapPolicy }
        ?? .nearestToProjection,
      deceleration: configuration.decelerationRate == .fast ? .fast : .normal,
      keyboard: KeyboardName.allCases.first { $0.behavior == configuration.keyboard } ?? .lift,
      reduceMotion: configuration.reduceMotion,
      rubberBandCoefficient: configuration.rubberBandCoefficient,
      scrollingExpandsSheet: configuration.prefersScrollingExpandsWhenScrolledToEdge,
      surfaceStyle: configuration.surfaceStyle ?? .attached)
    return Scenario(
      name: name, summary: summary, duration: recording.duration,
      container: context.containerSize, safeArea: context.safeAreaInsets,
      displayCornerRadius: context.displayCornerRadius, grabberHeight: context.grabberHeight,
      contentHeight: context.preferredContentHeight,
      detents: detents, configuration: settings, expectations: expectations)
  }

  /// The report's marker for `input`; nil for a drag's moves and an animation's paced samples,
  /// which come at the touch or frame rate.
  static func marker(for input: SheetInput, at time: Double) -> TraceMarker? {
    switch input.kind {
    case .dragChanged, .paceMove: return nil
    case .dragBegan: return TraceMarker(time: time, label: "grab", kind: .input)
    case .dragEnded(let velocity):
      return TraceMarker(
        time: time, label: "release \(LabFormat.number(velocity, digits: 0)) pt/s",
        kind: .release)
    case .dragCancelled: return TraceMarker(time: time, label: "cancelled", kind: .release)
    case .touchDown: return TraceMarker(time: time, label: "touch", kind: .input)
    case .touchLifted: return TraceMarker(time: time, label: "lift", kind: .release)
    case .present(let animated):
      return TraceMarker(
        time: time, label: animated ? "present" : "present (instant)", kind: .input)
    case .dismiss(let animated):
      return TraceMarker(
        time: time, label: animated ? "dismiss" : "dismiss (instant)", kind: .input)
    case .selectDetent(let id, _):
      return TraceMarker(time: time, label: "select \(id.rawValue)", kind: .input)
    case .tapOnDimming: return TraceMarker(time: time, label: "tap on dimming", kind: .input)
    case .layoutChanged(let context, _):
      return TraceMarker(
        time: time,
        label: "layout \(LabFormat.number(context.containerSize.width, digits: 0))×"
          + LabFormat.number(context.containerSize.height, digits: 0), kind: .input)
    case .contentHeightChanged(let height, _):
      return TraceMarker(
        time: time, label: "content \(LabFormat.number(height, digits: 0)) pt", kind: .input)
    case .keyboardChanged(let overlap, _):
      return TraceMarker(
        time: time, label: "keyboard \(LabFormat.number(overlap, digits: 0)) pt", kind: .input)
    case .accessibilityEscape: return TraceMarker(time: time, label: "escape", kind: .input)
    case .accessibilityIncrement:
      return TraceMarker(time: time, label: "increment", kind: .input)
    case .accessibilityDecrement:
      return TraceMarker(time: time, label: "decrement", kind: .input)
    }
  }

  /// Whether `input` asks for an instant change, which the continuity measures leave out.
  static func isInstant(_ input: SheetInput) -> Bool {
    switch input.kind {
    case .present(let animated), .dismiss(let animated), .selectDetent(_, let animated),
      .contentHeightChanged(_, let animated):
      return !animated
    case .layoutChanged:
      return true
    case .keyboardChanged(_, let animation):
      return animation.map { !$0.isAnimated } ?? false
    default: return false
    }
  }
}
