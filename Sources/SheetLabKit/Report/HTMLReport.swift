import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport

/// The lab's report: one self-contained HTML file (no network, no external assets) with the
/// summary table and, per scenario, an animated SVG phone with play/pause and a time slider,
/// plus SVG plots of extent and velocity over time with the inputs marked.
///
/// The file is also well-formed XML (XHTML polyglot: `<![CDATA[` around the script, only XML
/// entities), so tests can parse it.
///
/// ```swift
/// let html = HTMLReport.render(BuiltInScenarios.all.map { LabRun($0) })
/// ```
package enum HTMLReport {
  /// The whole page for `runs`.
  package static func render(_ runs: [LabRun]) -> String {
    let passed = runs.filter(\.summary.passed).count
    var html = """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <title>sheet-lab report</title>
      <style>
      \(ReportStyle.css)
      </style>
      </head>
      <body>
      <h1>sheet-lab</h1>
      <p class="lead">BottomSheetCore's engine, frame by frame at \(rates(runs)) Hz: \
      \(passed) of \(runs.count) scenarios pass. Each phone plays the engine's own frames; \
      the plots mark inputs (grey), releases (orange), scroll handoffs (purple) and \
      notifications (red dots).</p>

      """
    html += summaryTable(runs)
    html += "<div class=\"grid\">\n"
    for (index, run) in runs.enumerated() {
      html += section(run, index: index)
    }
    html += "</div>\n<script>//<![CDATA[\nwindow.LAB_GEOMETRY = \(PhoneSVG.scriptGeometry);\n"
    html += "window.LAB = [\n"
    html += runs.map { ReportData.literal($0.trace) }.joined(separator: ",\n")
    html += "\n];\n" + ReportStyle.script + "\n//]]></script>\n</body>\n</html>\n"
    return html
  }

  static func rates(_ runs: [LabRun]) -> String {
    let set = Set(runs.map { LabFormat.number($0.trace.framesPerSecond) })
    return set.sorted().joined(separator: "/")
  }

  static func summaryTable(_ runs: [LabRun]) -> String {
    var html = """
      <table class="summary">
      <thead><tr><th>scenario</th><th>duration</th><th>frames</th><th>final phase</th>\
      <th>detent</th><th>notifications</th><th>max jump</th><th>max acceleration</th>\
      <th>result</th></tr></thead>
      <tbody>

      """
    for (index, run) in runs.enumerated() {
      let summary = run.summary
      html += """
        <tr><td><a href="#s\(index)">\(XMLText.escape(summary.name))</a></td>\
        <td class="num">\(LabFormat.number(summary.duration)) s</td>\
        <td class="num">\(summary.frameCount)</td>\
        <td>\(LabFormat.phase(summary.finalPhase))</td>\
        <td>\(XMLText.escape(summary.finalDetent ?? "–"))</td>\
        <td class="notes">\(XMLText.escape(summary.notifications.joined(separator: ", ")))</td>\
        <td class="num">\(LabFormat.number(summary.largestJump, digits: 3)) pt</td>\
        <td class="num">\(LabFormat.number(summary.largestAcceleration, digits: 0)) pt/s²</td>\
        <td>\(badge(summary.passed))</td></tr>

        """
    }
    return html + "</tbody>\n</table>\n"
  }

  static func badge(_ passed: Bool) -> String {
    passed ? "<span class=\"pass\">PASS</span>" : "<span class=\"fail\">FAIL</span>"
  }

  /// The frame the report shows first: the scenario's poster time, else the middle of its
  /// first gesture, else the middle of the run.
  static func posterIndex(_ trace: LabTrace) -> Int {
    var time = trace.scenario.duration / 2
    if let poster = trace.scenario.posterTime {
      time = poster
    } else if let gesture = trace.scenario.inputs.first(where: { $0.action.gesture != nil }),
      let spec = gesture.action.gesture
    {
      time = gesture.time + spec.duration / 2
    }
    return trace.frames.firstIndex { $0.sheet.time >= time - 1e-9 }
      ?? max(0, trace.frames.count - 1)
  }

  static func section(_ run: LabRun, index: Int) -> String {
    let trace = run.trace
    let summary = run.summary
    let prefix = "s\(index)-"
    let poster = posterIndex(trace)
    let posterTime = trace.frames.isEmpty ? 0 : trace.frames[poster].sheet.time
    var html = """
      <section class="scenario" id="s\(index)">
      <header><h2>\(XMLText.escape(summary.name))</h2> \(badge(summary.passed))
      <p>\(XMLText.escape(trace.scenario.summary))</p></header>
      <div class="row">
      <div class="phonecol">

      """
    html += PhoneSVG.render(trace, poster: poster, prefix: prefix)
    html += """
      <div class="controls"><button type="button" id="\(prefix)play">▶ Play</button>\
      <input type="range" id="\(prefix)slider" min="0" max="\(max(0, trace.frames.count - 1))" \
      step="1" value="\(poster)" aria-label="time"/></div>
      <div class="readout" id="\(prefix)readout">t \(LabFormat.number(posterTime, digits: 3)) s</div>
      </div>
      <div class="plots">

      """
    let times = trace.frames.map(\.sheet.time)
    let guides = detentGuides(trace)
    let notes = trace.sheetTrace.notifications
    html += PlotSVG(
      title: "extent, and layout height dashed", unit: "pt", times: times,
      values: trace.frames.map(\.sheet.extent), guides: guides,
      duration: trace.scenario.duration, markers: trace.markers, notifications: notes,
      cursorID: prefix + "cur-e", symmetric: false,
      overlay: trace.frames.map(\.sheet.layoutHeight)
    ).render(posterTime: posterTime)
    html += PlotSVG(
      title: "velocity, up positive", unit: "pt/s", times: times,
      values: trace.frames.map(\.sheet.velocity), guides: [], duration: trace.scenario.duration,
      markers: trace.markers, notifications: [], cursorID: prefix + "cur-v", symmetric: true
    ).render(posterTime: posterTime)
    if trace.frames.contains(where: { $0.sheet.surface.attachment < 1 }) {
      html += PlotSVG(
        title: "surface attachment, 0 floating to 1 attached", unit: "share", times: times,
        values: trace.frames.map(\.sheet.surface.attachment), guides: [],
        duration: trace.scenario.duration, markers: trace.markers, notifications: [],
        cursorID: prefix + "cur-a", symmetric: false
      ).render(posterTime: posterTime)
    }
    let scales = trace.frames.map(\.presenter.scale)
    if scales.contains(where: { $0 < 1 }) {
      // Only where the presenter recedes: a flat line at 1 says nothing.
      var plot = PlotSVG(
        title: "presenter scale", unit: "×", times: times, values: scales,
        guides: [PlotSVG.Guide(value: PresenterRecession.fullScale, label: "receded")],
        duration: trace.scenario.duration, markers: trace.markers, notifications: [],
        cursorID: prefix + "cur-p", symmetric: false)
      plot.bounds = (PresenterRecession.fullScale - 0.01, 1.005)
      plot.labelDigits = 2
      html += plot.render(posterTime: posterTime)
    }
    html += """
      <p class="figures">\(summary.frameCount) frames · final \(LabFormat.phase(summary.finalPhase)) \
      \(XMLText.escape(summary.finalDetent ?? "–")) at \(LabFormat.number(summary.finalExtent)) pt · \
      max jump \(LabFormat.number(summary.largestJump, digits: 3)) pt · max surface jump \
      \(LabFormat.number(summary.largestSurfaceJump, digits: 3)) pt · max acceleration \
      \(LabFormat.number(summary.largestAcceleration, digits: 0)) pt/s²<br/>\
      \(XMLText.escape(summary.notifications.joined(separator: " → ")))</p>

      """
    if !summary.passed {
      html += "<ul class=\"failures\">"
      for failure in summary.failures {
        html += "<li>\(XMLText.escape(failure))</li>"
      }
      html += "</ul>\n"
    }
    return html + "</div>\n</div>\n</section>\n"
  }

  /// Dashed lines at the detents' extents in the scenario's initial layout.
  static func detentGuides(_ trace: LabTrace) -> [PlotSVG.Guide] {
    let scenario = trace.scenario
    let context = LayoutContext(
      containerSize: scenario.container, safeAreaInsets: scenario.safeArea,
      preferredContentHeight: scenario.navigation?.screens.last?.height ?? scenario.contentHeight,
      grabberHeight: scenario.grabberHeight, layoutDirection: scenario.configuration.layoutDirection
    )
    let layout = SheetLayout(
      context: context, keyboardLifts: scenario.configuration.keyboard.behavior.lifts,
      placement: scenario.configuration.placement,
      surfaceStyle: scenario.configuration.surfaceStyle)
    let resolved = ResolvedDetents(detents: scenario.detents.map(\.detent), layout: layout)
    return resolved.stops.map { PlotSVG.Guide(value: $0.extent, label: $0.identifier.rawValue) }
  }
}
