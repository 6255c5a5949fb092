#if os(iOS)
  import Foundation
  import UIKit

  /// The line the self-check prints first: what it runs on, so a log says which code paths ran
  /// (the model, a home indicator or a home button, the OS version, the window's safe area).
  @MainActor
  enum SelfCheckDevice {
    /// `device: iPhone18,1 (simulator "BottomSheet self-check"), iOS 26.2, window 402.0 × 874.0
    /// pt, safe area top 62.0 left 0.0 bottom 34.0 right 0.0, scale 3.0`.
    static func line(window: UIWindow?) -> String {
      let device = UIDevice.current
      var line = "device: \(model), \(device.systemName) \(device.systemVersion)"
      guard let window else { return line + ", no window" }
      let size = window.bounds.size
      let insets = window.safeAreaInsets
      line += ", window \(number(size.width)) × \(number(size.height)) pt"
      line += ", safe area top \(number(insets.top)) left \(number(insets.left))"
      line += " bottom \(number(insets.bottom)) right \(number(insets.right))"
      line += ", scale \(number(window.screen.scale))"
      return line
    }

    /// The device's model: on a simulator the model identifier of the device type it simulates
    /// (`SIMULATOR_MODEL_IDENTIFIER`, set in every process a simulator runs, such as
    /// `iPhone18,1`) and, in quotes, the name the simulator was given (which a workflow chooses
    /// and which says nothing of the model); on a device its hardware identifier (`uname`'s
    /// machine, `iPhone17,1`).
    static var model: String {
      let environment = ProcessInfo.processInfo.environment
      if let identifier = environment["SIMULATOR_MODEL_IDENTIFIER"] {
        let name = environment["SIMULATOR_DEVICE_NAME"].map { " \"\($0)\"" } ?? ""
        return "\(identifier) (simulator\(name))"
      }
      var system = utsname()
      uname(&system)
      let machine = withUnsafeBytes(of: &system.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      return machine.isEmpty ? UIDevice.current.model : machine
    }

    private static func number(_ value: CGFloat) -> String {
      String(format: "%.1f", Double(value))
    }
  }
#endif
