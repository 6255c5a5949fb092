#if os(iOS)
  import QuartzCore

  /// The engine's clock: Core Animation's media time, never going backwards.
  ///
  /// Inputs are stamped with `CACurrentMediaTime()` and display-link frames with their
  /// `targetTimestamp` (the instant the frame will be shown), which can run a few milliseconds
  /// ahead of the next input. Clamping to the latest time keeps the engine's clock monotonic, so it
  /// never records a "time went backwards" correction.
  @MainActor
  final class SheetClock {
    /// The latest time handed out, in seconds.
    private(set) var latest: Double

    init() {
      latest = Double(CACurrentMediaTime())
    }

    /// The current time for an input, in seconds.
    func now() -> Double {
      advance(to: CACurrentMediaTime())
    }

    /// The time `link`'s next frame will be displayed, in seconds.
    func frameTime(of link: CADisplayLink) -> Double {
      advance(to: link.targetTimestamp)
    }

    private func advance(to time: CFTimeInterval) -> Double {
      let value = Double(time)
      if value.isFinite, value > latest {
        latest = value
      }
      return latest
    }
  }
#endif
