import BottomSheetCore
import Testing

/// Two small rules the renderers apply: whether a material's effect is drawn at all, and the
/// least radius of display-concentric bottom corners.
@Suite("Surface: the rules renderers apply")
struct SurfaceAdapterRulesTests {
  @Test("an effect is drawn only when there is one and the fill does not hide it")
  func showsEffect() {
    let rows: [(line: UInt, effect: SheetMaterialEffect, fill: Double, shows: Bool)] = [
      (#line, .glass, 0, true),
      (#line, .glass, 0.768, true),
      (#line, .glass, 1, false),
      (#line, .blur, 0, true),
      (#line, .blur, 1, false),
      (#line, .none, 0, false),
      (#line, .none, 1, false),
    ]
    for row in rows {
      let material = SheetMaterial(effect: row.effect, fillOpacity: row.fill)
      #expect(material.showsEffect == row.shows, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("concentric bottom corners keep the least floating radius only while floating")
  func concentricFloor() {
    let rows: [(line: UInt, surface: SheetSurface, floats: Bool, floor: Double)] = [
      (#line, SheetSurface(), false, 0),
      (#line, SheetSurface(bottomCornerRadius: 44, bottomCornersFollowDisplay: true), false, 0),
      (
        #line, SheetSurface(leadingInset: 8, trailingInset: 8, bottomInset: 8), true,
        SheetSurface.minimumFloatingCornerRadius
      ),
      (#line, SheetSurface(bottomInset: 0.25), true, SheetSurface.minimumFloatingCornerRadius),
      (#line, SheetSurface(trailingInset: 4), true, SheetSurface.minimumFloatingCornerRadius),
    ]
    for row in rows {
      #expect(row.surface.isFloating == row.floats, sourceLocation: rowLocation(row.line))
      #expect(
        row.surface.concentricBottomRadiusFloor == row.floor, sourceLocation: rowLocation(row.line))
    }
  }
}
