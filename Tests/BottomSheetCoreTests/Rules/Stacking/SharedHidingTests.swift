import BottomSheetRules
import PropertyBased
import Testing

/// The views a stack of sheets hides from VoiceOver together (``SharedHiding``).
@Suite("SharedHiding: a view stays hidden while any sheet wants it")
struct SharedHidingTests {
  typealias Hiding = SharedHiding<String, Int>

  @Test func eachStepAnswersAsTheRuleSays() {
    // (line, steps before: (owner, views), the step, hide, show)
    let rows: [(UInt, [(Int, [String])], (Int, [String]), [String], [String])] = [
      (#line, [], (1, ["screen"]), ["screen"], []),
      (#line, [(1, ["screen"])], (1, ["screen"]), [], []),
      (#line, [(1, ["screen"])], (1, []), [], ["screen"]),
      // A second sheet wants the screen too and the lower sheet: only the new one is hidden …
      (#line, [(1, ["screen"])], (2, ["screen", "lower"]), ["lower"], []),
      // … the lower sheet letting go leaves the screen hidden (the review's case) …
      (#line, [(1, ["screen"]), (2, ["screen", "lower"])], (1, []), [], []),
      // … and the upper one letting go shows both.
      (
        #line, [(1, ["screen"]), (2, ["screen", "lower"]), (1, [])], (2, []), [],
        ["lower", "screen"]
      ),
      // A sheet that wants less lets go of the rest only.
      (#line, [(2, ["screen", "lower"])], (2, ["screen"]), [], ["lower"]),
      // Letting go of nothing changes nothing.
      (#line, [], (3, []), [], []),
    ]
    for (line, before, step, hide, show) in rows {
      var hiding = Hiding()
      for (owner, views) in before { hiding.set(owner, hides: views) { _ in false } }
      let change = hiding.set(step.0, hides: step.1) { _ in false }
      #expect(change.hide == hide, sourceLocation: rowLocation(line))
      #expect(change.show.sorted() == show.sorted(), sourceLocation: rowLocation(line))
    }
  }

  @Test func aViewHiddenElsewhereIsNeverTouched() {
    var hiding = Hiding()
    let first = hiding.set(1, hides: ["screen", "appHidden"]) { $0 == "appHidden" }
    #expect(first.hide == ["screen"])
    let second = hiding.set(2, hides: ["appHidden"]) { $0 == "appHidden" }
    #expect(second.hide.isEmpty)
    let last = hiding.set(1, hides: []) { _ in true }
    #expect(last.show == ["screen"])
    #expect(hiding.set(2, hides: []) { _ in true }.show.isEmpty)
  }

  /// Random wishes of three sheets over four views (one hidden by the app): after every step a
  /// view is hidden exactly when some sheet wants it (or the app hid it), each change is one
  /// the views need, and once every sheet lets go all the rule hid is shown again.
  @Test("hidden exactly while some sheet wants it, whatever the order")
  func randomWishes() async {
    let views = ["screen", "a", "b", "app"]
    let step = zip(Gen.int(in: 0...2), Gen.int(in: 0...15))
    await seededPropertyCheck(count: 400, input: step.array(of: 1...30)) { steps in
      var hiding = Hiding()
      var hidden: Set<String> = ["app"]
      var wishes: [Int: Set<String>] = [:]
      func apply(_ owner: Int, _ wish: [String]) {
        wishes[owner] = Set(wish)
        let change = hiding.set(owner, hides: wish) { hidden.contains($0) }
        for view in change.hide {
          #expect(!hidden.contains(view), "hid \(view) twice")
          hidden.insert(view)
        }
        for view in change.show {
          #expect(hidden.contains(view), "showed \(view), not hidden")
          hidden.remove(view)
        }
        for view in views where view != "app" {
          let wanted = wishes.values.contains { $0.contains(view) }
          #expect(hidden.contains(view) == wanted, "\(view)")
        }
        #expect(hidden.contains("app"), "the app's own hiding was undone")
      }
      for (owner, mask) in steps {
        apply(owner, views.indices.filter { mask & (1 << $0) != 0 }.map { views[$0] })
      }
      for owner in 0...2 { apply(owner, []) }
      #expect(hidden == ["app"])
      #expect(hiding.owners.isEmpty)
    }
  }
}
