#if canImport(UIKit)
  import Foundation

  /// The answer the engine's `shouldDismiss` closure reads.
  ///
  /// The core asks its veto through a `@Sendable () -> Bool`, called synchronously inside
  /// `SheetEngine.handle(_:at:)`. The delegate that answers lives on the main actor, and
  /// `MainActor.assumeIsolated` traps on older systems when back-deployed (before iOS 17), so the
  /// driver asks the delegate on the main actor *just before* every input that may start a user
  /// dismissal (a release, a tap on the dimming, escape) and stores the answer here, where the
  /// closure reads it. UIKit asks its own `presentationControllerShouldDismiss` at a similar point
  /// (when the pull begins). The lock makes the box genuinely thread-safe.
  final class DismissalVeto: @unchecked Sendable {
    private let lock = NSLock()
    private var storedAnswer = true

    /// Whether a user dismissal may proceed.
    var allowsDismissal: Bool {
      get {
        lock.lock()
        defer { lock.unlock() }
        return storedAnswer
      }
      set {
        lock.lock()
        storedAnswer = newValue
        lock.unlock()
      }
    }
  }
#endif
