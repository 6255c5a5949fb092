import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// The lower sheet's recession under a sheet presented from it (``StackedSheetRecession``),
/// against the documented amounts: smoothstep from half the full height to the full height,
/// 92 % at full recession, the surface's top edge lifted by the 10 pt top gap (never above the
/// top safe-area inset), a 0.15 shade.
@Suite("Stacked sheet recession")
struct StackedSheetRecessionTests {
  /// Where the upper sheet stands.
  enum Upper {
    /// Presented without animation, resting at its first detent.
    case resting
    /// Presented, then held by a finger `points` above its first detent.
    case draggedUp(Double)
    /// Never presented.
    case hidden
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var line: UInt
    var device: StandardDevice
    var direction: SheetLayoutDirection = .leftToRight
    var lower: [Detent]
    var lowerFloats = false
    var upper: [Detent]
    var upperState: Upper
    var upperRecedes = true
    var lowerHidden = false
    var testDescription: String { "line \(line): \(device.name), upper \(upper.count) detents" }
  }

  static let rows: [Row] = [
    // At rest at the top over a lower sheet at the top: fully receded, 10 pt higher.
    Row(line: #line, device: .phone, lower: [.large], upper: [.large], upperState: .resting),
    // The lower sheet at .medium of two detents: lifted 10 pt too, wholly under the upper one.
    Row(
      line: #line, device: .phone, lower: [.medium, .large], upper: [.large],
      upperState: .resting),
    // The upper one at .medium: nothing.
    Row(
      line: #line, device: .phone, lower: [.large], upper: [.medium, .large],
      upperState: .resting),
    // Three quarters of the way from .medium to .large: half receded (smoothstep(0.5)).
    Row(
      line: #line, device: .phone, lower: [.large], upper: [.medium, .large],
      upperState: .draggedUp(196.75)),
    // A quarter of the way, over a fitting lower sheet of one detent.
    Row(
      line: #line, device: .phone, lower: [.fitting], upper: [.medium, .large],
      upperState: .draggedUp(98.375)),
    // Many detents above, the upper one held between its last two.
    Row(
      line: #line, device: .phone, lower: [.fraction(0.3), .medium, .large],
      upper: [.fraction(0.2), .fraction(0.55), .fraction(0.8), .large],
      upperState: .draggedUp(20)),
    // A floating lower sheet on a display with round corners.
    Row(
      line: #line, device: .phone, lower: [.medium, .large], lowerFloats: true, upper: [.large],
      upperState: .resting),
    // The narrow side of a split view, right to left: the same amounts, about the centre.
    Row(
      line: #line, device: .iPadSplitView, direction: .rightToLeft, lower: [.large],
      upper: [.medium, .large], upperState: .draggedUp(300)),
    // A left inset only: the scale is about the sheet's own centre, not the safe area's.
    Row(
      line: #line, device: .leftInsetContainer, lower: [.large], upper: [.large],
      upperState: .resting),
    // Nothing where the upper sheet recedes nothing: off, wide containers, hidden.
    Row(
      line: #line, device: .phone, lower: [.large], upper: [.large], upperState: .resting,
      upperRecedes: false),
    Row(
      line: #line, device: .phoneLandscapeUnequal, lower: [.large], upper: [.large],
      upperState: .resting),
    Row(line: #line, device: .iPad, lower: [.large], upper: [.large], upperState: .resting),
    Row(line: #line, device: .phone, lower: [.large], upper: [.large], upperState: .hidden),
    // A lower sheet that is not drawn: nothing.
    Row(
      line: #line, device: .phone, lower: [.large], upper: [.large], upperState: .resting,
      lowerHidden: true),
  ]

  /// The upper sheet's frame for `row`.
  static func upperFrame(_ row: Row) -> SheetFrame {
    var configuration = SheetConfiguration(detents: row.upper)
    configuration.recedesPresenter = row.upperRecedes
    var engine = SheetEngine.fixture(
      configuration, on: row.device, direction: row.direction,
      start: row.upperState == .hidden ? .hidden : .presented)
    if case .draggedUp(let points) = row.upperState {
      engine.handle(.dragBegan, at: 1)
      engine.handle(.dragChanged(translation: -points), at: 1.01)
      return engine.step(to: 1.01)
    }
    return engine.step(to: 1)
  }

  /// The lower sheet's frame for `row`, at rest.
  static func lowerFrame(_ row: Row) -> SheetFrame {
    var configuration = SheetConfiguration(detents: row.lower)
    configuration.surfaceStyle = row.lowerFloats ? .floating : .attached
    let engine = SheetEngine.fixture(
      configuration, on: row.device, displayCornerRadius: row.lowerFloats ? 47.33 : 0,
      direction: row.direction, start: row.lowerHidden ? .hidden : .presented)
    var resting = engine
    return resting.step(to: 1)
  }

  @Test("the documented amounts, from the upper sheet's height alone", arguments: rows)
  func amounts(_ row: Row) {
    let location = rowLocation(row.line)
    let upper = Self.upperFrame(row)
    let lower = Self.lowerFrame(row)
    let recession = StackedSheetRecession(upper: upper.presenterRecessionInput, lower: lower)

    // The reference, written out: the full height is the container less the top inset and
    // the 10 pt gap; the recession eases in from half of it.
    let size = row.device.size
    let top = row.device.safeAreaInsets.top
    let full = size.height - top - 10
    let start = full / 2
    let upperHeight = upper.extent + upper.keyboardLift
    let applies =
      row.upperRecedes && size.width <= 600 && row.upperState != .hidden && !row.lowerHidden
    let fraction = min(max((upperHeight - start) / (full - start), 0), 1)
    let progress = applies ? fraction * fraction * (3 - 2 * fraction) : 0
    #expect(abs(recession.progress - progress) <= 1e-9, sourceLocation: location)
    #expect(abs(recession.scale - (1 - 0.08 * progress)) <= 1e-9, sourceLocation: location)
    #expect(abs(recession.shadeAlpha - 0.15 * progress) <= 1e-9, sourceLocation: location)
    guard progress > 0 else {
      #expect(recession == .none, sourceLocation: location)
      return
    }
    let surface = lower.surfaceRect
    let shown = recession.receded(surface)
    let lift = min(10, max(surface.minY - top, 0)) * progress
    #expect(abs(shown.minY - (surface.minY - lift)) <= 1e-9, "top edge", sourceLocation: location)
    #expect(shown.minY >= top - 1e-9, "never above the top inset", sourceLocation: location)
    #expect(
      abs(shown.width - surface.width * (1 - 0.08 * progress)) <= 1e-9, sourceLocation: location)
    #expect(abs(shown.midX - surface.midX) <= 1e-9, "about its centre", sourceLocation: location)
  }

  @Test(
    "a lower surface closer to the top inset than the gap stops at the inset",
    arguments: [
      (0.0, 47.0), (4.0, 51.0), (9.5, 56.5), (10.0, 57.0), (25.0, 72.0),
    ])
  func liftStopsAtTheInset(_ row: (belowInset: Double, top: Double)) {
    let upper = Self.upperFrame(Self.rows[0]).presenterRecessionInput
    let view = Rect(x: 0, y: row.top, width: 390, height: 844 - row.top)
    let recession = StackedSheetRecession(upper: upper, lowerView: view, lowerSurfaceTop: row.top)
    let shown = recession.receded(Point(x: 0, y: row.top))
    #expect(abs(shown.y - (row.top - min(10, row.belowInset))) <= 1e-9)
  }

  @Test("non-finite geometry gives none, never NaN")
  func badInput() {
    let upper = Self.upperFrame(Self.rows[0]).presenterRecessionInput
    for value in [Double.nan, .infinity, -.infinity] {
      let bad = StackedSheetRecession(
        upper: upper, lowerView: Rect(x: 0, y: value, width: 390, height: 800),
        lowerSurfaceTop: 57)
      #expect(bad == .none)
      let badTop = StackedSheetRecession(
        upper: upper, lowerView: Rect(x: 0, y: 57, width: 390, height: 800),
        lowerSurfaceTop: value)
      #expect(badTop == .none)
    }
  }
}

extension StackedSheetRecessionTests.Upper: Equatable {}
