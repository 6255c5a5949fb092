#if os(iOS)
  import QuartzCore
  import UIKit

  /// Runs a closure on every display frame, from `start()` to `stop()`: what a check samples
  /// with, so that a sample is a frame the display drew, never a moment a timer chose. The link
  /// holds its target, the target the closure: stop it (a `defer`) to let both go.
  @MainActor
  final class SelfCheckDisplayLink {
    private let target: SelfCheckDisplayLinkTarget
    private var link: CADisplayLink?

    /// A link that calls `tick` with itself on every frame once started.
    init(_ tick: @escaping @MainActor (CADisplayLink) -> Void) {
      target = SelfCheckDisplayLinkTarget(tick: tick)
    }

    /// Starts calling the closure on every frame, at the display's rate.
    func start() {
      guard link == nil else { return }
      let newLink = CADisplayLink(
        target: target, selector: #selector(SelfCheckDisplayLinkTarget.fire(_:)))
      newLink.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      newLink.add(to: .main, forMode: .common)
      link = newLink
    }

    /// Stops; the closure is not called again.
    func stop() {
      link?.invalidate()
      link = nil
    }
  }

  /// The display link's target: it calls its closure.
  @MainActor
  final class SelfCheckDisplayLinkTarget: NSObject {
    private let tick: @MainActor (CADisplayLink) -> Void

    init(tick: @escaping @MainActor (CADisplayLink) -> Void) {
      self.tick = tick
      super.init()
    }

    @objc func fire(_ link: CADisplayLink) {
      tick(link)
    }
  }
#endif
