extension NavigationSizing {
  // MARK: - Screens by identity

  /// The screen `id` as the stack holds it now (the incoming one of a running transition
  /// included), or nil when the stack does not know it.
  public func screen(withID id: Int) -> NavigationScreen? {
    if let running = transition {
      if running.to.id == id { return running.to }
      if running.from.id == id { return running.from }
      if let screen = running.finishedStack.first(where: { $0.id == id }) { return screen }
    }
    return stack.first { $0.id == id }
  }

  /// Sets the scroll view the screen `id` names for the handoff (read again once its view
  /// loaded, or after it changed); nil lets the one under the finger hand off.
  public mutating func setScrollView(_ scrollView: ScrollViewID?, for id: Int) {
    for index in stack.indices where stack[index].id == id {
      stack[index].scrollView = scrollView
    }
    guard var running = transition else { return }
    for index in running.finishedStack.indices where running.finishedStack[index].id == id {
      running.finishedStack[index].scrollView = scrollView
    }
    for index in running.cancelledStack.indices where running.cancelledStack[index].id == id {
      running.cancelledStack[index].scrollView = scrollView
    }
    if running.from.id == id { running.from.scrollView = scrollView }
    if running.to.id == id { running.to.scrollView = scrollView }
    transition = running
  }
}
