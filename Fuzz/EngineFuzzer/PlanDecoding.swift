import BottomSheetCore

/// Turns fuzzer bytes into the pieces of a plan: detents, springs, configurations, layouts and
/// scroll geometry. Every decoder accepts any bytes and may produce garbage numbers on purpose.
enum PlanDecoding {
  /// The identifiers detents, selections and dimming draw from; "ghost" is never configured
  /// unless a custom detent takes it, so it also exercises unknown identifiers.
  static let identifiers: [Detent.Identifier] = ["fitting", "medium", "large", "a", "b", "ghost"]

  static func identifier(_ reader: inout ByteReader) -> Detent.Identifier {
    identifiers[reader.choice(identifiers.count)]
  }

  static func optionalIdentifier(_ reader: inout ByteReader) -> Detent.Identifier? {
    reader.choice(3) == 0 ? nil : identifier(&reader)
  }

  /// One detent, described so a failing plan prints readably.
  static func detent(_ reader: inout ByteReader) -> (Detent, String) {
    switch reader.choice(8) {
    case 0: return (.fitting, ".fitting")
    case 1: return (.large, ".large")
    case 2: return (.medium, ".medium")
    case 3:
      let fraction = reader.double(in: 0...1)
      if reader.bool() { return (.fraction(fraction), ".fraction(\(fraction))") }
      let id = identifier(&reader)
      return (.fraction(fraction, identifier: id), ".fraction(\(fraction), identifier: \"\(id)\")")
    case 4:
      let height = reader.double(in: 0...1_000)
      if reader.bool() { return (.height(height), ".height(\(height))") }
      let id = identifier(&reader)
      return (.height(height, identifier: id), ".height(\(height), identifier: \"\(id)\")")
    case 5:
      let id = identifier(&reader)
      let value = reader.double(in: 0...1_000)
      return (.custom(id: id) { _ in value }, ".custom(id: \"\(id)\") { _ in \(value) }")
    case 6:
      let id = identifier(&reader)
      let share = reader.double(in: 0...1)
      return (
        .custom(id: id) { $0.maximumDetentValue * share },
        ".custom(id: \"\(id)\") { $0.maximumDetentValue * \(share) }"
      )
    default:
      let id = identifier(&reader)
      return (
        .custom(id: id) { $0.layout.context.preferredContentHeight },
        ".custom(id: \"\(id)\") { $0.layout.context.preferredContentHeight }"
      )
    }
  }

  static func spring(_ reader: inout ByteReader) -> (SheetSpring, String) {
    switch reader.choice(10) {
    case 0: return (.default, ".default")
    case 1: return (.smooth, ".smooth")
    case 2: return (.snappy, ".snappy")
    case 3: return (.bouncy, ".bouncy")
    case 4: return (.interactive, ".interactive")
    case 5:
      let response = reader.double(in: 0.02...3)
      let ratio = reader.double(in: 0.02...3)
      return (
        SheetSpring(response: response, dampingRatio: ratio),
        "SheetSpring(response: \(response), dampingRatio: \(ratio))"
      )
    case 6:
      let duration = reader.double(in: 0.02...3)
      let bounce = reader.double(in: -1...1)
      return (
        SheetSpring(duration: duration, bounce: bounce),
        "SheetSpring(duration: \(duration), bounce: \(bounce))"
      )
    case 7:
      let mass = reader.double(in: 0.01...10)
      let stiffness = reader.double(in: 0...3_000)
      let damping = reader.double(in: 0...200)
      return (
        SheetSpring(mass: mass, stiffness: stiffness, damping: damping),
        "SheetSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
      )
    case 8:
      let response = reader.double(in: 0.02...3)
      return (.criticallyDamped(response: response), ".criticallyDamped(response: \(response))")
    default:
      return (SheetConfiguration.defaultSpring, "SheetConfiguration.defaultSpring")
    }
  }

