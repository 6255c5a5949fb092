import BottomSheetCore
import Testing

/// Three small rules the renderers apply: whether a material's effect is drawn at all, the least
/// radius of display-concentric bottom corners, and which presenting view may recede.
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

  @Test("only a presenter that covers the container recedes")
  func presenterCoversContainer() {
    let phone = Size(width: 390, height: 844)
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
}
