import BottomSheetCore
import BottomSheetRules
import Testing

/// Where a sheet with a selection binding first appears (``DetentSelection``).
@Suite("Detent selection binding")
struct DetentSelectionTests {
  @Test func aSheetAppearsAtTheBindingsDetentElseTheConfiguredOne() {
    let rows:
      [(
        line: UInt, binding: Detent.Identifier?, configured: Detent.Identifier?,
        initial: Detent.Identifier?
      )] = [
        (#line, .large, .medium, .large),
        (#line, nil, .medium, .medium),
        (#line, nil, nil, nil),
        (#line, "peek", nil, "peek"),
      ]
    for row in rows {
      #expect(
        DetentSelection.initialDetent(binding: row.binding, configured: row.configured)
          == row.initial, sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a write of the sheet's selection sets the detent of the binding's list it names")
  func theIdentifierNamesADetentOfTheList() {
    let peek = Detent.height(120, identifier: "peek", accessibilityName: "Peek")
    let rows: [(line: UInt, identifier: Detent.Identifier?, detents: [Detent], named: Detent?)] =
      [
        (#line, .large, [.medium, .large], .large),
        (#line, .medium, [.medium, .large], .medium),
        (#line, .fitting, [.fitting], .fitting),
        (#line, "peek", [.fitting, peek, .large], peek),
        // Not in the list, or no identifier: the binding keeps its value.
        (#line, .large, [.medium], nil),
        (#line, .large, [], nil),
        (#line, nil, [.medium, .large], nil),
        (#line, "fraction(0.5)", [.medium], nil),
      ]
    for row in rows {
      let named = DetentSelection.detent(named: row.identifier, in: row.detents)
      #expect(named?.identifier == row.named?.identifier, sourceLocation: rowLocation(row.line))
      // The detent itself, with its kind and name, not a copy of the identifier.
      #expect(
        named?.accessibilityName == row.named?.accessibilityName,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("detents are equal, and hash alike, exactly when their identifiers are")
  func equalityIsTheIdentifiers() {
    let rows: [(line: UInt, lhs: Detent, rhs: Detent, equal: Bool)] = [
      (#line, .medium, .medium, true),
      (#line, .medium, .fraction(0.5), false),
      (#line, .medium, .fraction(0.25, identifier: .medium), true),
      (#line, .large, .height(200, identifier: .large), true),
      (#line, .fitting, .large, false),
      (#line, .height(200), .height(200), true),
      (#line, .height(200), .height(201), false),
      (#line, .custom(id: "a") { _ in 10 }, .custom(id: "a") { _ in 20 }, true),
    ]
    for row in rows {
      #expect((row.lhs == row.rhs) == row.equal, sourceLocation: rowLocation(row.line))
      if row.equal {
        #expect(row.lhs.hashValue == row.rhs.hashValue, sourceLocation: rowLocation(row.line))
      }
      #expect(
        Set([row.lhs, row.rhs]).count == (row.equal ? 1 : 2), sourceLocation: rowLocation(row.line))
    }
  }
}
