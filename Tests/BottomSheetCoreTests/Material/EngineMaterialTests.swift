import BottomSheetCore
import Testing

/// The material as a renderer draws it: the rule fed the engine's `SheetFrame.surface` at each
/// detent, and frame by frame through a drag across the floating morph.
@Suite("Material: at each detent and through the morph")
struct EngineMaterialTests {
  static func engine(style: SheetSurfaceStyle, detents: [Detent] = [.medium, .large])
    -> SheetEngine
  {
    let configuration = SheetConfiguration(
      detents: detents, printsCorrectionsInDebug: false, surfaceStyle: style)
    let context = LayoutContext(
      containerSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 47, bottom: 34),
      preferredContentHeight: 300, displayCornerRadius: 44)
    return SheetEngine(configuration: configuration, context: context)
  }

  static let glassDesign = SheetMaterialRule(
    style: .automatic, glassAvailable: true, systemUsesGlass: true)

  @Test("the automatic material resting at each detent of each surface style")
  func materialAtEachDetent() {
    let contrast = SheetMaterialRule(
      style: .automatic, glassAvailable: true, systemUsesGlass: true, increaseContrast: true)
    let earlier = SheetMaterialRule(
      style: .automatic, glassAvailable: false, systemUsesGlass: false)
    let rows:
      [(
        line: UInt, style: SheetSurfaceStyle, rule: SheetMaterialRule, at: Detent.Identifier,
        effect: SheetMaterialEffect, fill: Double
      )] = [
        // The iOS 26 sheet: clear glass at medium, opaque at large.
        (#line, .floating, Self.glassDesign, .medium, .glass, 0),
        (#line, .floating, Self.glassDesign, .large, .glass, 1),
        // An attached surface is attached everywhere: its glass is opaque at every detent.
        (#line, .attached, Self.glassDesign, .medium, .glass, 1),
        (#line, .attached, Self.glassDesign, .large, .glass, 1),
        // Increase Contrast: 0.8 at medium.
        (#line, .floating, contrast, .medium, .glass, 0.8),
        (#line, .floating, contrast, .large, .glass, 1),
        // Before iOS 26: the opaque system background.
        (#line, .attached, earlier, .medium, .none, 1),
        (#line, .attached, earlier, .large, .none, 1),
      ]
    for row in rows {
      var engine = Self.engine(style: row.style)
      engine.handle(.selectDetent(row.at, animated: false), at: 0)
      engine.handle(.present(animated: false), at: 0)
      let frame = engine.frame(at: 1)
      let material = row.rule.material(attachment: frame.surface.attachment)
      let location = rowLocation(row.line)
      #expect(frame.phase == .resting, sourceLocation: location)
      #expect(material.effect == row.effect, sourceLocation: location)
      #expect(
        abs(material.fillOpacity - row.fill) <= 1e-12, "fill \(material.fillOpacity)",
        sourceLocation: location)
    }
  }

  @Test("between medium and large the fill follows the attachment's smoothstep, then its own")
  func fillBetweenDetents() {
    let morph = Self.engine(style: .floating).surfaceMorph
    // t is the share of the way from medium to large; a = 3t² − 2t³; fill = smoothstep of
    // (a − 0.5) / 0.5 once a > 0.5. With Increase Contrast the fill is at least 0.8.
    let contrast = SheetMaterialRule(
      style: .automatic, glassAvailable: true, systemUsesGlass: true, increaseContrast: true)
    let rows: [(line: UInt, t: Double, attachment: Double, fill: Double, contrastFill: Double)] = [
      (#line, 0, 0, 0, 0.8),
      (#line, 0.25, 0.15625, 0, 0.8),
      (#line, 0.5, 0.5, 0, 0.8),
      (#line, 0.75, 0.84375, 0.76806640625, 0.8),
      (#line, 1, 1, 1, 1),
    ]
    for row in rows {
      let extent = morph.startExtent + row.t * (morph.endExtent - morph.startExtent)
      let attachment = morph.attachment(atExtent: extent)
      let location = rowLocation(row.line)
      #expect(abs(attachment - row.attachment) <= 1e-9, sourceLocation: location)
      #expect(
        abs(Self.glassDesign.fillOpacity(attachment: attachment) - row.fill) <= 1e-9,
        sourceLocation: location)
      #expect(
        abs(contrast.fillOpacity(attachment: attachment) - row.contrastFill) <= 1e-9,
        sourceLocation: location)
    }
  }

  @Test("dragging from medium to large, the fill changes by no more than the two slopes allow")
  func dragAcrossTheMorph() {
    var engine = Self.engine(style: .floating)
    engine.handle(.present(animated: false), at: 0)
    engine.handle(.dragBegan, at: 1)
    let morph = engine.surfaceMorph
    // Per point of extent: the attachment's slope (smoothstep over the morph) times the fill's
    // per unit of attachment.
    let attachmentSlope = 1.5 / (morph.endExtent - morph.startExtent)
    let bound = attachmentSlope * Self.glassDesign.steepestSlope
    var previousFill = Self.glassDesign.fillOpacity(
      attachment: engine.frame(at: 1).surface.attachment)
    var previousExtent = engine.frame(at: 1).extent
    var fills: [Double] = [previousFill]
    var time = 1.0
    // 1 pt per frame up past the full height, then back down.
    let up = Array(stride(from: 0.0, through: -520, by: -1))
    let down = Array(stride(from: -520.0, through: 0, by: 3))
    let translations = up + down
    for translation in translations {
      time += 1.0 / 120
      engine.handle(.dragChanged(translation: translation), at: time)
      let frame = engine.frame(at: time)
      let fill = Self.glassDesign.fillOpacity(attachment: frame.surface.attachment)
      #expect(fill.isFinite && fill >= 0 && fill <= 1)
      #expect(
        abs(fill - previousFill) <= bound * abs(frame.extent - previousExtent) + 1e-9,
        "at translation \(translation): \(previousFill) → \(fill)")
      fills.append(fill)
      previousFill = fill
      previousExtent = frame.extent
    }
    #expect(fills.first == 0)
    #expect(fills.contains(1), "the drag must reach the full height")
    #expect(fills.contains { $0 > 0.05 && $0 < 0.95 }, "the drag must cross the ramp")
  }
}
