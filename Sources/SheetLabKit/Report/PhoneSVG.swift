import BottomSheetCore
import BottomSheetRules

/// The animated phone of one scenario: container, safe areas, the presenting screen (receding
/// behind a modal sheet at the top: scaled, rounded and shaded over a black backdrop, as
/// ``LabFrame/presenter`` says), dimming, the sheet's surface (its insets and each
/// corner's radius, from ``SheetFrame/surface``, outlined in blue while it floats, its glass a
/// see-through tint that turns opaque as it attaches) with its
/// grabber, its content (a block, a scrolling list or navigation screens), the keyboard and a
/// finger marker. The SVG is drawn at the poster frame; the report's script redraws it for any
/// frame.
enum PhoneSVG {
  /// The outline of a surface that is fully attached, and of one that floats (attachment below
  /// 1), as SVG colours.
  static let outline = (attached: "#b0b4bb", floating: "#0a84ff")
  /// The grabber's size and its distance below the sheet's top edge, in points (UIKit's).
  static let grabber = (width: 36.0, height: 5.0, top: 5.0)
  /// The radius of the finger marker, in points: about a fingertip's contact patch.
  static let fingerRadius: Double = 22
  /// The device bezel drawn around the screen, in points.
  static let bezel: Double = 12
  /// The screen's corner radius where the scenario gives none, in points (drawn only: the
  /// engine sees the scenario's `displayCornerRadius`).
  static let screenCornerRadius: Double = 47
  /// The height of one list row, in points (UIKit's default row height).
  static let rowHeight: Double = 44
  /// The drawn height of the phone in the report, in CSS pixels.
  static let displayHeight: Double = 400
  /// The widest the phone is drawn, in CSS pixels (a rotating phone is scaled down to it).
  static let displayWidth: Double = 260
  /// The home indicator: its size and its bottom edge's distance above the screen's, in points
  /// (an iPhone's 134 × 5 pt bar, 8 pt up).
  static let homeIndicator = (width: 134.0, height: 5.0, bottomGap: 8.0)
  /// The most list rows drawn, so a huge list in a user's file keeps the report small.
  static let maximumRowsDrawn = 400
  /// The gap between the screen's and the bezel's edge and the drawing's edge, in points.
  static let outerMargin: Double = 2

  /// The shared geometry as a JavaScript object, so the script draws exactly what this type
  /// draws.
  static var scriptGeometry: String {
    let n = XMLText.number
    return "{gw:\(n(grabber.width, 1)),gt:\(n(grabber.top, 1)),"
      + "hw:\(n(homeIndicator.width, 1)),hb:\(n(homeIndicator.bottomGap + homeIndicator.height, 1)),"
      + "bezel:\(n(bezel, 1)),oa:\"\(outline.attached)\",of:\"\(outline.floating)\"}"
  }

  /// The screen's drawn corner radius for `frame`: the display's, or ``screenCornerRadius``
  /// where the scenario leaves it square.
  static func screenRadius(_ frame: LabFrame) -> Double {
    frame.displayCornerRadius > 0 ? frame.displayCornerRadius : screenCornerRadius
  }

  /// Whether `trace`'s sheet ever floats: the iOS 26 look, whose automatic background is glass.
  static func floats(_ trace: LabTrace) -> Bool {
    trace.frames.contains { $0.sheet.surface.attachment < 1 }
  }

  /// The surface's fill opacity for `frame`: glass drawn as a see-through tint. A sheet that
  /// floats somewhere in its trace has the iOS 26 look, whose automatic background is glass, so
  /// its fill follows the core's material rule (clear while floating, opaque as it attaches,
  /// ``SheetMaterialRule/fillOpacity(attachment:)``), drawn between ``glassTint`` and opaque;
  /// an attached-style sheet is always opaque.
  static func surfaceOpacity(_ frame: LabFrame, floats: Bool) -> Double {
    guard floats else { return 1 }
    let fill = glassRule.fillOpacity(attachment: frame.sheet.surface.attachment)
    return glassTint + (1 - glassTint) * fill
  }

