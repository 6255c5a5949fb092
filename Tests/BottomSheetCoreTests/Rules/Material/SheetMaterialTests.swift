import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// The sheet's fill (``SheetMaterialRule``, ``SheetMaterial``) against values worked out by hand
/// from its documented defaults: glass clear up to half attachment, then smoothstep to opaque
/// at full attachment (`fill = 3t² − 2t³`, `t = (a − 0.5) / 0.5`); Increase Contrast keeps the
/// fill over glass and blurs at 0.8 or more; Reduce Transparency makes glass and blurs opaque.
/// Then its invariants over random inputs, and the material the engine's frames give.
@Suite("Material: what the sheet draws")
struct SheetMaterialTests {
  /// Each value is exact arithmetic on small binary fractions; 1e-12 only absorbs rounding.
  static let tolerance = 1e-12

  /// The system a sheet runs on.
  enum System {
    /// iOS 26 and later with the new design.
    case glassDesign
    /// iOS 26 and later, the app keeps the earlier design.
    case compatibility
    /// Before iOS 26.
    case earlier

    var glassAvailable: Bool { self != .earlier }
    var usesGlass: Bool { self == .glassDesign }
  }

  // MARK: - What the rule gives

  @Test("each style on each system, with and without the accessibility settings")
  func effectAndFill() {
    let rows:
      [(
        line: UInt, style: SheetMaterialStyle, system: System, reduce: Bool, contrast: Bool,
        attachment: Double, effect: SheetMaterialEffect, fill: Double
      )] = [
        // Automatic: glass on the new design, floating clear and attached opaque.
        (#line, .automatic, .glassDesign, false, false, 0, .glass, 0),
        (#line, .automatic, .glassDesign, false, false, 0.5, .glass, 0),
        (#line, .automatic, .glassDesign, false, false, 0.625, .glass, 0.15625),
        (#line, .automatic, .glassDesign, false, false, 0.75, .glass, 0.5),
        (#line, .automatic, .glassDesign, false, false, 0.875, .glass, 0.84375),
        (#line, .automatic, .glassDesign, false, false, 1, .glass, 1),
        // Automatic elsewhere: the opaque system background, at any attachment.
        (#line, .automatic, .compatibility, false, false, 0, .none, 1),
        (#line, .automatic, .earlier, false, false, 0, .none, 1),
        (#line, .automatic, .earlier, false, false, 1, .none, 1),
        // Glass: real glass wherever it exists, a blur before.
        (#line, .glass, .compatibility, false, false, 0, .glass, 0),
        (#line, .glass, .compatibility, false, false, 1, .glass, 1),
        (#line, .glass, .earlier, false, false, 0, .blur, 0),
        (#line, .glass, .earlier, false, false, 1, .blur, 0),
        // Blur, colour and none ignore the attachment.
        (#line, .blur, .glassDesign, false, false, 1, .blur, 0),
        (#line, .color, .glassDesign, false, false, 0, .none, 1),
        (#line, .none, .glassDesign, false, false, 1, .none, 0),
        // Reduce Transparency: glass and blurs become the opaque fill; colour and none stay.
        (#line, .automatic, .glassDesign, true, false, 0, .none, 1),
        (#line, .glass, .earlier, true, false, 0, .none, 1),
        (#line, .blur, .earlier, true, false, 0, .none, 1),
        (#line, .color, .earlier, true, false, 0, .none, 1),
        (#line, .none, .glassDesign, true, false, 0, .none, 0),
        // Increase Contrast: at least 0.8 of fill over glass and blurs; more where the ramp is.
        (#line, .automatic, .glassDesign, false, true, 0, .glass, 0.8),
        (#line, .automatic, .glassDesign, false, true, 0.75, .glass, 0.8),
        (#line, .automatic, .glassDesign, false, true, 0.875, .glass, 0.84375),
        (#line, .automatic, .glassDesign, false, true, 1, .glass, 1),
        (#line, .blur, .earlier, false, true, 0, .blur, 0.8),
        (#line, .none, .glassDesign, false, true, 0, .none, 0),
        // The presentation's own effect (UIPresentationController.backgroundEffect): drawn as
        // given at every attachment and on every system, opaque with Reduce Transparency, at
        // least 0.8 of fill with Increase Contrast.
        (#line, .presentationEffect, .glassDesign, false, false, 0, .presentationEffect, 0),
        (#line, .presentationEffect, .glassDesign, false, false, 1, .presentationEffect, 0),
        (#line, .presentationEffect, .compatibility, false, false, 1, .presentationEffect, 0),
        (#line, .presentationEffect, .earlier, false, false, 0.5, .presentationEffect, 0),
        (#line, .presentationEffect, .glassDesign, true, false, 0, .none, 1),
        (#line, .presentationEffect, .glassDesign, false, true, 1, .presentationEffect, 0.8),
        // Both settings: Reduce Transparency wins (opaque).
        (#line, .glass, .glassDesign, true, true, 0, .none, 1),
        // Attachments outside 0…1 or not finite: clamped, NaN floats.
        (#line, .automatic, .glassDesign, false, false, -3, .glass, 0),
        (#line, .automatic, .glassDesign, false, false, 7, .glass, 1),
        (#line, .automatic, .glassDesign, false, false, .nan, .glass, 0),
        (#line, .automatic, .glassDesign, false, true, .nan, .glass, 0.8),
      ]
    for row in rows {
      let rule = SheetMaterialRule(
        style: row.style, glassAvailable: row.system.glassAvailable,
        systemUsesGlass: row.system.usesGlass, reduceTransparency: row.reduce,
        increaseContrast: row.contrast)
      let material = rule.material(attachment: row.attachment)
      let location = rowLocation(row.line)
      #expect(material.effect == row.effect, sourceLocation: location)
      #expect(
        abs(material.fillOpacity - row.fill) <= Self.tolerance,
        "fill \(material.fillOpacity) ≠ \(row.fill)", sourceLocation: location)
    }
  }

  @Test("the tuning values: another onset, a sanitised onset and contrast floor")
  func tuning() {
    let rows:
      [(line: UInt, onset: Double, floor: Double, attachment: Double, fill: Double, slope: Double)] =
        [
          // Onset 0: smoothstep over the whole attachment.
          (#line, 0, 0.8, 0.5, 0.5, 1.5),
          (#line, 0, 0.8, 0.25, 0.15625, 1.5),
          // Onset 0.9 (the maximum): t = (a − 0.9) / 0.1.
          (#line, 0.9, 0.8, 0.95, 0.5, 15),
          // Beyond the maximum: clamped to 0.9.
          (#line, 1, 0.8, 0.95, 0.5, 15),
          (#line, 42, 0.8, 0.95, 0.5, 15),
          // Negative: clamped to 0. Not finite: the default 0.5.
          (#line, -1, 0.8, 0.5, 0.5, 1.5),
          (#line, .nan, 0.8, 0.75, 0.5, 3),
          (#line, .infinity, 0.8, 0.75, 0.5, 3),
        ]
    for row in rows {
      let rule = SheetMaterialRule(
        style: .glass, glassAvailable: true, systemUsesGlass: true, opaqueOnset: row.onset,
        increasedContrastOpacity: row.floor)
      let location = rowLocation(row.line)
      let fill = rule.fillOpacity(attachment: row.attachment)
      #expect(abs(fill - row.fill) <= Self.tolerance, "fill \(fill)", sourceLocation: location)
      #expect(
        abs(rule.steepestSlope - row.slope) <= 1e-9, "slope \(rule.steepestSlope)",
        sourceLocation: location)
    }
    let floors: [(line: UInt, floor: Double, fill: Double)] = [
      (#line, 0.3, 0.3), (#line, -2, 0), (#line, 5, 1), (#line, .nan, 0.8),
      (#line, -.infinity, 0.8),
    ]
    for row in floors {
      let rule = SheetMaterialRule(
        style: .blur, glassAvailable: true, systemUsesGlass: true, increaseContrast: true,
        increasedContrastOpacity: row.floor)
      #expect(
        rule.fillOpacity(attachment: 0) == row.fill, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("the switch to opaque is continuous: no step larger than the slope allows, ends exact")
  func continuity() {
    for onset in [0.0, 0.25, 0.5, 0.75, 0.9] {
      let rule = SheetMaterialRule(
        style: .automatic, glassAvailable: true, systemUsesGlass: true, opaqueOnset: onset)
      let steps = 10_000
      var previous = rule.fillOpacity(attachment: 0)
      var largest = 0.0
      for index in 1...steps {
        let attachment = Double(index) / Double(steps)
        let fill = rule.fillOpacity(attachment: attachment)
        largest = max(largest, abs(fill - previous))
        #expect(fill >= previous, "the fill never thins as the sheet attaches (onset \(onset))")
        previous = fill
      }
      let step = 1 / Double(steps)
      #expect(largest <= rule.steepestSlope * step + 1e-12, "onset \(onset): step \(largest)")
      // The slope bound is tight: the largest step is at least 90 % of what it allows.
      #expect(largest >= 0.9 * rule.steepestSlope * step, "onset \(onset): step \(largest)")
      #expect(rule.fillOpacity(attachment: onset) == 0)
      #expect(rule.fillOpacity(attachment: 1) == 1)
    }
  }

  @Test("only the glass's fill depends on the attachment")
  func onlyGlassFollowsAttachment() {
    for style in SheetMaterialStyle.allCases {
      for usesGlass in [false, true] {
        let rule = SheetMaterialRule(
          style: style, glassAvailable: true, systemUsesGlass: usesGlass)
        let floating = rule.material(attachment: 0)
        let attached = rule.material(attachment: 1)
        #expect(floating.effect == attached.effect)
        if rule.effect == .glass {
          #expect(!floating.isOpaque && attached.isOpaque, "\(style)")
        } else {
          #expect(floating == attached, "\(style)")
        }
      }
    }
    #expect(SheetMaterial(effect: .none, fillOpacity: 0).isEmpty)
    #expect(!SheetMaterial(effect: .glass, fillOpacity: 0).isEmpty)
  }

  @Test("an effect is drawn only when there is one and the fill does not hide it")
  func showsEffect() {
    let rows: [(line: UInt, effect: SheetMaterialEffect, fill: Double, shows: Bool)] = [
      (#line, .glass, 0, true),
      (#line, .glass, 0.768, true),
      (#line, .glass, 1, false),
      (#line, .blur, 0, true),
      (#line, .blur, 1, false),
      (#line, .presentationEffect, 0, true),
      (#line, .presentationEffect, 0.8, true),
      (#line, .presentationEffect, 1, false),
      (#line, .none, 0, false),
      (#line, .none, 1, false),
    ]
    for row in rows {
      let material = SheetMaterial(effect: row.effect, fillOpacity: row.fill)
      #expect(material.showsEffect == row.shows, sourceLocation: rowLocation(row.line))
    }
  }

  // MARK: - Invariants over random inputs

  // Over random styles, systems, settings, tuning values and attachments (bad numbers included):
  // the material is never NaN, its fill stays in 0…1, it never thins as the sheet attaches,
  // Reduce Transparency never leaves a translucent effect, and Increase Contrast never leaves
  // glass or a blur thinner than its floor.

  /// Replaces `value` by a bad number for some selectors.
  static func garble(_ value: Double, _ special: Int) -> Double {
    switch special {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return -value
    case 4: return value * 100
    default: return value
    }
  }

  @Test func neverNaNBoundedMonotonicAndAccessible() async {
    let setup = zip(
      Gen.int(in: 0...5), Gen.int(in: 0...15), Gen.double(in: 0...1), Gen.double(in: 0...1),
      Gen.int(in: 0...9), Gen.int(in: 0...9))
    let attachments = zip(Gen.double(in: -0.5...1.5), Gen.int(in: 0...9)).array(of: 2...12)
    await seededPropertyCheck(count: 300, input: zip(setup, attachments)) { setup, raws in
      let (styleIndex, flags, onset, floor, onsetSpecial, floorSpecial) = setup
      let rule = SheetMaterialRule(
        style: SheetMaterialStyle.allCases[styleIndex], glassAvailable: flags & 1 != 0,
        systemUsesGlass: flags & 2 != 0, reduceTransparency: flags & 4 != 0,
        increaseContrast: flags & 8 != 0, opaqueOnset: Self.garble(onset, onsetSpecial),
        increasedContrastOpacity: Self.garble(floor, floorSpecial))
      #expect(rule.steepestSlope.isFinite && rule.steepestSlope >= 0)
      let values = raws.map { Self.garble($0.0, $0.1) }
      for attachment in values {
        let material = rule.material(attachment: attachment)
        #expect(material.fillOpacity.isFinite, "attachment \(attachment)")
        #expect((0...1).contains(material.fillOpacity), "attachment \(attachment)")
        if rule.reduceTransparency {
          #expect(material.effect == .none)
        }
        if rule.increaseContrast, material.effect != .none {
          let given = rule.increasedContrastOpacity
          let least =
            given.isFinite
            ? min(max(given, 0), 1) : SheetMaterialRule.defaultIncreasedContrastOpacity
          #expect(material.fillOpacity >= least, "attachment \(attachment)")
        }
      }
      // Monotonic in the attachment, over the finite values in order.
      let ordered = values.filter(\.isFinite).sorted()
      for (lower, upper) in zip(ordered, ordered.dropFirst()) {
        let low = rule.fillOpacity(attachment: lower)
        let high = rule.fillOpacity(attachment: upper)
        #expect(low <= high, "\(lower) → \(low), \(upper) → \(high)")
        #expect(high - low <= rule.steepestSlope * (upper - lower) + 1e-12)
      }
    }
  }

  // MARK: - At each detent and through the morph

  // The material as a renderer draws it: the rule fed the engine's `SheetFrame.surface` at each
  // detent, and frame by frame through a drag across the floating morph.

  static func engine(style: SheetSurfaceStyle, detents: [Detent] = [.medium, .large])
    -> SheetEngine
  {
    Phone.engine(
      SheetConfiguration(detents: detents, surfaceStyle: style), displayCornerRadius: 44)
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
      let frame = engine.step(to: 1)
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
      attachment: engine.step(to: 1).surface.attachment)
    var previousExtent = engine.step(to: 1).extent
    var fills: [Double] = [previousFill]
    var time = 1.0
    // 1 pt per frame up past the full height, then back down.
    let up = Array(stride(from: 0.0, through: -520, by: -1))
    let down = Array(stride(from: -520.0, through: 0, by: 3))
    let translations = up + down
    for translation in translations {
      time += 1.0 / 120
      engine.handle(.dragChanged(translation: translation), at: time)
      let frame = engine.step(to: time)
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
