extension ScenarioContext {
  /// The notifications without a detent in their name.
  static let plainNotifications = [
    "willPresent", "didPresent", "willDismiss", "didDismiss", "didAttemptToDismiss",
  ]

  /// Checks the expectations' detent names, notifications and times.
  func check(_ expectations: Expectations, at path: String) throws(ScenarioError) {
    if case .named(let name) = expectations.finalDetent {
      try detent(name, at: FieldCheck.member(path, "finalDetent"))
    }
    for (index, text) in (expectations.notifications ?? []).enumerated() {
      try notification(
        text, at: FieldCheck.element(FieldCheck.member(path, "notifications"), index))
    }
    for (index, point) in expectations.checkpoints.enumerated() {
      let place = FieldCheck.element(FieldCheck.member(path, "checkpoints"), index)
      try time(point.time, at: FieldCheck.member(place, "at"))
      if case .named(let name) = point.detent {
        try detent(name, at: FieldCheck.member(place, "detent"))
      }
    }
    for (index, window) in expectations.windows.enumerated() {
      let place = FieldCheck.element(FieldCheck.member(path, "windows"), index)
      try time(window.from, at: FieldCheck.member(place, "from"))
      try time(window.to, at: FieldCheck.member(place, "to"))
    }
  }

  private func notification(_ text: String, at path: String) throws(ScenarioError) {
    if Self.plainNotifications.contains(text) { return }
    let prefix = "detentDidChange("
    if text.hasPrefix(prefix), text.hasSuffix(")") {
      let inner = text.dropFirst(prefix.count).dropLast()
      let parts = inner.split(separator: "->", omittingEmptySubsequences: false)
        .map(String.init)
      if parts.count == 2, parts.allSatisfy(detents.contains) { return }
    }
    throw ScenarioError(
      path: path,
      message: "unknown notification \(FieldCheck.quoted(text)); expected one of "
        + Self.plainNotifications.joined(separator: ", ")
        + " or detentDidChange(FROM->TO) with detents among " + detents.joined(separator: ", "))
  }
}
