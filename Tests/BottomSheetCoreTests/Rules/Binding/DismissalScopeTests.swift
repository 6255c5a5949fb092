import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("Which presentation a view inside or outside a bottom sheet dismisses")
struct DismissalScopeTests {
  @Test func dismissingWhicheverPresentationTheViewIsIn() {
    // (scope, a system fallback passed, what closes)
    let rows:
      [(line: UInt, scope: DismissalScope, hasFallback: Bool, target: DismissalScope.Target)] = [
        (#line, .modalBottomSheet, true, .bottomSheet),
        (#line, .modalBottomSheet, false, .bottomSheet),
        (#line, .persistentBottomSheet, true, .nothing),
        (#line, .persistentBottomSheet, false, .nothing),
        (#line, .outsideBottomSheet, true, .fallback),
        (#line, .outsideBottomSheet, false, .nothing),
      ]
    for row in rows {
      #expect(
        row.scope.target(hasFallback: row.hasFallback) == row.target,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test func theSheetsOwnPresentedAndInsideValues() {
    // (scope, is in a bottom sheet, is presented)
    let rows: [(line: UInt, scope: DismissalScope, isInBottomSheet: Bool, isPresented: Bool)] = [
      (#line, .outsideBottomSheet, false, false),
      (#line, .modalBottomSheet, true, true),
      (#line, .persistentBottomSheet, true, false),
    ]
    #expect(rows.map(\.scope) == DismissalScope.allCases)
    for row in rows {
      let location = rowLocation(row.line)
      #expect(row.scope.isInBottomSheet == row.isInBottomSheet, sourceLocation: location)
      #expect(row.scope.isPresented == row.isPresented, sourceLocation: location)
    }
  }
}
