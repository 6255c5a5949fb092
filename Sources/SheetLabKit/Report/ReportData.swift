import BottomSheetCore
import BottomSheetRules

/// The per-frame numbers the report's script animates, as a JavaScript object literal.
///
/// Positions are rounded to 0.1 pt and alphas to 0.001; a series that never changes is written
/// once instead of per frame, which keeps fifteen scenarios' data to a few hundred kilobytes.
enum ReportData {
  /// The object literal for `trace`, whose frames the phone shows (keyboard drawn at its lift
  /// when the sheet rides on it, else at its overlap).
  static func literal(_ trace: LabTrace) -> String {
    let frames = trace.frames
    let lifts = trace.scenario.configuration.keyboard.behavior.lifts
    let floats = PhoneSVG.floats(trace)
    var fields: [(String, String)] = [
      ("fps", XMLText.number(trace.framesPerSecond, digits: 3)),
      ("t0", XMLText.number(frames.first?.sheet.time ?? 0, digits: 4)),
      ("top", series(frames.map(\.sheet.sheetRect.minY))),
      ("x", series(frames.map(\.sheet.sheetRect.minX))),
      ("w", series(frames.map(\.sheet.sheetRect.width))),
      ("bot", series(frames.map(\.sheet.sheetRect.maxY))),
      ("cw", series(frames.map(\.containerSize.width))),
      ("ch", series(frames.map(\.containerSize.height))),
      ("sat", series(frames.map(\.safeArea.top))),
      ("sab", series(frames.map(\.safeArea.bottom))),
      ("sal", series(frames.map(\.safeArea.left))),
      ("sar", series(frames.map(\.safeArea.right))),
      ("kb", series(frames.map { lifts ? $0.sheet.keyboardLift : $0.keyboardOverlap })),
      ("dim", series(frames.map(\.sheet.dimmingAlpha), digits: 3)),
      ("ext", series(frames.map(\.sheet.extent))),
      ("ps", series(frames.map(\.presenter.scale), digits: 4)),
      ("pr", series(frames.map(\.presenter.cornerRadius), digits: 2)),
      ("pd", series(frames.map(\.presenter.dimmingAlpha), digits: 3)),
      ("po", series(frames.map(\.presenter.verticalOffset), digits: 2)),
      ("vel", series(frames.map(\.sheet.velocity), digits: 0)),
      ("content", series(frames.map(\.contentHeight))),
      ("sl", series(frames.map(\.sheet.surface.leadingInset))),
      ("sr", series(frames.map(\.sheet.surface.trailingInset))),
      // The surface's bottom edge above the sheet rect's: its inset, less its slide below the
      // lowest detent (negative while a floating card slides below the screen).
      ("sb", series(frames.map { $0.sheet.sheetRect.maxY - $0.sheet.surfaceRect.maxY })),
      ("rt", series(frames.map(\.sheet.surface.topCornerRadius))),
      ("rb", series(frames.map(\.sheet.surface.bottomCornerRadius))),
      ("att", series(frames.map(\.sheet.surface.attachment), digits: 3)),
      ("gf", series(frames.map { PhoneSVG.surfaceOpacity($0, floats: floats) }, digits: 3)),
      ("ci", series(frames.map(\.sheet.contentSideInset))),
      ("phase", series(frames.map { Double(phaseIndex($0.sheet.phase)) }, digits: 0)),
      (
        "phases",
        "[" + LabFormat.phases.map { "\"\(LabFormat.phase($0))\"" }.joined(separator: ",") + "]"
      ),
    ]
    let detentNames = Array(Set(frames.compactMap { $0.sheet.detent?.rawValue })).sorted()
    fields.append(("detents", "[" + detentNames.map(quoted).joined(separator: ",") + "]"))
    fields.append(
      (
        "detent",
        series(
          frames.map { frame in
            Double(frame.sheet.detent.flatMap { detentNames.firstIndex(of: $0.rawValue) } ?? -1)
          }, digits: 0)
      ))
    fields.append(("duration", XMLText.number(trace.scenario.duration, digits: 4)))
    fields.append(("grabber", XMLText.number(trace.scenario.grabberHeight)))
    fields.append(
      (
        "plot",
        "{l:\(XMLText.number(PlotSVG.margin.left)),w:\(XMLText.number(PlotSVG.plotWidth))}"
      ))
    if let scroll = trace.scenario.scrollView {
      fields.append(("off", optionalSeries(frames.map(\.contentOffset))))
      fields.append(("viewport", XMLText.number(scroll.viewportHeight)))
      fields.append(("listHeight", XMLText.number(scroll.contentHeight)))
    }
    if frames.contains(where: { $0.finger != nil }) {
      fields.append(("fx", optionalSeries(frames.map { $0.finger?.x })))
      fields.append(("fy", optionalSeries(frames.map { $0.finger?.y })))
    }
    if trace.scenario.navigation != nil {
      fields.append(("np", series(frames.map { $0.navigation?.progress ?? 1 }, digits: 3)))
      fields.append(
        ("nf", series(frames.map { Double($0.navigation?.fromScreen ?? 0) }, digits: 0)))
      fields.append(("nt", series(frames.map { Double($0.navigation?.toScreen ?? 0) }, digits: 0)))
      fields.append(
        ("pop", series(frames.map { $0.navigation?.isPop == true ? 1 : 0 }, digits: 0)))
    }
    if let upper = trace.stacked.first {
      let pairs = Array(zip(frames, upper.frames))
      fields.append(("ls", series(pairs.map { $0.0.stacked.scale }, digits: 4)))
      fields.append(("ltx", series(pairs.map { PhoneSVG.stackedTranslation($0.0).x }, digits: 2)))
      fields.append(("lty", series(pairs.map { PhoneSVG.stackedTranslation($0.0).y }, digits: 2)))
      fields.append(("ush", series(pairs.map { $0.0.stacked.shadeAlpha }, digits: 3)))
      fields.append(("ud", series(pairs.map { $0.1.sheet.dimmingAlpha }, digits: 3)))
      fields.append(("ut", series(pairs.map { $0.1.sheet.surfaceRect.minY })))
      fields.append(("ux", series(pairs.map { $0.1.sheet.surfaceRect.minX })))
      fields.append(("uw", series(pairs.map { $0.1.sheet.surfaceRect.width })))
      fields.append(("ub", series(pairs.map { $0.1.sheet.surfaceRect.maxY })))
      fields.append(("urt", series(pairs.map { $0.1.sheet.surface.topCornerRadius })))
      fields.append(("urb", series(pairs.map { $0.1.sheet.surface.bottomCornerRadius })))
    }
    return "{" + fields.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"
  }

  /// A JavaScript string literal safe inside a CDATA section.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\": result += "\\" + String(scalar)
      case "<", ">", "&", "]": result += "\\u" + hex4(scalar.value)
      case _ where scalar.value < 0x20: result += "\\u" + hex4(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private static func phaseIndex(_ phase: SheetPhase) -> Int {
    LabFormat.phases.firstIndex(of: phase) ?? 0
  }

  /// `[a,b,…]`, or the single value when every element is the same.
  static func series(_ values: [Double], digits: Int = 1) -> String {
    let texts = values.map { XMLText.number($0, digits: digits) }
    if let first = texts.first, texts.allSatisfy({ $0 == first }) { return first }
    return "[" + texts.joined(separator: ",") + "]"
  }

  /// Like ``series(_:digits:)`` with `null` for absent values.
  static func optionalSeries(_ values: [Double?]) -> String {
    let texts = values.map { $0.map { XMLText.number($0) } ?? "null" }
    if let first = texts.first, texts.allSatisfy({ $0 == first }) { return first }
    return "[" + texts.joined(separator: ",") + "]"
  }
}
