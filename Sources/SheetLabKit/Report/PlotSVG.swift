import BottomSheetCore
import BottomSheetTestSupport

/// A time plot of one series (extent or velocity) with the detents, input events, releases,
/// handoffs and notifications marked, and a cursor the report's script moves.
struct PlotSVG {
  /// The plot's size in CSS pixels.
  static let size = (width: 440.0, height: 165.0)
  /// The margins around the plotting area, in CSS pixels (room for labels).
  static let margin = (left: 44.0, right: 10.0, top: 20.0, bottom: 22.0)
  /// How many label rows the event labels are staggered over, so neighbours do not overlap.
  static let labelRows = 3
  /// The height of one row of event labels, in CSS pixels.
  static let labelLineHeight: Double = 11
  /// The room left above and below a series, as a share of its range.
  static let headroom = 0.05
  /// Runs longer than this get a time tick every second instead of every half second, in
  /// seconds.
  static let longRun: Double = 3
  /// The most time ticks a plot draws: a longer run (a recording can last hours) gets a
  /// coarser step, 1, 2 or 5 times a power of ten seconds.
  static let maximumTicks = 30

  /// The time between ticks for a run of `duration` seconds: half a second for short runs, a
  /// second up to ``maximumTicks`` seconds, then the smallest step of 1, 2 or 5 × 10ⁿ s that
  /// keeps the ticks within ``maximumTicks``.
  static func tickStep(duration: Double) -> Double {
    guard duration.isFinite, duration > Double(maximumTicks) else {
      return duration > longRun ? 1 : 0.5
    }
    // More than 1 s, as the duration is more than maximumTicks seconds.
    let rough = duration / Double(maximumTicks)
    var power = 1.0
    while power * 10 <= rough { power *= 10 }
    for multiple in [1.0, 2, 5] where power * multiple >= rough {
      return power * multiple
    }
    return power * 10
  }

  /// A horizontal reference line: its value and label.
  struct Guide {
    var value: Double
    var label: String
  }

  var title: String
  var unit: String
  var times: [Double]
  var values: [Double]
  var guides: [Guide]
  var duration: Double
  var markers: [TraceMarker]
  var notifications: [TimedNotification]
  var cursorID: String
  var symmetric: Bool
  /// A second series drawn dashed over the same times (the extent plot's layout height), or
  /// empty.
  var overlay: [Double] = []
  /// The digits of the value labels on the left (0 for points; more for a scale).
  var labelDigits = 0
  /// The value range, once worked out for a rendering (``range`` scans every value, so it is
  /// computed once per plot, not once per point).
  var bounds: (low: Double, high: Double)?

  static var plotWidth: Double { size.width - margin.left - margin.right }
  static var plotHeight: Double { size.height - margin.top - margin.bottom }

  func x(_ time: Double) -> Double {
    PlotSVG.margin.left + PlotSVG.plotWidth * (duration > 0 ? time / duration : 0)
  }

  var range: (low: Double, high: Double) {
    let all = values + overlay + guides.map(\.value)
    var high = all.max() ?? 1
    var low = all.min() ?? 0
    if symmetric {
      let extreme = max(abs(high), abs(low), 1)
      return (-extreme * (1 + PlotSVG.headroom), extreme * (1 + PlotSVG.headroom))
    }
    low = min(low, 0)
    high = max(high, low + 1)
    return (low, high + (high - low) * PlotSVG.headroom)
  }

  func y(_ value: Double) -> Double {
    let (low, high) = bounds ?? range
    return PlotSVG.margin.top + PlotSVG.plotHeight * (1 - (value - low) / (high - low))
  }

