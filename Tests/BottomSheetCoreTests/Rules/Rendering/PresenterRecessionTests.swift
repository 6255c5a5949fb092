import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import PropertyBased
import Testing

/// The presenting screen recedes as a modal sheet nears the top (``PresenterRecession``), as a
/// function of the sheet's extent: reference values at the ends and in between on the standard
/// phone (390 × 844 pt, top inset 47 pt, `.medium` at 393.5 pt, `.large` at 787 pt), the cases
/// that give none, which presenter may recede, the invariants over any input, and (in
/// `PresenterRecessionTests+Engine.swift`) what the engine's frames carry.
@Suite("Presenter recession")
struct PresenterRecessionTests {
  /// The offset at full recession on the phone: the top inset less the scaled top,
  /// 47 − 0.08 · 844 / 2 = 13.24 pt.
  static let fullOffset = 47 - 0.08 * 844 / 2

  // MARK: - The amounts at each extent

  typealias Row = (
    line: UInt, extent: Double, start: Double, largest: Double, width: Double, persistent: Bool,
    enabled: Bool, progress: Double
  )

  /// Each row's expected amounts are those of its eased progress (all linear in it); the
  /// progress values are smoothstep's at 0, ¼, ½, ¾ and 1: 0, 0.15625, 0.5, 0.84375, 1.
  @Test("from none at the partial detent to full at the largest, eased in between")
  func referenceValues() {
    let rows: [Row] = [
      (#line, 0, 393.5, 787, 390, false, true, 0),  // hidden
      (#line, 393.5, 393.5, 787, 390, false, true, 0),  // at .medium: not receded
      (#line, 491.875, 393.5, 787, 390, false, true, 0.15625),  // a quarter of the way
      (#line, 590.25, 393.5, 787, 390, false, true, 0.5),  // half way
      (#line, 688.625, 393.5, 787, 390, false, true, 0.84375),  // three quarters
      (#line, 787, 393.5, 787, 390, false, true, 1),  // at .large: full
      (#line, 900, 393.5, 787, 390, false, true, 1),  // rubber band above: still full
      (#line, 393.5, 0, 787, 390, false, true, 0.5),  // a ramp from 0: half way up
      (#line, 787, 393.5, 787, 600, false, true, 1),  // 600 pt is still compact
      (#line, 787, 393.5, 787, 600.5, false, true, 0),  // wider: none
      (#line, 787, 393.5, 787, 1024, false, true, 0),  // iPad: none
      (#line, 787, 393.5, 787, 390, true, true, 0),  // persistent: none
      (#line, 787, 393.5, 787, 390, false, false, 0),  // configured off: none
      (#line, 500.5, 500, 500, 390, false, true, 0.5),  // one stop twice: eases over 1 pt
      (#line, .nan, 393.5, 787, 390, false, true, 0),  // garbage: none
      (#line, 787, .infinity, 787, 390, false, true, 0),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      let recession = PresenterRecession(
        extent: row.extent, startExtent: row.start, largestExtent: row.largest,
        containerSize: Size(width: row.width, height: 844), topSafeAreaInset: 47,
        isPersistent: row.persistent, isEnabled: row.enabled)
      let p = row.progress
      #expect(abs(recession.progress - p) <= 1e-12, "progress", sourceLocation: location)
      #expect(abs(recession.scale - (1 - 0.08 * p)) <= 1e-12, "scale", sourceLocation: location)
      #expect(abs(recession.cornerRadius - 10 * p) <= 1e-12, "radius", sourceLocation: location)
      #expect(abs(recession.dimmingAlpha - 0.15 * p) <= 1e-12, "alpha", sourceLocation: location)
      #expect(
        abs(recession.verticalOffset - Self.fullOffset * p) <= 1e-12, "offset",
        sourceLocation: location)
      if p == 0 { #expect(recession == .none, sourceLocation: location) }
    }
  }

  @Test("the end values are the documented defaults")
  func endValues() {
    let full = PresenterRecession(
      extent: 787, startExtent: 393.5, largestExtent: 787, containerSize: Phone.size,
      topSafeAreaInset: 47, isPersistent: false, isEnabled: true)
    #expect(full.scale == PresenterRecession.fullScale)
    #expect(full.cornerRadius == PresenterRecession.fullCornerRadius)
    #expect(full.dimmingAlpha == PresenterRecession.fullDimmingAlpha)
    #expect(PresenterRecession.fullScale == 0.92)
    #expect(PresenterRecession.fullCornerRadius == 10)
    #expect(PresenterRecession.fullDimmingAlpha == 0.15)
    #expect(PresenterRecession.none.scale == 1 && !PresenterRecession.none.isReceded)
  }

  /// Where the receded screen appears: scaled about its centre, its top moved down to the top
  /// inset when the scale alone leaves it higher, never up.
  @Test("the receded presenter's rect puts its top at the top inset, or lower")
  func presenterRect() {
    let rows: [(line: UInt, width: Double, height: Double, top: Double, rect: Rect)] = [
      // 390 × 844, top 47: 358.8 × 776.48 at (15.6, 47).
      (#line, 390, 844, 47, Rect(x: 15.6, y: 47, width: 358.8, height: 776.48)),
      // 440 × 956, top 62 (a large phone): the scaled top is 38.24, moved down to 62.
      (#line, 440, 956, 62, Rect(x: 17.6, y: 62, width: 404.8, height: 879.52)),
      // 375 × 667, top 20 (a phone with a home button): the scaled top, 26.68, is already lower.
      (#line, 375, 667, 20, Rect(x: 15, y: 26.68, width: 345, height: 613.64)),
    ]
    for row in rows {
      let size = Size(width: row.width, height: row.height)
      let rect = PresenterRecession(
        extent: 700, startExtent: 300, largestExtent: 700, containerSize: size,
        topSafeAreaInset: row.top, isPersistent: false, isEnabled: true
      ).presenterRect(in: size)
      let location = rowLocation(row.line)
      for (actual, expected) in [
        (rect.minX, row.rect.minX), (rect.minY, row.rect.minY), (rect.width, row.rect.width),
        (rect.height, row.rect.height),
      ] {
        #expect(abs(actual - expected) <= 1e-9, "\(rect) ≠ \(row.rect)", sourceLocation: location)
      }
    }
    #expect(
      PresenterRecession.none.presenterRect(in: Phone.size)
        == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("the easing is smoothstep: flat at both ends, 1.5 at most in between")
  func easing() {
    let rows: [(line: UInt, t: Double, value: Double)] = [
      (#line, -1, 0), (#line, 0, 0), (#line, 0.25, 0.15625), (#line, 0.5, 0.5),
      (#line, 0.75, 0.84375), (#line, 1, 1), (#line, 2, 1),
    ]
    for row in rows {
      #expect(
        abs(PresenterRecession.easing(row.t) - row.value) <= 1e-12,
        sourceLocation: rowLocation(row.line))
    }
    let h = 1e-6
    #expect(PresenterRecession.easing(h) / h < 1e-5, "slope at 0")
    #expect((1 - PresenterRecession.easing(1 - h)) / h < 1e-5, "slope at 1")
    #expect(
      abs((PresenterRecession.easing(0.5 + h) - PresenterRecession.easing(0.5 - h)) / (2 * h) - 1.5)
        < 1e-6)
  }

  @Test("the status bar turns light past half-way, never at either end")
  func lightStatusBar() {
    let rows: [(line: UInt, extent: Double, light: Bool)] = [
      (#line, 393.5, false),  // at .medium: not receded, the app's style
      (#line, 491.875, false),  // progress 0.15625
      (#line, 590.25, false),  // progress 0.5 exactly: not above half-way
      (#line, 600, true),  // just past half-way
      (#line, 688.625, true),  // progress 0.84375
      (#line, 787, true),  // at .large
    ]
    for row in rows {
      let recession = PresenterRecession(
        extent: row.extent, startExtent: 393.5, largestExtent: 787,
        containerSize: Phone.size, topSafeAreaInset: 47, isPersistent: false, isEnabled: true)
      #expect(
        recession.prefersLightStatusBar == row.light, "\(recession.progress)",
        sourceLocation: rowLocation(row.line))
    }
    #expect(!PresenterRecession.none.prefersLightStatusBar)
    #expect(PresenterRecession.lightStatusBarProgress == 0.5)
  }

  // MARK: - Which presenter recedes

  @Test("only a presenter that covers the container recedes")
  func presenterCoversContainer() {
    let phone = Phone.size
    let rows: [(line: UInt, presenter: Size, applies: Bool)] = [
      (#line, phone, true),
      (#line, Size(width: 390.4, height: 843.6), true),
      (#line, Size(width: 390, height: 843.4), false),
      // A sheet under this sheet, or a form sheet.
      (#line, Size(width: 390, height: 787), false),
      (#line, Size(width: 0, height: 0), false),
    ]
    for row in rows {
      #expect(
        PresenterRecession.applies(toPresenterOfSize: row.presenter, inContainerOfSize: phone)
          == row.applies, sourceLocation: rowLocation(row.line))
    }
  }

  // MARK: - Range and continuity for any input

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
}
