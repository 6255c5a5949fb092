import BottomSheetCore

/// Measures how far a finger moves vertically between two frames, including the part of its
/// path after the last frame and before it lifts.
///
/// A frame shows where the finger is at that instant, but a touch can go down or lift between
/// two frames: a fast flick's last touch samples often fall after the last frame that still
/// shows the finger. The sheet follows those samples, so the step to the next frame carries
/// the finger's move up to its release; ``Continuity`` subtracts what this measures.
///
/// For each touch the travel in a step is the net vertical distance from where the finger was
/// at the previous frame (or where it went down, when later) to where it is at this frame (or
/// where it lifted, when earlier). Several touches in one step add up.
struct FingerTravel: Sendable {
  /// Where the current touch stood at the start of this step; nil when no finger is down.
  private var mark: Point?
  /// Travel of touches that lifted during this step, in points.
  private var lifted = 0.0

  /// A finger goes down at `point`.
  mutating func down(at point: Point) {
    mark = point
  }

  /// The finger lifts; `point` is its last position (its release's translation).
  mutating func lift(at point: Point?) {
    if let mark, let point { lifted += abs(point.y - mark.y) }
    mark = nil
  }

  /// The travel since the previous frame, in points, with `finger` where the finger is now
  /// (nil when none is down); starts the next step.
  mutating func step(finger: Point?) -> Double {
    var travel = lifted
    if let mark, let finger { travel += abs(finger.y - mark.y) }
    lifted = 0
    mark = finger
    return travel
  }
}
