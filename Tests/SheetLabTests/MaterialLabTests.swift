import BottomSheetCore
import BottomSheetRules
import SheetLabKit
import Testing

/// The material over the lab's floating built-ins: every frame of `floating-morph-drag` and
/// `floating-morph-flick`, at 60 and 120 Hz, fed to the automatic material on the iOS 26 design
/// (with and without Increase Contrast). The fill over the glass must stay in 0…1, start clear at
/// medium, reach opaque at the full height, and change between two frames by no more than the
/// rule's slope times the attachment's change (the same "no jump" as the surface's), passing
/// through intermediate values on several frames.
@Suite("sheet-lab: the material over the floating scenarios")
struct MaterialLabTests {
  static let rules = [
    SheetMaterialRule(style: .automatic, glassAvailable: true, systemUsesGlass: true),
    SheetMaterialRule(
      style: .automatic, glassAvailable: true, systemUsesGlass: true, increaseContrast: true),
  ]

  @Test(arguments: ["floating-morph-drag", "floating-morph-flick"], [60.0, 120.0])
  func theFillFollowsTheAttachmentWithoutAJump(name: String, rate: Double) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let frames = LabRun(scenario, framesPerSecond: rate).trace.frames
    for rule in Self.rules {
      var between = 0
      var previous: (fill: Double, attachment: Double)?
      var reachedOpaque = false
      for frame in frames where frame.sheet.phase != .hidden {
        let attachment = frame.sheet.surface.attachment
        let fill = rule.fillOpacity(attachment: attachment)
        #expect(fill.isFinite && (0...1).contains(fill))
        if fill >= 1 { reachedOpaque = true }
        if fill > 0.01 && fill < 0.99 && !rule.increaseContrast { between += 1 }
        if let previous {
          let jump = abs(fill - previous.fill)
          #expect(
            jump <= rule.steepestSlope * abs(attachment - previous.attachment) + 1e-12,
            "\(name) at \(rate) Hz: \(previous.fill) → \(fill)")
        }
        previous = (fill, attachment)
      }
      #expect(reachedOpaque, "\(name) must reach the full height")
      // The switch is a ramp drawn over several frames, not a step, even under a flick at 60 Hz.
      if !rule.increaseContrast {
        #expect(between >= 3, "\(name) at \(rate) Hz: \(between) frames between clear and opaque")
      }
      let resting = try #require(frames.last)
      #expect(
        rule.fillOpacity(attachment: resting.sheet.surface.attachment)
          == (rule.increaseContrast ? 0.8 : 0), "\(name) rests floating at medium")
    }
  }
}