  /// How opaque clear glass is drawn (the lab has no blur: what lies behind shows through).
  static let glassTint = 0.7
  /// The material rule of the iOS 26 design's automatic background.
  static let glassRule = SheetMaterialRule(
    style: .automatic, glassAvailable: true, systemUsesGlass: true)

  /// The surface outline's colour and width for `frame`.
  static func outlineStyle(_ frame: LabFrame) -> (color: String, width: Double) {
    let attachment = frame.sheet.surface.attachment
    return attachment < 1 ? (outline.floating, 1 + 1.5 * (1 - attachment)) : (outline.attached, 1)
  }

  /// The SVG element for `trace` showing frame `poster`, with ids prefixed by `prefix`.
  static func render(_ trace: LabTrace, poster: Int, prefix p: String) -> String {
    let frames = trace.frames
    let frame = frames[min(max(poster, 0), frames.count - 1)]
    let maxWidth = frames.map(\.containerSize.width).max() ?? Scenario.phoneSize.width
    let maxHeight = frames.map(\.containerSize.height).max() ?? Scenario.phoneSize.height
    let pad = bezel + outerMargin
    let viewWidth = maxWidth + 2 * pad
    let viewHeight = maxHeight + 2 * pad
    let scale = min(displayHeight / viewHeight, displayWidth / viewWidth)
    let n = XMLText.number
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" class="phone" id="\(p)phone" \
      viewBox="\(n(-pad, 1)) \(n(-pad, 1)) \(n(viewWidth, 1)) \(n(viewHeight, 1))" \
      width="\(n(viewWidth * scale, 0))" height="\(n(viewHeight * scale, 0))" \
      role="img" aria-label="\(XMLText.escape(trace.scenario.name)) phone">
      <defs>
      <clipPath id="\(p)screen"><rect id="\(p)screenclip" x="0" y="0" width="\(n(frame.containerSize.width, 1))" height="\(n(frame.containerSize.height, 1))" rx="\(n(screenRadius(frame), 1))"/></clipPath>
      <clipPath id="\(p)presenterclip"><rect id="\(p)presenterclipr" x="0" y="0" width="\(n(frame.containerSize.width, 1))" height="\(n(frame.containerSize.height, 1))" rx="\(n(presenterClipRadius(frame), 2))"/></clipPath>
      <clipPath id="\(p)sheetclip"><path id="\(p)sheetclippath" d="\(sheetPath(frame))"/></clipPath>
      <pattern id="\(p)grid" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#dfe8e1"/><path d="M40 0H0V40" fill="none" stroke="#c5d3c8" stroke-width="1.5"/><circle cx="20" cy="20" r="3" fill="#b8c9bb"/></pattern>
      <pattern id="\(p)keys" width="39" height="54" patternUnits="userSpaceOnUse"><rect width="39" height="54" fill="#d1d4da"/><rect x="3" y="8" width="33" height="42" rx="5" fill="#fdfdfe"/></pattern>
      </defs>
      <rect id="\(p)device" x="\(n(-bezel, 1))" y="\(n(-bezel, 1))" width="\(n(frame.containerSize.width + 2 * bezel, 1))" height="\(n(frame.containerSize.height + 2 * bezel, 1))" rx="\(n(screenRadius(frame) + bezel, 1))" fill="#1c1c1e"/>
      <g clip-path="url(#\(p)screen)">
      <rect id="\(p)backdrop" x="0" y="0" width="\(n(frame.containerSize.width, 1))" height="\(n(frame.containerSize.height, 1))" fill="#000"/>
      <g id="\(p)presenter" transform="\(presenterTransform(frame))" clip-path="url(#\(p)presenterclip)">
      <rect id="\(p)bg" x="0" y="0" width="\(n(frame.containerSize.width, 1))" height="\(n(frame.containerSize.height, 1))" fill="url(#\(p)grid)"/>
      <rect id="\(p)pshade" x="0" y="0" width="\(n(frame.containerSize.width, 1))" height="\(n(frame.containerSize.height, 1))" fill="#000" opacity="\(n(frame.presenter.dimmingAlpha, 3))"/>
      </g>
      <rect id="\(p)dim" x="0" y="0" width="\(n(frame.containerSize.width, 1))" height="\(n(frame.containerSize.height, 1))" fill="#000" opacity="\(n(frame.sheet.dimmingAlpha, 3))"/>
      <g id="\(p)lower" transform="\(stackedTransform(frame))">
      <path id="\(p)sheet" d="\(sheetPath(frame))" fill="#fff" fill-opacity="\(n(surfaceOpacity(frame, floats: floats(trace)), 3))" stroke="\(outlineStyle(frame).color)" stroke-width="\(n(outlineStyle(frame).width, 2))"/>
      <g clip-path="url(#\(p)sheetclip)">

      """
    svg += content(trace, frame: frame, prefix: p)
    svg += "</g>\n"
    let grabberX = frame.sheet.sheetRect.midX - grabber.width / 2
    svg += """
      <rect id="\(p)grabber" x="\(n(grabberX, 1))" y="\(n(frame.sheet.sheetRect.minY + grabber.top, 1))" width="\(n(grabber.width, 1))" height="\(n(grabber.height, 1))" rx="2.5" fill="#a1a4ab"/>

      """
    if let scroll = trace.scenario.scrollView {
      _ = scroll
      svg +=
        "<rect id=\"\(p)scrollbar\" x=\"0\" y=\"0\" width=\"3\" height=\"0\" rx=\"1.5\" fill=\"#6b6f76\"/>\n"
    }
    svg += "</g>\n"
    if let upper = trace.stacked.first, !upper.frames.isEmpty {
      let index = min(max(poster, 0), upper.frames.count - 1)
      svg += stackedSheet(upper.frames[index], under: frame, prefix: p)
    }
    let size = frame.containerSize
    let keyboard = keyboardHeight(trace, frame)
    svg += """
      <rect id="\(p)kb" x="0" y="\(n(size.height - keyboard, 1))" width="\(n(size.width, 1))" height="\(n(keyboard, 1))" fill="url(#\(p)keys)"/>
      <rect id="\(p)sat" x="0" y="0" width="\(n(size.width, 1))" height="\(n(frame.safeArea.top, 1))" class="safe"/>
      <rect id="\(p)sab" x="0" y="\(n(size.height - frame.safeArea.bottom, 1))" width="\(n(size.width, 1))" height="\(n(frame.safeArea.bottom, 1))" class="safe"/>
      <rect id="\(p)sal" x="0" y="0" width="\(n(frame.safeArea.left, 1))" height="\(n(size.height, 1))" class="safe"/>
      <rect id="\(p)sar" x="\(n(size.width - frame.safeArea.right, 1))" y="0" width="\(n(frame.safeArea.right, 1))" height="\(n(size.height, 1))" class="safe"/>
      <rect id="\(p)home" x="\(n(size.width / 2 - homeIndicator.width / 2, 1))" y="\(n(size.height - homeIndicator.bottomGap - homeIndicator.height, 1))" width="\(n(homeIndicator.width, 1))" height="\(n(homeIndicator.height, 1))" rx="2.5" fill="#1c1c1e"/>

      """
    let finger = frame.finger
    svg += """
      <circle id="\(p)finger" cx="\(n(finger?.x ?? 0, 1))" cy="\(n(finger?.y ?? 0, 1))" r="\(n(fingerRadius, 1))" fill="#0a84ff" fill-opacity="0.35" stroke="#0a84ff" stroke-width="3" visibility="\(finger == nil ? "hidden" : "visible")"/>
      </g>
      </svg>

      """
    return svg
  }

  /// The presenting screen's transform: ``PresenterRecession/presenterRect(in:)`` as a matrix
  /// (scale, then the receded rect's origin). The report's script builds the same.
  static func presenterTransform(_ frame: LabFrame) -> String {
    let n = XMLText.number
    let recession = frame.presenter
    let rect = recession.presenterRect(in: frame.containerSize)
    return "matrix(\(n(recession.scale, 4)) 0 0 \(n(recession.scale, 4)) "
      + "\(n(rect.minX, 2)) \(n(rect.minY, 2)))"
  }

  /// The lower sheet's transform behind a stacked sheet (``LabFrame/stacked``): a scale about
  /// its anchor and a move, as the UIKit adapter sets on the lower sheet's chrome. The report's
  /// script builds the same from ``stackedTranslation(_:)``.
  static func stackedTransform(_ frame: LabFrame) -> String {
    let n = XMLText.number
    let scale = frame.stacked.scale
    let (x, y) = stackedTranslation(frame)
    return "matrix(\(n(scale, 4)) 0 0 \(n(scale, 4)) \(n(x, 2)) \(n(y, 2)))"
  }

  /// The translation part of ``stackedTransform(_:)``: the anchor's offset under the scale,
  /// plus the recession's move.
  static func stackedTranslation(_ frame: LabFrame) -> (x: Double, y: Double) {
    let recession = frame.stacked
    return (
      recession.anchor.x * (1 - recession.scale),
      recession.anchor.y * (1 - recession.scale) + recession.translationY
    )
  }

  /// The stacked sheet over the lower one: its shade over the lower sheet, its dimming, its
  /// surface and its grabber, at `upper`.
  static func stackedSheet(_ upper: LabFrame, under lower: LabFrame, prefix p: String) -> String {
    let n = XMLText.number
    let width = n(lower.containerSize.width, 1)
    let height = n(lower.containerSize.height, 1)
    let grabberX = upper.sheet.sheetRect.midX - grabber.width / 2
    return "<rect id=\"\(p)ushade\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" "
      + "fill=\"#000\" opacity=\"\(n(lower.stacked.shadeAlpha, 3))\"/>\n"
      + "<rect id=\"\(p)udim\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" "
      + "fill=\"#000\" opacity=\"\(n(upper.sheet.dimmingAlpha, 3))\"/>\n"
      + "<path id=\"\(p)usheet\" d=\"\(sheetPath(upper))\" fill=\"#fdf6e3\" "
      + "stroke=\"\(outline.attached)\" stroke-width=\"1\"/>\n"
      + "<rect id=\"\(p)ugrabber\" x=\"\(n(grabberX, 1))\" "
      + "y=\"\(n(upper.sheet.sheetRect.minY + grabber.top, 1))\" width=\"\(n(grabber.width, 1))\" "
      + "height=\"\(n(grabber.height, 1))\" rx=\"2.5\" fill=\"#a1a4ab\"/>\n"
  }

  /// The presenting screen's corner radius in its own, unscaled coordinates, so it shows
  /// ``PresenterRecession/cornerRadius`` on screen (a renderer that rounds a scaled view does
  /// the same).
  static func presenterClipRadius(_ frame: LabFrame) -> Double {
    let recession = frame.presenter
    return recession.scale > 0 ? recession.cornerRadius / recession.scale : 0
  }

  /// The keyboard's drawn height: its lift when the sheet rides on it, else its overlap.
  static func keyboardHeight(_ trace: LabTrace, _ frame: LabFrame) -> Double {
    trace.scenario.configuration.keyboard.behavior.lifts
      ? frame.sheet.keyboardLift : frame.keyboardOverlap
  }

  /// The surface's outline: the engine's surface rect (``SheetFrame/surfaceRect``: the sheet's
  /// real frame less the surface's insets, and below the lowest detent a floating card's rigid
  /// slide past the screen's edge), with its top and bottom corner radii.
  static func sheetPath(_ frame: LabFrame) -> String {
    let surface = frame.sheet.surface
    let surfaceRect = frame.sheet.surfaceRect
    return sheetPath(
      x: surfaceRect.minX, top: surfaceRect.minY, width: surfaceRect.width,
      bottom: surfaceRect.maxY, topRadius: surface.topCornerRadius,
      bottomRadius: surface.bottomCornerRadius)
  }

  /// The outline from its numbers, in points (the report's script has the same function):
  /// each radius is capped at half the width and at the height (half of it for the two radii
  /// together), so a short or narrow surface stays a valid shape.
  static func sheetPath(
    x: Double, top: Double, width: Double, bottom: Double, topRadius: Double,
    bottomRadius: Double
  ) -> String {
    let n = XMLText.number
    let w = max(0, width)
    let h = max(0, bottom - top)
    let rt = max(0, min(topRadius, w / 2, h))
    let rb = max(0, min(bottomRadius, w / 2, h - rt))
    return "M\(n(x, 1)),\(n(bottom - rb, 1)) V\(n(top + rt, 1)) "
      + "A\(n(rt, 1)),\(n(rt, 1)) 0 0 1 \(n(x + rt, 1)),\(n(top, 1)) "
      + "H\(n(x + w - rt, 1)) "
      + "A\(n(rt, 1)),\(n(rt, 1)) 0 0 1 \(n(x + w, 1)),\(n(top + rt, 1)) "
      + "V\(n(bottom - rb, 1)) "
      + "A\(n(rb, 1)),\(n(rb, 1)) 0 0 1 \(n(x + w - rb, 1)),\(n(bottom, 1)) "
      + "H\(n(x + rb, 1)) "
      + "A\(n(rb, 1)),\(n(rb, 1)) 0 0 1 \(n(x, 1)),\(n(bottom - rb, 1)) Z"
  }

  /// The sheet's content: a list, navigation screens, or a block as tall as the preferred
  /// content height (so a fitting sheet visibly fits it).
  static func content(_ trace: LabTrace, frame: LabFrame, prefix p: String) -> String {
    let n = XMLText.number
    let rect = frame.sheet.contentRect
    let top = rect.minY + trace.scenario.grabberHeight
    if let scroll = trace.scenario.scrollView {
      var rows =
        "<g id=\"\(p)list\" transform=\"translate(\(n(rect.minX, 1)),\(n(top - (frame.contentOffset ?? 0), 1)))\">\n"
      let count = Int((scroll.contentHeight / rowHeight).rounded(.up))
      for row in 0..<min(count, maximumRowsDrawn) {
        let y = Double(row) * rowHeight
        let fill = row % 2 == 0 ? "#f4f6fa" : "#ffffff"
        rows +=
          "<rect x=\"0\" y=\"\(n(y, 1))\" width=\"\(n(rect.width, 1))\" height=\"\(n(rowHeight, 1))\" fill=\"\(fill)\"/>"
        rows += "<text x=\"16\" y=\"\(n(y + 28, 1))\" class=\"row\">Row \(row + 1)</text>\n"
      }
      return rows + "</g>\n"
    }
    if let navigation = trace.scenario.navigation {
      var screens = navigation.screens
      for input in trace.scenario.inputs {
        if case .push(let screen, _) = input.action,
          !screens.contains(where: { $0.id == screen.id })
        {
          screens.append(screen)
        }
      }
      var groups = ""
      let palette = ["#e3edfb", "#e6f4ea", "#fdf0e1", "#f3e8fd", "#fde7ea"]
      for (index, screen) in screens.enumerated() {
        let visible =
          frame.navigation?.toScreen == screen.id || frame.navigation?.fromScreen == screen.id
        groups += """
          <g id="\(p)nav-\(screen.id)" data-screen="\(screen.id)" transform="translate(\(n(rect.minX, 1)),\(n(top, 1)))" visibility="\(visible ? "visible" : "hidden")">\
          <rect x="0" y="0" width="\(n(rect.width, 1))" height="\(n(screen.height, 1))" fill="\(palette[index % palette.count])" stroke="#9aa7bd" stroke-dasharray="6 4"/>\
          <text x="20" y="44" class="title">Screen \(screen.id)</text>\
          <text x="20" y="70" class="note">\(n(screen.height, 0)) pt tall</text></g>

          """
      }
      return groups
    }
    return """
      <rect id="\(p)block" x="\(n(rect.minX, 1))" y="\(n(top, 1))" width="\(n(rect.width, 1))" height="\(n(frame.contentHeight, 1))" fill="#e3edfb" stroke="#9aa7bd" stroke-dasharray="6 4"/>
      <text id="\(p)blocklabel" x="\(n(rect.minX + 20, 1))" y="\(n(top + 44, 1))" class="title">content \(n(frame.contentHeight, 0)) pt</text>

      """
  }
}