  func render(posterTime: Double) -> String {
    guard bounds != nil else {
      var measured = self
      measured.bounds = range
      return measured.render(posterTime: posterTime)
    }
    let n = XMLText.number
    let width = PlotSVG.size.width
    let height = PlotSVG.size.height
    let left = PlotSVG.margin.left
    let right = width - PlotSVG.margin.right
    let top = PlotSVG.margin.top
    let bottom = height - PlotSVG.margin.bottom
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" class="plot" viewBox="0 0 \(n(width, 0)) \(n(height, 0))" width="\(n(width, 0))" height="\(n(height, 0))" role="img" aria-label="\(XMLText.escape(title))">
      <rect x="\(n(left, 1))" y="\(n(top, 1))" width="\(n(PlotSVG.plotWidth, 1))" height="\(n(PlotSVG.plotHeight, 1))" fill="#fafbfc" stroke="#d0d4da"/>
      <text x="\(n(left, 1))" y="12" class="plottitle">\(XMLText.escape(title)) (\(XMLText.escape(unit)))</text>

      """
    // Time ticks every second (every half second for short runs, coarser for long ones).
    let step = PlotSVG.tickStep(duration: duration)
    var tick = 0.0
    while tick <= duration + 1e-9, duration.isFinite {
      svg +=
        "<line x1=\"\(n(x(tick), 1))\" y1=\"\(n(bottom, 1))\" x2=\"\(n(x(tick), 1))\" y2=\"\(n(bottom + 4, 1))\" stroke=\"#888\"/>"
      svg +=
        "<text x=\"\(n(x(tick), 1))\" y=\"\(n(bottom + 15, 1))\" class=\"tick\" text-anchor=\"middle\">\(LabFormat.number(tick)) s</text>\n"
      tick += step
    }
    let (low, high) = bounds ?? range
    for value in [low, high, symmetric ? 0 : low] {
      svg +=
        "<text x=\"\(n(left - 4, 1))\" y=\"\(n(y(value) + 4, 1))\" class=\"tick\" text-anchor=\"end\">\(LabFormat.number(value, digits: labelDigits))</text>\n"
    }
    if symmetric {
      svg +=
        "<line x1=\"\(n(left, 1))\" y1=\"\(n(y(0), 1))\" x2=\"\(n(right, 1))\" y2=\"\(n(y(0), 1))\" stroke=\"#9aa0a6\"/>\n"
    }
    for guide in guides {
      svg +=
        "<line x1=\"\(n(left, 1))\" y1=\"\(n(y(guide.value), 1))\" x2=\"\(n(right, 1))\" y2=\"\(n(y(guide.value), 1))\" class=\"guide\"/>"
      svg +=
        "<text x=\"\(n(right - 3, 1))\" y=\"\(n(y(guide.value) - 3, 1))\" class=\"guidelabel\" text-anchor=\"end\">\(XMLText.escape(guide.label))</text>\n"
    }
    for (index, marker) in markers.enumerated() {
      let mx = x(marker.time)
      svg +=
        "<line x1=\"\(n(mx, 1))\" y1=\"\(n(top, 1))\" x2=\"\(n(mx, 1))\" y2=\"\(n(bottom, 1))\" class=\"marker \(marker.kind.rawValue)\"><title>\(XMLText.escape(marker.label)) at \(LabFormat.number(marker.time, digits: 3)) s</title></line>\n"
      if marker.kind == .input {
        let row = Double(index % PlotSVG.labelRows)
        let labelY = top + PlotSVG.labelLineHeight * (1 + row)
        svg +=
          "<text x=\"\(n(mx + 3, 1))\" y=\"\(n(labelY, 1))\" class=\"markerlabel\">\(XMLText.escape(marker.label))</text>\n"
      }
    }
    var points = ""
    for (time, value) in zip(times, values) {
      points += "\(n(x(time), 1)),\(n(y(value), 1)) "
    }
    svg += "<polyline points=\"\(points)\" class=\"series\"/>\n"
    if !overlay.isEmpty {
      var overlayPoints = ""
      for (time, value) in zip(times, overlay) {
        overlayPoints += "\(n(x(time), 1)),\(n(y(value), 1)) "
      }
      svg += "<polyline points=\"\(overlayPoints)\" class=\"overlay\"/>\n"
    }
    for timed in notifications {
      let label = LabFormat.notification(timed.notification)
      svg +=
        "<circle cx=\"\(n(x(timed.time), 1))\" cy=\"\(n(bottom - 5, 1))\" r=\"3.5\" class=\"note\"><title>\(XMLText.escape(label)) at \(LabFormat.number(timed.time, digits: 3)) s</title></circle>\n"
    }
    let cursor = x(posterTime)
    svg += """
      <line id="\(cursorID)" x1="\(n(cursor, 1))" y1="\(n(top, 1))" x2="\(n(cursor, 1))" y2="\(n(bottom, 1))" class="cursor"/>
      </svg>

      """
    return svg
  }
}
