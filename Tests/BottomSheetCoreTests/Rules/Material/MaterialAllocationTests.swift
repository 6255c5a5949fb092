import AllocationCounting
import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// The material a renderer asks for on every frame allocates nothing, alone and with the
/// engine's frame it reads the attachment from (see ``EngineAllocationTests``).
@Suite("Material allocations", .enabled(if: AllocationCounter.isSupported))
struct MaterialAllocationTests {
  @Test("a drag across the floating morph with the material of each frame allocates nothing")
  func materialPerFrame() {
    var engine = EngineAllocationTests.floating()
    engine.handle(.dragBegan, at: 0.1)
    let rule = SheetMaterialRule(
      style: .automatic, glassAvailable: true, systemUsesGlass: true, increaseContrast: true)
    var fills = Set<Double>()
    let allocations = EngineAllocationTests.allocationsOfSecondRun(from: 0.1) { index, time in
      let translation = -Double(index % 500)
      engine.handle(.dragChanged(translation: translation), at: time)
      let material = rule.material(attachment: engine.step(to: time).surface.attachment)
      return material.fillOpacity + (material.effect == .glass ? 1 : 0)
    }
    for translation in [0.0, -420, -499] {
      engine.handle(.dragChanged(translation: translation), at: engine.time)
      fills.insert(rule.fillOpacity(attachment: engine.step(to: engine.time).surface.attachment))
    }
    #expect(allocations == 0)
    #expect(fills.count >= 2, "the drag must change the fill: \(fills)")
  }
}
