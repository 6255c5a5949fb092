#if os(iOS)
  import QuartzCore
  import UIKit

  /// The display link's target for a probe, holding it weakly so the link never keeps the
  /// sheet's content alive (the memory check would see it otherwise).
  @MainActor
  final class SelfCheckFrameTarget: NSObject {
    private weak var probe: SelfCheckProbeViewController?

    init(probe: SelfCheckProbeViewController) {
      self.probe = probe
      super.init()
    }

    @objc func tick(_ link: CADisplayLink) {
      guard let probe else {
        link.invalidate()
        return
      }
      probe.sample()
    }
  }
#endif
