import BottomSheetCore
import Testing

/// The material rule against values worked out by hand from its documented defaults: glass
/// clear up to half attachment, then smoothstep to opaque at full attachment
/// (`fill = 3t² − 2t³`, `t = (a − 0.5) / 0.5`); Increase Contrast keeps the fill over glass and
/// blurs at 0.8 or more; Reduce Transparency makes glass and blurs opaque.
@Suite("Material: what the sheet draws")
struct SheetMaterialRuleTableTests {
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
}
