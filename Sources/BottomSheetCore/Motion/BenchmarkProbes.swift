/// What the package's benchmarks time that no app may name: the engine's closed-form spring, the
/// resolved detents behind a sheet and the input an app's animation paces a move with.
///
/// The benchmarks are a package of their own (so `swift test` never builds them), and these are
/// `package`, so they reach them only through this one namespace, behind an SPI:
/// `@_spi(Benchmarks) import BottomSheetCore`. Nothing here is for apps.
@_spi(Benchmarks) public enum BenchmarkProbes {
  /// The engine's closed-form spring move (what an animation tick samples).
  @_spi(Benchmarks) public struct Spring: Sendable {
    let animation: SpringAnimation

    /// The tolerance, in points, under which the engine calls a move settled by default.
    @_spi(Benchmarks) public static var defaultPositionTolerance: Double {
      SpringAnimation.defaultPositionTolerance
    }

    /// A move of `spring` from `from` to `to`, in points, starting at `startTime` with
    /// `initialVelocity` points per second.
    @_spi(Benchmarks) public init(
      spring: SheetSpring, from: Double, to: Double, initialVelocity: Double, startTime: Double
    ) {
      animation = SpringAnimation(
        spring: spring, from: from, to: to, initialVelocity: initialVelocity,
        startTime: startTime)
    }

    /// The position (points) and velocity (points per second) at `time`.
    @_spi(Benchmarks) public func sample(at time: Double) -> (position: Double, velocity: Double) {
      let sample = animation.sample(at: time)
      return (sample.position, sample.velocity)
    }

    /// Whether the move is at rest at `time`.
    @_spi(Benchmarks) public func isSettled(at time: Double) -> Bool {
      animation.isSettled(at: time)
    }
  }

  /// The closed-form state of `spring` `time` seconds after it starts `displacement` points
  /// from its rest position at `velocity` points per second: displacement and velocity.
  @_spi(Benchmarks) public static func sample(
    _ spring: SheetSpring, displacement: Double, velocity: Double, at time: Double
  ) -> (position: Double, velocity: Double) {
    let sample = spring.sample(displacement: displacement, velocity: velocity, at: time)
    return (sample.position, sample.velocity)
  }

  /// The shape of `frame`'s surface: how attached it is (0 floating … 1 attached), its bottom
  /// inset and its top corner radius, in points.
  @_spi(Benchmarks) public static func surface(of frame: SheetFrame)
    -> (attachment: Double, bottomInset: Double, topCornerRadius: Double)
  {
    (frame.surface.attachment, frame.surface.bottomInset, frame.surface.topCornerRadius)
  }

  /// The extents of `engine`'s detents, lowest first, in points.
  @_spi(Benchmarks) public static func stopExtents(of engine: SheetEngine)
    -> [(identifier: Detent.Identifier, extent: Double)]
  {
    engine.detents.stops.map { ($0.identifier, $0.extent) }
  }

  /// The input the SwiftUI wrapper sends for each frame of an app's animation that paces the
  /// move under way, at `progress` of that animation `time` seconds into it
  /// (`SheetInput.paceMove(progress:time:)`).
  @_spi(Benchmarks) public static func paceMove(progress: Double, time: Double) -> SheetInput {
    .paceMove(progress: progress, time: time)
  }

  /// The content height `engine` lays its sheet out for, in points.
  @_spi(Benchmarks) public static func preferredContentHeight(of engine: SheetEngine) -> Double {
    engine.layout.context.preferredContentHeight
  }
}
