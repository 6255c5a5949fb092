import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// When editing inside a sheet ends (``DismissalEditing``): once, as a dismissal begins,
/// whoever begins it; never on a vetoed dismissal, a settle or a catch that brings the sheet
/// back.
@Suite("DismissalEditing: the keyboard leaves with the sheet")
struct DismissalEditingTests {
  @Test("only willDismiss ends editing")
  func notifications() {
    // (line, notification, ends editing)
    let rows: [(line: UInt, notification: SheetNotification, ends: Bool)] = [
      (#line, .willDismiss, true),
      (#line, .willPresent, false),
      (#line, .didPresent, false),
      (#line, .didDismiss, false),
      (#line, .didAttemptToDismiss, false),
      (#line, .detentDidChange(from: .medium, to: .large), false),
      (#line, .detentDidChange(from: .large, to: .fitting), false),
    ]
    for row in rows {
      #expect(
        DismissalEditing.endsEditing(after: row.notification) == row.ends,
        sourceLocation: rowLocation(row.line))
    }
  }

  /// A presented sheet's inputs at their times, then 2 s of frames: when editing ends.
  @Test("every route of a dismissal ends editing once, at its start; a veto, settle or catch not")
  func routes() {
    var vetoed = SheetConfiguration.fitting
    vetoed.shouldDismiss = { false }
    let persistent = SheetConfiguration.persistent(detents: [.collapsed, .medium, .large])
    let flickDown: [(Double, SheetInput)] = [
      (0.10, .dragBegan), (0.15, .dragChanged(translation: 120)),
      (0.20, .dragEnded(velocity: 2500)),
    ]
    // (line, configuration, start, inputs, times editing ends, presented at the end)
    let rows:
      [(
        line: UInt, configuration: SheetConfiguration, start: SheetEngine.FixtureStart,
        inputs: [(Double, SheetInput)], ends: [Double], presentedAtEnd: Bool
      )] = [
        // The user: a flick down, a tap on the dimming, the accessibility escape.
        (#line, .fitting, .presented, flickDown, [0.20], false),
        (#line, .fitting, .presented, [(0.10, .tapOnDimming)], [0.10], false),
        (#line, .fitting, .presented, [(0.10, .accessibilityEscape)], [0.10], false),
        // The app, animated or at once.
        (#line, .fitting, .presented, [(0.10, .dismiss(animated: true))], [0.10], false),
        (#line, .fitting, .presented, [(0.10, .dismiss(animated: false))], [0.10], false),
        // The keyboard the ended editing sends down arrives mid-dismissal: the sheet still
        // leaves (its lift goes with the keyboard), nothing begins again.
        (
          #line, .fitting, .presented,
          [
            (0.02, .keyboardChanged(overlap: 300)), (0.60, .dismiss(animated: true)),
            (0.61, .keyboardChanged(overlap: 0)),
          ],
          [0.60], false
        ),
        (
          #line, .fitting, .presented,
          [(0.02, .keyboardChanged(overlap: 300))]
            + flickDown.map { ($0.0 + 0.6, $0.1) } + [(0.81, .keyboardChanged(overlap: 0))],
          [0.80], false
        ),
        // A persistent sheet the app hides.
        (#line, persistent, .presented, [(0.10, .dismiss(animated: true))], [0.10], false),
        // Vetoed: the dismissal never began, the keyboard stays.
        (#line, vetoed, .presented, flickDown, [], true),
        (#line, vetoed, .presented, [(0.10, .tapOnDimming)], [], true),
        // A small drag that settles back, a detent change: no dismissal.
        (
          #line, .fitting, .presented,
          [
            (0.10, .dragBegan), (0.15, .dragChanged(translation: 20)),
            (0.30, .dragEnded(velocity: 0)),
          ],
          [], true
        ),
        (#line, .fitting, .presented, [(0.10, .selectDetent(.large, animated: true))], [], true),
        // Caught mid-dismissal and thrown back up: editing ended at the start and is not
        // brought back; nothing ends it again.
        (
          #line, .fitting, .presented,
          [
            (0.10, .dismiss(animated: true)), (0.14, .dragBegan),
            (0.18, .dragChanged(translation: -40)), (0.22, .dragEnded(velocity: -2500)),
          ],
          [0.10], true
        ),
        // A second dismissal after the catch ends editing again (the user may have tapped the
        // field in between).
        (
          #line, .fitting, .presented,
          [
            (0.10, .dismiss(animated: true)), (0.14, .dragBegan),
            (0.18, .dragChanged(translation: -40)), (0.22, .dragEnded(velocity: -2500)),
            (1.50, .dismiss(animated: true)),
          ],
          [0.10, 1.50], false
        ),
        // A presentation dragged up from hidden and thrown back down.
        (
          #line, .fitting, .hidden,
          [
            (0.10, .dragBegan), (0.15, .dragChanged(translation: -120)),
            (0.20, .dragChanged(translation: -60)), (0.25, .dragEnded(velocity: 2500)),
          ],
          [0.25], false
        ),
      ]
    for row in rows {
      var engine = SheetEngine.fixture(row.configuration, on: .phone, start: row.start)
      engine.drainNotifications { _ in }
      var ends: [Double] = []
      func drain(at time: Double) {
        engine.drainNotifications { notification in
          if DismissalEditing.endsEditing(after: notification) { ends.append(time) }
        }
      }
      var pending = row.inputs[...]
      var time = 0.0
      while time < 3.5 {
        while let (at, input) = pending.first, at <= time + 1e-9 {
          pending.removeFirst()
          engine.handle(input, at: at)
          drain(at: at)
        }
        _ = engine.step(to: time)
        drain(at: time)
        time += 1.0 / 120
      }
      #expect(ends == row.ends, sourceLocation: rowLocation(row.line))
      let presented = engine.phase != .hidden
      #expect(presented == row.presentedAtEnd, sourceLocation: rowLocation(row.line))
    }
  }
}
