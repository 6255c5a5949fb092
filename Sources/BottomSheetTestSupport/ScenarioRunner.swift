import BottomSheetCore

/// Runs an engine through scheduled inputs on a fixed-step clock, recording every frame and
/// notification. Tests, `sheet-lab` and the benchmarks share it.
///
/// ```swift
/// var engine = SheetEngine(configuration: .fitting, context: context)
/// let trace = ScenarioRunner.run(&engine, inputs: [TimedInput(.present(animated: true), at: 0)],
///                                until: 2)
/// ```
public enum ScenarioRunner {
  /// Runs `engine` from its current time to `endTime` seconds at `framesPerSecond`, applying each
  /// input at its own time (inputs are sorted by time; ties keep their order).
  ///
  /// - Parameter observe: Called after every frame with the engine, for checks that need more
  ///   than the frame.
  public static func run(
    _ engine: inout SheetEngine,
    inputs: [TimedInput],
    until endTime: Double,
    framesPerSecond: Double = 120,
    observe: ((SheetEngine, SheetFrame) -> Void)? = nil
  ) -> SheetTrace {
    var clock = FixedStepClock(framesPerSecond: framesPerSecond, startTime: engine.time)
    var trace = SheetTrace(frameDuration: clock.step)
    let ordered = inputs.enumerated().sorted { lhs, rhs in
      lhs.element.time == rhs.element.time
        ? lhs.offset < rhs.offset : lhs.element.time < rhs.element.time
    }.map(\.element)
    var next = 0
    trace.frames.reserveCapacity(Int((endTime - clock.now) * clock.framesPerSecond) + 2)
    var now = clock.now
    while now <= endTime + 1e-9 {
      while next < ordered.count, ordered[next].time <= now + 1e-9 {
        let scheduled = ordered[next]
        engine.handle(scheduled.input, at: scheduled.time)
        trace.inputTimes.append(scheduled.time)
        engine.drainNotifications { notification in
          trace.notifications.append(
            TimedNotification(time: scheduled.time, notification: notification))
        }
        next += 1
      }
      let frame = engine.step(to: now)
      engine.drainNotifications { notification in
        trace.notifications.append(TimedNotification(time: now, notification: notification))
      }
      trace.frames.append(frame)
      observe?(engine, frame)
      now = clock.tick()
    }
    return trace
  }
}