  static func configuration(_ reader: inout ByteReader) -> (SheetConfiguration, String) {
    var lines: [String] = []
    var detents: [Detent] = []
    var detentText: [String] = []
    let count = reader.choice(7)  // 0 gives an empty list, which the engine replaces
    for _ in 0..<count {
      let (detent, text) = detent(&reader)
      detents.append(detent)
      detentText.append(text)
    }
    var configuration = SheetConfiguration(detents: detents)
    configuration.printsCorrectionsInDebug = false
    lines.append("detents: [\(detentText.joined(separator: ", "))]")
    configuration.initialDetent = optionalIdentifier(&reader)
    configuration.isPersistent = reader.bool()
    switch reader.choice(3) {
    case 0: configuration.shouldDismiss = nil
    case 1: configuration.shouldDismiss = { true }
    default: configuration.shouldDismiss = { false }
    }
    let veto = configuration.shouldDismiss.map { $0() ? "allows" : "refuses" } ?? "none"
    let alpha = reader.double(in: 0...1)
    configuration.dimming = Dimming(
      maximumAlpha: alpha, largestUndimmedDetent: optionalIdentifier(&reader))
    var springText: [String] = []
    for slot in 0..<4 {
      let (spring, text) = spring(&reader)
      springText.append(text)
      switch slot {
      case 0: configuration.presentSpring = spring
      case 1: configuration.settleSpring = spring
      case 2: configuration.dismissSpring = spring
      default: configuration.keyboardSpring = spring
      }
    }
    configuration.snapPolicy = reader.bool() ? .nearestToProjection : .adjacent
    switch reader.choice(3) {
    case 0: configuration.decelerationRate = .normal
    case 1: configuration.decelerationRate = .fast
    default: configuration.decelerationRate = DecelerationRate(rawValue: reader.double(in: 0...1))
    }
    switch reader.choice(3) {
    case 0: configuration.keyboard = .lift
    case 1: configuration.keyboard = .expandToLargest
    default: configuration.keyboard = .ignore
    }
    configuration.reduceMotion = reader.bool()
    configuration.rubberBandCoefficient =
      reader.bool() ? RubberBand.defaultCoefficient : reader.double(in: 0...2)
    lines.append(
      "initialDetent: \(String(describing: configuration.initialDetent)), "
        + "isPersistent: \(configuration.isPersistent), shouldDismiss: \(veto), "
        + "dimming: \(configuration.dimming)")
    lines.append("springs present/settle/dismiss/keyboard: \(springText.joined(separator: ", "))")
    lines.append(
      "snap: \(configuration.snapPolicy), rate: \(configuration.decelerationRate.rawValue), "
        + "keyboard: \(configuration.keyboard), reduceMotion: \(configuration.reduceMotion), "
        + "rubberBand: \(configuration.rubberBandCoefficient)")
    return (configuration, lines.joined(separator: "\n  "))
  }

  static func context(_ reader: inout ByteReader) -> LayoutContext {
    let portrait = reader.bool()
    let width = reader.double(in: portrait ? 320...440 : 568...1_400)
    let height = FuzzLimits.containerHeight(reader.double(in: portrait ? 568...956 : 320...1_024))
    return LayoutContext(
      containerSize: Size(width: width, height: height),
      safeAreaInsets: Insets(
        top: reader.double(in: 0...62), left: reader.double(in: 0...62),
        bottom: reader.double(in: 0...34), right: reader.double(in: 0...62)),
      preferredContentHeight: reader.double(in: 0...1_200),
      keyboardOverlap: reader.choice(4) == 0 ? reader.double(in: 0...400) : 0,
      grabberHeight: reader.choice(3) == 0 ? reader.double(in: 0...30) : 0,
      topGap: reader.choice(3) == 0 ? reader.double(in: 0...60) : LayoutContext.defaultTopGap)
  }

  /// Seconds between two inputs: mostly a fraction of a second, sometimes 0 (same instant),
  /// sometimes negative (a clock going backwards), rarely garbage.
  static func delay(_ reader: inout ByteReader) -> Double {
    switch reader.choice(16) {
    case 0: return 0
    case 1: return -reader.double(in: 0...0.1)
    case 2: return reader.double(in: 0...3)
    default: return Double(reader.byte()) / 255 * FuzzLimits.typicalDelay
    }
  }
}
