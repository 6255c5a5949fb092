import BottomSheetCore

#if canImport(Glibc)
  import Glibc
#endif

/// Limits that keep one fuzz execution short; none of them constrains the values tried.
enum FuzzLimits {
  /// Most inputs decoded from one byte string.
  static let maximumSteps = 96
  /// Most frames drawn between two inputs, at the plan's frame rate; a longer gap is crossed by
  /// one jump (the engine must answer any time, not only display ticks).
  static let maximumFramesPerGap = 48
  /// The longest ordinary gap between inputs, in seconds.
  static let typicalDelay = 0.25
  /// How long the idle phase draws frames at the plan's rate before jumping ahead, in seconds.
  static let idleFrames = 1.0
  /// Whether the harness steers around the findings below. They are all fixed in the core, so
  /// by default it does not: every check is strict. `FUZZ_AVOID_KNOWN_FINDINGS=1` brings the
  /// filters back (for fuzzing an older core).
  static let avoidsKnownFindings = getenv("FUZZ_AVOID_KNOWN_FINDINGS") != nil

  /// Finite times beyond ±this, in seconds, are replaced by the plan's current time.
  ///
  /// Known finding (Fuzz/Regressions/clock-beyond-1e12-s-never-settles): `SpringAnimation`
  /// clamps times to ±10¹² s, so once the engine's clock is beyond ±10¹² s (which
  /// `SheetEngine` accepts) no animation ever settles. 10¹¹ s keeps the plan's clock plus two
  /// settling horizons (at most about 7.4 · 10¹⁰ s for the slowest spring the initialisers
  /// allow) below that clamp. NaN and infinite times are still sent as they are.
  static let latestTime = 1e11

  static func time(_ time: Double, otherwise current: Double) -> Double {
    if time.isFinite, abs(time) > SheetEngine.maximumTime / 2, abs(time) <= SheetEngine.maximumTime
    {
      // By contract the engine ignores times beyond SheetEngine.maximumTime (those are still
      // sent). Accepted times in its top half would leave no room to idle before the limit, so
      // the plan keeps its clock there instead.
      return current
    }
    guard avoidsKnownFindings, time.isFinite, abs(time) > latestTime else { return time }
    return current
  }

  /// Finite container heights above this, in points, are lowered to it.
  ///
  /// Known finding (Fuzz/Regressions/container-beyond-5e11-pt-rests-off-detent): the layout
  /// accepts any finite container, but `SpringAnimation` clamps positions to ±5 · 10¹¹ pt, so in
  /// a taller container a sheet animated to a detent higher than that comes to rest at
  /// 5 · 10¹¹ pt, off its detent. 10¹¹ pt keeps every extent below the clamp.
  static let tallestContainer = 1e11

  static func containerHeight(_ height: Double) -> Double {
    guard avoidsKnownFindings, height.isFinite else { return height }
    return min(height, tallestContainer)
  }

  /// Finite pan translations beyond ±this, in points, are brought back to it.
  ///
  /// Known finding (Fuzz/Regressions/handoff-huge-translations-give-infinite-delta):
  /// `ScrollHandoff.panChanged` checks that the translation is finite but not the difference
  /// from the previous one, which overflows to ±infinity for translations near ±10³⁰⁸ and comes
  /// out in `HandoffUpdate.sheetDelta` (and in the translation it sends the engine). At ±10³⁰⁰
  /// no sum of a plan's deltas can overflow.
  static let largestPanTranslation = 1e300

  static func panTranslation(_ translation: Double) -> Double {
    guard avoidsKnownFindings, !translation.isNaN else { return translation }
    return min(max(translation, -largestPanTranslation), largestPanTranslation)
  }

  /// A screen height as the harness hands it to `NavigationScreen`: NaN and infinities become
  /// 0 and negatives 0, the rule `NavigationSizing.setPreferredHeight` already applies.
  ///
  /// Known finding (Fuzz/Regressions/navigation-nan-root-height-gives-nan-frame):
  /// `NavigationSizing` does not sanitise the heights of the screens given to `init`, `push` or
  /// `setStack`, so a NaN (or negative) height comes out in `NavigationFrame.contentHeight`.
  /// `setPreferredHeight` still gets garbage.
  static func screenHeight(_ height: Double) -> Double {
    guard avoidsKnownFindings else { return height }
    return height.isFinite ? max(0, height) : 0
  }

  /// Whether the rest check also requires the sheet to rest at the detent its frame names.
  ///
  /// Known findings (Fuzz/Regressions/configuration-update-mid-animation-rests-off-detent and
  /// Fuzz/Regressions/merged-detents-split-mid-animation-rest-off-selected): the sheet can come
  /// to rest at a stop other than the one `SheetFrame.detent` names. Without this check the
  /// rest check still requires the sheet to rest at some stop.
  static var checksRestingDetentName: Bool { !avoidsKnownFindings }
}

/// Everything decoded from one fuzzer input: a configuration, a layout, a frame rate, optional
/// scroll view and navigation stack, and the timed steps.
struct FuzzPlan: CustomStringConvertible {
  var configuration: SheetConfiguration
  var configurationText: String
  var context: LayoutContext
  var framesPerSecond: Double
  var startTime: Double
  var usesNavigation: Bool
  var rootHeight: Double
  var expandsWhenScrollingUp: Bool
  var steps: [(delay: Double, step: FuzzStep)] = []

  init(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes)
    (configuration, configurationText) = PlanDecoding.configuration(&reader)
    context = PlanDecoding.context(&reader)
    let rates: [Double] = [120, 60, 30, 240, 90, 1]
    framesPerSecond = rates[reader.choice(rates.count)]
    startTime = reader.choice(4) == 0 ? reader.double(in: 0...100_000) : 0
    usesNavigation = reader.bool()
    rootHeight = reader.double(in: 0...1_000)
    expandsWhenScrollingUp = reader.choice(4) != 0
    while !reader.isExhausted, steps.count < FuzzLimits.maximumSteps {
      let delay = PlanDecoding.delay(&reader)
      steps.append((delay, FuzzStep.decode(&reader)))
    }
  }

  var description: String {
    var lines = [
      "configuration:\n  \(configurationText)",
      "context: \(context)",
      "fps: \(framesPerSecond), start: \(startTime), navigation: \(usesNavigation) "
        + "(root height \(rootHeight)), expandsWhenScrollingUp: \(expandsWhenScrollingUp)",
      "steps:",
    ]
    for (delay, step) in steps {
      lines.append("  +\(delay) s  \(step)")
    }
    return lines.joined(separator: "\n")
  }
}
