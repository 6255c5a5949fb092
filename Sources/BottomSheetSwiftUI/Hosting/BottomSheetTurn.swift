#if os(iOS)
  import Dispatch

  /// Where the wrapper carries out every later turn its rules ask for: the core's rules answer
  /// `scheduleTurn` (a binding write, a selection write, a position delivery, a preference memory
  /// that ends, a pacing sample) or `checkAgainLater` (a presenter that is busy), and each site
  /// hands the work here. Work asked for during one turn runs together, in the order asked, on
  /// the main queue's next turn: never inside the SwiftUI update that asked for it (SwiftUI
  /// forbids state writes there), and one dispatch however many rules asked.
  @MainActor
  enum BottomSheetTurn {
    /// The work waiting for the next turn, in order.
    private static var waiting: [@MainActor () -> Void] = []

    /// Runs `work` on the main queue's next turn, after the work asked for before it.
    static func next(_ work: @escaping @MainActor () -> Void) {
      waiting.append(work)
      guard waiting.count == 1 else { return }
      DispatchQueue.main.async { runWaiting() }
    }

    /// Runs `work` on the main queue `seconds` from now (a re-check the rules ask for).
    static func after(_ seconds: Double, _ work: @escaping @MainActor () -> Void) {
      DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { work() }
    }

    /// Runs what waits; work it asks for in turn waits for the following turn.
    private static func runWaiting() {
      let due = waiting
      waiting = []
      for work in due { work() }
    }
  }
#endif
