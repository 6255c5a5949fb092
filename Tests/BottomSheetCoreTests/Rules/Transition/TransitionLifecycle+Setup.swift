import BottomSheetCore
import BottomSheetRules

extension TransitionLifecycle {
  /// A machine that has handled `setup`, in order: the state a table row starts from.
  init(after setup: [Event]) {
    self.init()
    for event in setup { _ = handle(event) }
  }
}
