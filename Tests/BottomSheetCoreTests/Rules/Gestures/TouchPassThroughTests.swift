import BottomSheetRules
import Testing

/// Which view takes a touch outside a modal sheet (``TouchPassThrough``): the dimming while the
/// sheet blocks; else the presenter's view, and where it answers nothing (a presenter that does
/// not fill the window) the views behind the sheet's container; asked lazily, in that order.
@Suite("TouchPassThrough: a touch outside the sheet goes where it would without the sheet")
struct TouchPassThroughTests {
  @Test("the dimming while blocking, else the presenter, else the views behind the container")
  func routes() {
    // (line, passes through, has a presenter, the presenter's answer, the answer behind,
    //  the view that takes the touch, the hit-tests asked in order)
    let rows:
      [(
        line: UInt, passes: Bool, hasPresenter: Bool, presenter: String?, behind: String?,
        target: String?, asked: [String]
      )] = [
        // Blocking: the dimming takes it, nothing else is asked.
        (#line, false, true, "list", "root", "dimming", ["own"]),
        (#line, false, false, nil, nil, "dimming", ["own"]),
        // A full-screen presenter answers: one hit-test, as before.
        (#line, true, true, "list", "root", "list", ["presenter"]),
        // A form-sheet presenter and a touch outside it: the views behind the container.
        (#line, true, true, nil, "formSheetDimming", "formSheetDimming", ["presenter", "behind"]),
        (#line, true, true, nil, "root", "root", ["presenter", "behind"]),
        // Nothing anywhere: UIKit's container keeps it.
        (#line, true, true, nil, nil, nil, ["presenter", "behind"]),
        // No presenter (a persistent sheet): its own container passes the touch on.
        (#line, true, false, nil, "root", nil, []),
      ]
    for row in rows {
      var asked: [String] = []
      let presenter: (() -> String?)? =
        row.hasPresenter
        ? {
          asked.append("presenter")
          return row.presenter
        } : nil
      let target = TouchPassThrough.target(
        passesThrough: row.passes,
        own: {
          asked.append("own")
          return "dimming"
        },
        presenter: presenter,
        behind: {
          asked.append("behind")
          return row.behind
        })
      #expect(target == row.target, sourceLocation: rowLocation(row.line))
      #expect(asked == row.asked, sourceLocation: rowLocation(row.line))
    }
  }
}
