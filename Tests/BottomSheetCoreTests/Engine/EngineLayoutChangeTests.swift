import BottomSheetCore
import BottomSheetTestSupport
import Testing

/// Rotation, split view and iPad resizes: the sheet goes straight from where it is to its
/// detent's new extent, never above the new layout's top limit.
@Suite("Engine: layout changes go straight to the detent's new extent")
struct EngineLayoutChangeTests {
  static let portrait = Phone.context()
  static let landscape = PhoneLandscape.context()

  @Test func aRestingSheetMovesStraightToItsDetentsNewExtent() throws {
    // (detent, the layout it rests in, the new layout, animated, start extent, new extent)
    // Portrait: 844 − 47 − 10 = 787 pt of room; landscape: 390 − 0 − 10 = 380 pt.
    let rows:
      [(
        line: UInt, detent: Detent.Identifier, from: LayoutContext, to: LayoutContext,
        animated: Bool, start: Double, end: Double
      )] = [
        (#line, .medium, Self.portrait, Self.landscape, true, 393.5, 190),
        (#line, .large, Self.portrait, Self.landscape, true, 787, 380),
        (#line, .medium, Self.landscape, Self.portrait, true, 190, 393.5),
        (#line, .large, Self.landscape, Self.portrait, true, 380, 787),
        (#line, .medium, Self.portrait, Self.landscape, false, 393.5, 190),
        (#line, .fitting, Self.portrait, Self.landscape, true, 334, 321),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var configuration = SheetConfiguration(detents: [.fitting, .medium, .large])
      configuration.initialDetent = row.detent
      var engine = SheetEngine.quiet(configuration, row.from)
      engine.handle(.present(animated: false), at: 0)
      expectClose(
        engine.step(to: 0.5).extent, row.start, tolerance: 0.01, sourceLocation: location)
      engine.drainNotifications { _ in }
      engine.handle(.layoutChanged(row.to, animated: row.animated), at: 1)
      let limit = engine.layout.maximumExtent
      var extents: [Double] = []
      var time = 1.0
      while time < 3 {
        extents.append(engine.step(to: time).extent)
        time += 1.0 / 120
      }
      // Never above the new top limit, not even on the first frame.
      #expect(extents.allSatisfy { $0 <= limit + 1e-9 }, sourceLocation: location)
      // Straight there: the path is no longer than the way from the (capped) start to the end,
      // give or take the spring's small overshoot.
      let start = min(row.start, limit)
      let path = zip(extents, extents.dropFirst()).map { abs($1 - $0) }.reduce(0, +)
      #expect(
        path <= abs(start - row.end) * 1.3 + 0.5, "path \(path)", sourceLocation: location)
      if !row.animated {
        expectClose(extents[0], row.end, tolerance: 0.01, sourceLocation: location)
      }
      expectClose(extents[extents.count - 1], row.end, tolerance: 0.01, sourceLocation: location)
      #expect(engine.selectedDetent == row.detent, sourceLocation: location)
      var changes = 0
      engine.drainNotifications {
        if case .detentDidChange = $0.kind { changes += 1 }
      }
      #expect(changes == 0, sourceLocation: location)
    }
  }

  @Test func aLayoutChangeDuringASpringKeepsItsVelocity() {
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.selectDetent(.large, animated: true), at: 1)
    let before = engine.step(to: 1.05)
    // The same size, with a taller bottom inset: the detents move a little.
    var changed = Self.portrait
    changed.safeAreaInsets.bottom = 40
    engine.handle(.layoutChanged(changed), at: 1.05)
    let after = engine.step(to: 1.05)
    expectClose(after.extent, before.extent, tolerance: 1e-9)
    expectClose(after.velocity, before.velocity, tolerance: 1e-9)
  }

  @Test func aLayoutChangeDuringADragKeepsTheSheetUnderTheFinger() {
    var engine = Phone.presented(SheetConfiguration(detents: [.medium, .large]))
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: -50), at: 1.05)
    let before = engine.step(to: 1.05).extent
    var changed = Self.portrait
    changed.safeAreaInsets.bottom = 40
    engine.handle(.layoutChanged(changed), at: 1.06)
    expectClose(engine.step(to: 1.06).extent, before, tolerance: 1e-9)
    engine.handle(.dragChanged(translation: -60), at: 1.07)
    expectClose(engine.step(to: 1.07).extent, before + 10, tolerance: 1e-9)
  }
}
