import BottomSheetCore
import BottomSheetTestSupport
import PropertyBased
import Testing

/// Invariants of ``PresenterRecession`` over random detents, containers and extents (garbage
/// included): never NaN, always in range, and continuous in the extent with a stated bound.
@Suite("Presenter recession: range and continuity for any input")
struct PresenterRecessionPropertyTests {
  /// A value drawn from a selector: mostly ordinary, sometimes an edge or garbage.
  static func value(_ selector: Int, _ raw: Double) -> Double {
    switch selector {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -raw
    case 3: return 0
    default: return raw
    }
  }

  /// Start, largest, width and top inset (each a selector and a value), then the extent, a
  /// step and the flags (persistent, disabled).
  static let inputs = zip(
    zip(Gen.int(in: 0...30), Gen.double(in: 0...1_200)),
    zip(Gen.int(in: 0...30), Gen.double(in: 0...1_200)),
    zip(Gen.int(in: 0...30), Gen.double(in: 200...1_400)),
    zip(Gen.int(in: 0...30), Gen.double(in: 0...80)),
    zip(Gen.double(in: -200...1_400), Gen.double(in: -5...5), Gen.int(in: 0...7))
  )

  @Test("the amounts stay in range, are never NaN, and move at most 1.5 · Δextent / span")
  func rangeAndContinuity() async {
    await seededPropertyCheck(count: 500, input: Self.inputs) { start, largest, width, top, probe in
      let startExtent = Self.value(start.0, start.1)
      let largestExtent = Self.value(largest.0, largest.1)
      let size = Size(width: Self.value(width.0, width.1), height: 844)
      let inset = Self.value(top.0, top.1)
      let (extent, step, flags) = probe
      func recession(_ extent: Double) -> PresenterRecession {
        PresenterRecession(
          extent: extent, startExtent: startExtent, largestExtent: largestExtent,
          containerSize: size, topSafeAreaInset: inset, isPersistent: flags & 1 != 0,
          isEnabled: flags & 2 == 0)
      }
      let here = recession(extent)
      let there = recession(extent + step)
      for value in [here, there] {
        #expect(!value.progress.isNaN && !value.scale.isNaN && !value.cornerRadius.isNaN)
        #expect(!value.dimmingAlpha.isNaN && !value.verticalOffset.isNaN)
        #expect(value.progress >= 0 && value.progress <= 1)
        #expect(value.scale >= PresenterRecession.fullScale && value.scale <= 1)
        #expect(
          value.dimmingAlpha >= 0 && value.dimmingAlpha <= PresenterRecession.fullDimmingAlpha)
        #expect(
          value.cornerRadius >= 0 && value.cornerRadius <= PresenterRecession.fullCornerRadius)
        #expect(
          value.verticalOffset >= 0 && value.verticalOffset <= max(inset.isFinite ? inset : 0, 0))
      }
      // The Lipschitz bound: smoothstep's slope is at most 1.5, over a span of at least 1 pt.
      guard startExtent.isFinite, largestExtent.isFinite else { return }
      let clampedStart = min(max(startExtent, 0), max(largestExtent, 0))
      let span = max(largestExtent - clampedStart, PresenterRecession.minimumSpan)
      let bound = 1.5 * abs(step) / span + 1e-12
      #expect(abs(there.progress - here.progress) <= bound, "progress \(here) → \(there)")
      #expect(abs(there.scale - here.scale) <= (1 - PresenterRecession.fullScale) * bound)
      #expect(
        abs(there.dimmingAlpha - here.dimmingAlpha) <= PresenterRecession.fullDimmingAlpha * bound)
      #expect(
        abs(there.cornerRadius - here.cornerRadius) <= PresenterRecession.fullCornerRadius * bound)
      // Monotone in the extent: a higher sheet never recedes the presenter less.
      if step >= 0 { #expect(there.progress >= here.progress) }
    }
  }

  /// The dimming (a selector), the undimmed detent's fraction, and the drag's translation.
  static let engineInputs = zip(
    Gen.int(in: 0...3), Gen.double(in: 0...1), Gen.double(in: -900...900))

  @Test("in the engine, a presenter that takes touches is never receded, whatever the dimming")
  func neverRecededWhileTakingTouches() async {
    await seededPropertyCheck(count: 300, input: Self.engineInputs) { selector, fraction, drag in
      let undimmed = Detent.fraction(fraction, identifier: "undimmed")
      let dimmings: [Dimming] = [
        .modal, .none, Dimming(largestUndimmedDetent: "undimmed"),
        Dimming(maximumAlpha: 0, largestUndimmedDetent: "undimmed"),
      ]
      var configuration = SheetConfiguration(detents: [undimmed, .medium, .large])
      configuration.dimming = dimmings[selector]
      configuration.initialDetent = .large
      var engine = Phone.engine(configuration)
      engine.handle(.present(animated: false), at: 0)
      let range = engine.presenterRecessionRange
      #expect(range.lowerBound >= 0 && range.upperBound == Phone.maximumExtent)
      engine.handle(.dragBegan, at: 1)
      engine.handle(.dragChanged(translation: drag), at: 1.1)
      let frame = engine.frame(at: 1.1)
      if frame.passesTouchesThrough {
        #expect(frame.presenterRecession == .none, "\(frame.extent) \(range)")
      }
      if selector == 1 { #expect(frame.presenterRecession == .none) }
    }
  }
}
