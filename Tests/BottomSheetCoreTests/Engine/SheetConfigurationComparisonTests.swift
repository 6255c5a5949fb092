import BottomSheetCore
import Testing

/// Which configuration changes count as a change of behaviour
/// (``SheetConfiguration/hasSameBehavior(as:)``): every field the sheet acts on, and a veto
/// closure by its presence, not its identity.
@Suite("Configuration: compared by the behaviour it asks for")
struct SheetConfigurationComparisonTests {
  @Test func configurationsCompareByTheBehaviourTheyAskFor() {
    // Each row changes one field of the fitting preset; every change must count.
    let changes: [(line: UInt, change: (inout SheetConfiguration) -> Void)] = [
      (#line, { $0.detents = [.medium] }),
      (#line, { $0.initialDetent = .large }),
      (#line, { $0.isPersistent = true }),
      (#line, { $0.shouldDismiss = { true } }),
      (#line, { $0.dimming = .clear }),
      (#line, { $0.presentSpring = .bouncy }),
      (#line, { $0.settleSpring = .bouncy }),
      (#line, { $0.dismissSpring = .bouncy }),
      (#line, { $0.keyboardSpring = .bouncy }),
      (#line, { $0.snapPolicy = .adjacent }),
      (#line, { $0.decelerationRate = .fast }),
      (#line, { $0.keyboard = .ignore }),
      (#line, { $0.keyboardScope = .anyInScene }),
      (#line, { $0.detentNames = ["large": "Full"] }),
      (#line, { $0.reduceMotion = true }),
      (#line, { $0.rubberBandCoefficient = 0.3 }),
      (#line, { $0.prefersScrollingExpandsWhenScrolledToEdge = false }),
      (#line, { $0.printsCorrectionsInDebug = false }),
    ]
    let base = SheetConfiguration.fitting
    #expect(base.hasSameBehavior(as: .fitting))
    for row in changes {
      var changed = base
      row.change(&changed)
      #expect(!base.hasSameBehavior(as: changed), sourceLocation: rowLocation(row.line))
    }
    var vetoed = base
    vetoed.shouldDismiss = { false }
    var vetoedAgain = base
    vetoedAgain.shouldDismiss = { true }
    #expect(vetoed.hasSameBehavior(as: vetoedAgain))
  }
}
