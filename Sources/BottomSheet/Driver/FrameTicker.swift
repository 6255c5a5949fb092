#if os(iOS)
  import QuartzCore
  import UIKit

  /// A display link that exists only while something moves.
  ///
  /// No retain cycle by construction: the run loop retains the link, the link retains a
  /// ``FrameTickerTarget`` proxy, and the proxy holds the ticker weakly. ``stop()`` invalidates the
  /// link; if the ticker is released first, the proxy invalidates the link on its next tick.
  @MainActor
  final class FrameTicker {
    /// The frame rate asked for on ProMotion displays, in frames per second: 120, the
    /// rate of UIKit's own scroll and sheet animations. iPhones also need
    /// `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist to go above 60.
    static let preferredFramesPerSecond: Float = 120
    /// The lowest acceptable frame rate, in frames per second.
    static let minimumFramesPerSecond: Float = 60

    weak var client: (any FrameTickerClient)?
    private var link: CADisplayLink?

    /// Whether the display link is running.
    var isRunning: Bool { link != nil }

    /// Starts the display link unless it runs.
    func start() {
      guard link == nil else { return }
      let target = FrameTickerTarget(ticker: self)
      let newLink = CADisplayLink(target: target, selector: #selector(FrameTickerTarget.tick(_:)))
      newLink.preferredFrameRateRange = CAFrameRateRange(
        minimum: FrameTicker.minimumFramesPerSecond,
        maximum: FrameTicker.preferredFramesPerSecond,
        preferred: FrameTicker.preferredFramesPerSecond)
      newLink.add(to: .main, forMode: .common)
      link = newLink
    }

    /// Stops and releases the display link.
    func stop() {
      link?.invalidate()
      link = nil
    }

    /// Forwards a frame from the proxy.
    func fire(_ link: CADisplayLink) {
      client?.frameTicker(self, didTick: link)
    }
  }

  // MARK: - Its client

  /// Receives the display-link frames of a ``FrameTicker``.
  @MainActor
  protocol FrameTickerClient: AnyObject {
    /// A frame is due; `link.targetTimestamp` is when it will be shown.
    func frameTicker(_ ticker: FrameTicker, didTick link: CADisplayLink)
  }

  // MARK: - The display link's target

  /// The display link's target: holds its ticker weakly so the link never keeps it alive.
  @MainActor
  final class FrameTickerTarget: NSObject {
    private weak var ticker: FrameTicker?

    init(ticker: FrameTicker) {
      self.ticker = ticker
      super.init()
    }

    @objc func tick(_ link: CADisplayLink) {
      guard let ticker else {
        link.invalidate()
        return
      }
      ticker.fire(link)
    }
  }
#endif
