#if os(iOS)
  import Foundation
  import UIKit

  /// The line the self-check prints first: what it runs on, so a log says which code paths ran
  /// (a home indicator or a home button, the OS version, the window's safe area).
  @MainActor
  enum SelfCheckDevice {
    /// `device: iPhone 17 Pro, iOS 26.2, window 402.0 × 874.0 pt, safe area top 62.0 left 0.0
    /// bottom 34.0 right 0.0, scale 3.0`.
    static func line(window: UIWindow?) -> String {
      let environment = ProcessInfo.processInfo.environment
      // Set in every process a simulator runs; on a device the model stands in.
      let name = environment["SIMULATOR_DEVICE_NAME"] ?? UIDevice.current.model
      let device = UIDevice.current
      var line = "device: \(name), \(device.systemName) \(device.systemVersion)"
      guard let window else { return line + ", no window" }
      let size = window.bounds.size
      let insets = window.safeAreaInsets
      line += ", window \(number(size.width)) × \(number(size.height)) pt"
      line += ", safe area top \(number(insets.top)) left \(number(insets.left))"
      line += " bottom \(number(insets.bottom)) right \(number(insets.right))"
      line += ", scale \(number(window.screen.scale))"
      return line
    }

    private static func number(_ value: CGFloat) -> String {
      String(format: "%.1f", Double(value))
    }
  }
#endif
