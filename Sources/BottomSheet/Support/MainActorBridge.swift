#if os(iOS)
  import Dispatch
  import Foundation

  /// Runs main-actor code from UIKit callbacks that older SDKs declare without an actor.
  ///
  /// The iOS 16 SDK declares the accessibility actions (`accessibilityIncrement()`,
  /// `accessibilityDecrement()`, `accessibilityPerformEscape()`) on `NSObject` without
  /// `@MainActor`, so overrides of them are nonisolated there; newer SDKs isolate them to the
  /// main actor. UIKit calls them on the main thread either way. `MainActor.assumeIsolated` would
  /// say so, but it is missing from older SDKs' standard library and its executor check is
  /// unreliable before iOS 17, so this checks the thread with Dispatch instead and then runs
  /// `body` synchronously, the way the standard library's own implementation does.
  enum MainActorBridge {
    /// Runs `body` now, on the main thread the caller is on; traps if called off it.
    static func run<Result>(_ body: @MainActor () -> Result) -> Result {
      dispatchPrecondition(condition: .onQueue(.main))
      return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> Result).self)()
      }
    }

    /// Runs `body` on the main thread: now when the caller is on it, else as soon as the main
    /// actor gets to it. For the `deinit` of a main-actor object, which Swift runs without the
    /// actor (wherever its last reference went, in practice the main thread), to take its
    /// targets and observers off the UIKit objects that outlive it.
    static func runSoon(_ body: @escaping @MainActor @Sendable () -> Void) {
      if Thread.isMainThread {
        run(body)
      } else {
        Task { @MainActor in body() }
      }
    }
  }
#endif
