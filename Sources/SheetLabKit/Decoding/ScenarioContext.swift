/// What the parts of a scenario must agree with in the rest of it: times within the run, detent
/// names among its detents, a scroll view or navigation stack for the inputs that act on one.
/// The parts decode on their own; the scenario then checks them here, naming each path.
///
/// An input names a detent among those in force at its time (a `configure` input can change
/// them); the expectations may name any detent the run ever has.
struct ScenarioContext {
  /// The run's length, in seconds.
  var duration: Double
  /// The detent identifiers (for the expectations: every detent the run ever has).
  var detents: [String]
  /// Whether a scroll view exists (for `scrollDrag`).
  var hasScrollView: Bool
  /// Whether a navigation stack exists (for `push`, `pop`, `interactivePop`, …).
  var hasNavigation: Bool

  /// Refuses a time outside the run.
  func time(_ value: Double, at path: String) throws(ScenarioError) {
    _ = try FieldCheck.number(
      value, in: 0...duration,
      "a time in seconds from 0 to the duration (\(LabFormat.plainNumber(duration)))", at: path)
  }

  /// Refuses a detent name that is not among `known` (by default, ``detents``).
  func detent(_ name: String, at path: String, among known: [String]? = nil)
    throws(ScenarioError)
  {
    let known = known ?? detents
    guard known.contains(name) else {
      throw ScenarioError(
        path: path,
        message: "unknown detent \(FieldCheck.quoted(name)); expected one of "
          + known.joined(separator: ", "))
    }
  }

  /// Checks the configuration's detent names against `known` (by default, ``detents``).
  func check(_ configuration: ConfigurationSpec, at path: String, among known: [String]? = nil)
    throws(ScenarioError)
  {
    if let name = configuration.initialDetent {
      try detent(name, at: FieldCheck.member(path, "initialDetent"), among: known)
    }
    if let name = configuration.largestUndimmedDetent {
      try detent(name, at: FieldCheck.member(path, "largestUndimmedDetent"), among: known)
    }
  }

  /// Every detent identifier the run has: `initial`, then those `configure` inputs add, in
  /// the order they first appear.
  static func everyDetent(_ initial: [String], _ inputs: [ScenarioInput]) -> [String] {
    var all = initial
    for input in inputs {
      guard case .configure(let change) = input.action, let detents = change.detents else {
        continue
      }
      for identifier in detents.map(\.detent.identifier.rawValue) where !all.contains(identifier) {
        all.append(identifier)
      }
    }
    return all
  }

  /// Checks each input's time, detent and what it acts on, that gestures end within the run,
  /// and that they stay within ``ScenarioLimits/maximumTouchSamples`` together.
  func check(_ inputs: [ScenarioInput], at path: String) throws(ScenarioError) {
    var samples = 0
    for (index, input) in inputs.enumerated() {
      let place = FieldCheck.element(path, index)
      try time(input.time, at: FieldCheck.member(place, "at"))
      try check(input.action, at: place)
      switch input.action {
      case .drag(let gesture), .scrollDrag(let gesture), .interactivePop(let gesture),
        .edgePresent(let gesture):
        guard input.time + gesture.duration <= duration + 1e-9 else {
          throw ScenarioError(
            path: place, message: "the gesture ends after the scenario's duration")
        }
        samples += gesture.path.reduce(0) {
          $0 + max(1, Int(($1.over * GestureSpec.sampleRate).rounded()))
        }
        guard samples <= ScenarioLimits.maximumTouchSamples else {
          throw ScenarioError(
            path: place,
            message:
              "gestures add up to more than \(ScenarioLimits.maximumTouchSamples) touch samples")
        }
      case .touch(let held):
        guard input.time + held <= duration + 1e-9 else {
          throw ScenarioError(path: place, message: "the touch ends after the scenario's duration")
        }
      default:
        break
      }
    }
    try checkDetentsInForce(inputs, at: path)
  }

  /// Checks the detent names of `selectDetent` and `configure` inputs against the detents in
  /// force at their time: the scenario's, then each `configure`'s, in time order (ties in file
  /// order).
  private func checkDetentsInForce(_ inputs: [ScenarioInput], at path: String)
    throws(ScenarioError)
  {
    var inForce = detents
    let order = inputs.indices.sorted { lhs, rhs in
      inputs[lhs].time == inputs[rhs].time ? lhs < rhs : inputs[lhs].time < inputs[rhs].time
    }
    for index in order {
      let place = FieldCheck.element(path, index)
      switch inputs[index].action {
      case .selectDetent(let name, _), .paced(.selectDetent(let name, _), _):
        try detent(name, at: FieldCheck.member(place, "detent"), among: inForce)
      case .configure(let change):
        inForce = change.detents.map { $0.map(\.detent.identifier.rawValue) } ?? inForce
        // Applied to the defaults (no detent names), the change names only its own.
        try check(
          change.applied(to: ConfigurationSpec()), at: FieldCheck.member(place, "configuration"),
          among: inForce)
      default:
        break
      }
    }
  }

  private func check(_ action: InputAction, at path: String) throws(ScenarioError) {
    switch action {
    case .scrollDrag:
      guard hasScrollView else {
        throw ScenarioError(
          path: path, message: "a scrollDrag needs a \"scrollView\" in the scenario")
      }
    case .push, .pop, .popToRoot, .setStack, .interactivePop:
      guard hasNavigation else {
        throw ScenarioError(
          path: path, message: "a \(action.name) needs a \"navigation\" stack in the scenario")
      }
    default:
      break
    }
  }
}
