import BottomSheetCore
import PropertyBased
import Testing

/// Over random styles, systems, settings, tuning values and attachments (bad numbers included):
/// the material is never NaN, its fill stays in 0…1, it never thins as the sheet attaches,
/// Reduce Transparency never leaves a translucent effect, and Increase Contrast never leaves
/// glass or a blur thinner than its floor.
@Suite("Material: invariants over random inputs")
struct MaterialPropertyTests {
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
      Gen.int(in: 0...4), Gen.int(in: 0...15), Gen.double(in: 0...1), Gen.double(in: 0...1),
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
}
