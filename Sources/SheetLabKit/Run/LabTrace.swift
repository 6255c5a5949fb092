import BottomSheetCore
import BottomSheetTestSupport

/// Everything one run of a scenario produced: the engine's own ``SheetTrace`` (frames,
/// notifications, input times) and, per tick, what surrounds the sheet.
package struct LabTrace: Sendable {
  /// The scenario that ran.
  package var scenario: Scenario
  /// The tick rate, in frames per second.
  package var framesPerSecond: Double
  /// The engine's trace; its frames are ``frames``' sheet frames.
  package var sheetTrace: SheetTrace
  /// One entry per tick, in time order.
  package var frames: [LabFrame]
  /// Inputs, releases and handoffs, in time order.
  package var markers: [TraceMarker]
  /// The navigation stack's events, in order.
  package var navigationEvents: [TimedNavigationEvent]
  /// What the emulated UIKit host saw of the sheet's transitions.
  package var host: HostTransitionLog
  /// When inputs that ask for an instant change arrived (see ``Continuity``), in seconds.
  package var instantInputTimes: [Double]
  /// The engine's recording of the run, when it was played with `records: true`.
  package var recording: SheetRecording?
  /// The trace of the scenario's stacked sheet, frame for frame with ``frames``; empty for one
  /// sheet (an array only so a trace can hold one: at most one element).
  package var stacked: [LabTrace] = []

  /// Creates a trace.
  package init(
    scenario: Scenario, framesPerSecond: Double, sheetTrace: SheetTrace, frames: [LabFrame],
    markers: [TraceMarker], navigationEvents: [TimedNavigationEvent],
    host: HostTransitionLog = HostTransitionLog(), instantInputTimes: [Double] = [],
    recording: SheetRecording? = nil
  ) {
    self.scenario = scenario
    self.framesPerSecond = framesPerSecond
    self.sheetTrace = sheetTrace
    self.frames = frames
    self.markers = markers
    self.navigationEvents = navigationEvents
    self.host = host
    self.instantInputTimes = instantInputTimes
    self.recording = recording
  }

  /// What the screen shows at `time`: the last frame drawn at or before it (the first frame
  /// when `time` comes before every frame). At any frame rate a checkpoint reads the frame on
  /// screen then, never one drawn after it.
  package func frame(at time: Double) -> LabFrame? {
    frames.last { $0.sheet.time <= time + 1e-9 } ?? frames.first
  }
}
