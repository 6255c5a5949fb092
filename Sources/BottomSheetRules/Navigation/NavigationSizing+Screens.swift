import BottomSheetCore

extension NavigationSizing {
  // MARK: - Screens by identity

  /// The screen `id` as the stack holds it now (the incoming one of a running transition
  /// included), or nil when the stack does not know it.
  package func screen(withID id: Int) -> NavigationScreen? {
    if let running = transition {
      if running.to.id == id { return running.to }
      if running.from.id == id { return running.from }
      if let screen = running.finishedStack.first(where: { $0.id == id }) { return screen }
    }
    return stack.first { $0.id == id }
  }

  /// Sets the scroll view the screen `id` names for the handoff (read again once its view
  /// loaded, or after it changed); nil lets the one under the finger hand off.
  package mutating func setScrollView(_ scrollView: ScrollViewID?, for id: Int) {
    updateScreen(id) { $0.scrollView = scrollView }
  }

  /// Applies `change` to the screen `id` wherever the model holds it: the stack, and a running
  /// transition's stacks and ends. Returns the transition's ends it changed (`from`, `to`).
  @discardableResult
  mutating func updateScreen(_ id: Int, _ change: (inout NavigationScreen) -> Void)
    -> (from: Bool, to: Bool)
  {
    for index in stack.indices where stack[index].id == id { change(&stack[index]) }
    guard var running = transition else { return (false, false) }
    for index in running.finishedStack.indices where running.finishedStack[index].id == id {
      change(&running.finishedStack[index])
    }
    for index in running.cancelledStack.indices where running.cancelledStack[index].id == id {
      change(&running.cancelledStack[index])
    }
    let ends = (from: running.from.id == id, to: running.to.id == id)
    if ends.from { change(&running.from) }
    if ends.to { change(&running.to) }
    transition = running
    return ends
  }
}
