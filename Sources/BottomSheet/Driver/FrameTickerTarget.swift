#if os(iOS)
  import QuartzCore
  import UIKit

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
