import BottomSheetCore
import Testing

/// The presenter's recession as a function of the sheet's extent (``PresenterRecession``):
/// reference values at the ends and in between on the standard phone (390 × 844 pt, top inset
/// 47 pt, `.medium` at 393.5 pt, `.large` at 787 pt), and the cases that give none.
@Suite("Presenter recession: the amounts at each extent")
struct PresenterRecessionTests {
  static let phone = Size(width: 390, height: 844)
  /// The offset at full recession on the phone: the top inset less the scaled top,
  /// 47 − 0.08 · 844 / 2 = 13.24 pt.
  static let fullOffset = 47 - 0.08 * 844 / 2

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
      extent: 787, startExtent: 393.5, largestExtent: 787, containerSize: Self.phone,
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
      PresenterRecession.none.presenterRect(in: Self.phone)
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
        containerSize: Self.phone, topSafeAreaInset: 47, isPersistent: false, isEnabled: true)
      #expect(
        recession.prefersLightStatusBar == row.light, "\(recession.progress)",
        sourceLocation: rowLocation(row.line))
    }
    #expect(!PresenterRecession.none.prefersLightStatusBar)
    #expect(PresenterRecession.lightStatusBarProgress == 0.5)
  }
}
