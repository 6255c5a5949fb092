import BottomSheetCore

/// What was still alive some time after a sheet was dismissed and let go of, told apart by who
/// keeps it: a cycle of ours, or UIKit's own timing.
///
/// UIKit may hold a presented view controller, and the presentation controller with it, past
/// the end of a dismissal for reasons of its own (its transition context, an autorelease pool
/// not yet drained), so "everything freed within 2 s" can fail with nothing of ours at fault.
/// What is ours shows by what is left: the presentation controller and the transitioning delegate
/// are the presentation's; once both are gone UIKit no longer holds the presentation, and a
/// presented controller still alive then is kept by something else (a cycle through the
/// adapter's driver or callbacks). The transitioning delegate is held only by the presented
/// controller (an association the adapter sets) and by the adapter, so it outliving both is
/// ours too.
///
/// ```swift
/// var release = DeviceCheckRelease()
/// release.record(presented: weakContent != nil, presentationController: weakController != nil,
///                transitioningDelegate: weakDelegate != nil, after: 2)
/// release.figure   // "all freed within 2.0 s"
/// ```
///
/// It passes when all three were freed, fails when one is kept by us (as above), and skips when
/// UIKit still holds the presentation (the presentation controller alive): our release was not
/// measured then.
@_spi(SelfCheck) public struct DeviceCheckRelease: DeviceCheckMeasuring, Hashable {
  /// Whether the presented view controller was still alive.
  @_spi(SelfCheck) public private(set) var presented = true
  /// Whether its presentation controller was still alive.
  @_spi(SelfCheck) public private(set) var presentationController = true
  /// Whether the transitioning delegate was still alive.
  @_spi(SelfCheck) public private(set) var transitioningDelegate = true
  /// How long after the dismissal the references were read, in seconds (nil before).
  @_spi(SelfCheck) public private(set) var seconds: Double?

  /// Nothing read yet.
  @_spi(SelfCheck) public init() {}

  /// Records which of the three weak references were still set `seconds` after the dismissal.
  @_spi(SelfCheck) public mutating func record(
    presented: Bool, presentationController: Bool, transitioningDelegate: Bool,
    after seconds: Double
  ) {
    self.presented = presented
    self.presentationController = presentationController
    self.transitioningDelegate = transitioningDelegate
    self.seconds = seconds
  }

  /// Whether what is alive is kept by us rather than by UIKit.
  @_spi(SelfCheck) public var keptByUs: Bool {
    !presentationController && (presented || transitioningDelegate)
  }

  /// `.pass` when all were freed, `.fail` when we keep one, `.skip` while UIKit holds the
  /// presentation (or nothing was read).
  @_spi(SelfCheck) public var verdict: DeviceCheckVerdict {
    guard seconds != nil else { return .skip }
    if !presented && !presentationController && !transitioningDelegate { return .pass }
    return keptByUs ? .fail : .skip
  }

  /// `all freed within 2.0 s`, `presented controller alive after 2.0 s, kept by us (…)` or
  /// `… alive after 2.0 s: UIKit still holds the presentation`.
  @_spi(SelfCheck) public var figure: String {
    guard let seconds else { return "not read" }
    let within = DeviceCheckFigures.number(seconds)
    let alive = [
      presented ? "presented controller" : nil,
      presentationController ? "presentation controller" : nil,
      transitioningDelegate ? "transitioning delegate" : nil,
    ].compactMap { $0 }
    guard !alive.isEmpty else { return "all freed within \(within) s" }
    let list = alive.joined(separator: ", ") + " alive after \(within) s"
    if keptByUs { return list + ", kept by us (the presentation is gone): a retain cycle" }
    return list + ": UIKit still holds the presentation, our release not measured"
  }
}
