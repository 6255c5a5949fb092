import BottomSheetCore
import BottomSheetTestSupport
import Testing

@Suite("Content-side sheet preferences, background interaction and fitting measurement")
struct SheetPreferencesTests {
  @Test func theSettingClosestToTheContentWins() {
    var inner = SheetPreferences()
    inner.detents = [.medium]
    inner.cornerRadius = 24
    var outer = SheetPreferences()
    outer.detents = [.large]
    outer.grabberVisible = false
    outer.interactiveDismissDisabled = true
    let merged = inner.filling(from: outer)
    #expect(merged.detents?.map(\.identifier) == [.medium])
    #expect(merged.cornerRadius == 24)
    #expect(merged.grabberVisible == false)
    #expect(merged.interactiveDismissDisabled == true)
    #expect(merged.contentInteraction == nil)
  }

  @Test func preferencesOverrideTheConfiguredBehaviour() {
    var preferences = SheetPreferences()
    preferences.detents = [.medium, .large]
    preferences.backgroundInteraction = .enabledUpThrough(.medium)
    preferences.contentInteraction = .scrolls
    preferences.interactiveDismissDisabled = true
    let configuration = preferences.applied(to: .fitting)
    #expect(configuration.detents.map(\.identifier) == [.medium, .large])
    #expect(configuration.dimming.largestUndimmedDetent == .medium)
    #expect(configuration.prefersScrollingExpandsWhenScrolledToEdge == false)
    #expect(configuration.shouldDismiss?() == false)
    let untouched = SheetPreferences().applied(to: .fitting)
    #expect(untouched.detents.map(\.identifier) == [.fitting, .large])
    #expect(untouched.shouldDismiss == nil)
    #expect(untouched.prefersScrollingExpandsWhenScrolledToEdge)
  }

  @Test func preferencesCompareDetentsByIdentifier() {
    var a = SheetPreferences()
    a.detents = [.custom(id: "peek") { _ in 100 }]
    var b = SheetPreferences()
    b.detents = [.custom(id: "peek") { _ in 200 }]
    #expect(a == b)
    b.detents = [.medium]
    #expect(a != b)
  }

  @Test func backgroundInteractionMapsOntoDimmingAndTouches() {
    // (interaction, whether a modal sheet resting at medium passes touches, dimming alpha there)
    let rows: [(line: UInt, interaction: SheetBackgroundInteraction, passes: Bool, alpha: Double)] =
      [
        (#line, .disabled, false, Dimming.systemMaximumAlpha),
        (#line, .enabled, true, 0),
        (#line, .enabledUpThrough(.medium), true, 0),
        (#line, .automatic, false, Dimming.systemMaximumAlpha),
      ]
    for row in rows {
      var preferences = SheetPreferences()
      preferences.detents = [.medium, .large]
      preferences.backgroundInteraction = row.interaction
      var configuration = preferences.applied(to: .modal)
      configuration.printsCorrectionsInDebug = false
      var engine = SheetEngine(configuration: configuration, context: Phone.context(content: 300))
      engine.handle(.present(animated: false), at: 0)
      let frame = engine.frame(at: 0)
      let location = rowLocation(row.line)
      #expect(frame.passesTouchesThrough == row.passes, sourceLocation: location)
      expectClose(frame.dimmingAlpha, row.alpha, tolerance: 1e-9, sourceLocation: location)
    }
  }

  @Test func contentInteractionMapsOntoScrollExpansion() {
    #expect(SheetContentInteraction.automatic.scrollingExpandsSheet == nil)
    #expect(SheetContentInteraction.resizes.scrollingExpandsSheet == true)
    #expect(SheetContentInteraction.scrolls.scrollingExpandsSheet == false)
  }

  @Test func fittingMeasurementGivesFlexibleContentAllTheRoom() {
    // (measured when offered 844, measured when offered 1688, expected height)
    let rows: [(line: UInt, measured: Double, double: Double, expected: Double)] = [
      (#line, 320, 320, 320),  // a form: its own height
      (#line, 320.3, 320, 320.3),  // rounding is not flexibility
      (#line, 844, 1688, 844),  // a List or ScrollView takes what it is offered
      (#line, 600, 900, 844),  // grows with the offer: flexible
      (#line, 844, 844, 844),  // fills the offer
      (#line, 0, 0, 844),  // reports nothing usable
      (#line, .infinity, .infinity, 844),
      (#line, .nan, 300, 844),
      (#line, -5, -5, 844),
    ]
    for row in rows {
      let height = FittingMeasurement.preferredHeight(
        measured: row.measured, offered: 844, measuredWithDouble: row.double)
      #expect(height == row.expected, sourceLocation: rowLocation(row.line))
    }
    // An unbounded offer counts as the largest length a layout takes, never infinity.
    #expect(
      FittingMeasurement.preferredHeight(measured: 100, offered: .infinity, measuredWithDouble: 100)
        == 100)
    #expect(
      FittingMeasurement.preferredHeight(
        measured: .infinity, offered: .infinity, measuredWithDouble: 1)
        == LayoutContext.maximumLength)
  }

  @Test func configurationsCompareByTheBehaviourTheyAskFor() {
    // Each row changes one field of the fitting preset; every change must count.
    let changes: [(line: UInt, change: (inout SheetConfiguration) -> Void)] = [
      (#line, { $0.detents = [.medium] }),
      (#line, { $0.initialDetent = .large }),
      (#line, { $0.isPersistent = true }),
      (#line, { $0.shouldDismiss = { true } }),
      (#line, { $0.dimming = .none }),
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

@Suite("Detent selection binding")
struct DetentSelectionTests {
  @Test func theBindingMovesTheSheetOnlyToAnotherDetentItHas() {
    let available: [Detent.Identifier] = [.medium, .large]
    let rows:
      [(
        line: UInt, wanted: Detent.Identifier?, sheet: Detent.Identifier?, move: Detent.Identifier?
      )] = [
        (#line, .large, .medium, .large),
        (#line, .medium, .medium, nil),
        (#line, nil, .medium, nil),
        (#line, "peek", .medium, nil),
        (#line, .large, nil, .large),
      ]
    for row in rows {
      #expect(
        DetentSelection.detentToSelect(wanted: row.wanted, sheet: row.sheet, available: available)
          == row.move, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func aSheetAppearsAtTheBindingsDetentElseTheConfiguredOne() {
    #expect(DetentSelection.initialDetent(binding: .large, configured: .medium) == .large)
    #expect(DetentSelection.initialDetent(binding: nil, configured: .medium) == .medium)
    #expect(DetentSelection.initialDetent(binding: nil, configured: nil) == nil)
  }

  @Test func theSheetWritesTheBindingOnlyWhenItDiffers() {
    #expect(DetentSelection.valueToWrite(sheet: .large, binding: .medium) == .large)
    #expect(DetentSelection.valueToWrite(sheet: .large, binding: nil) == .large)
    #expect(DetentSelection.valueToWrite(sheet: .large, binding: .large) == nil)
    #expect(DetentSelection.valueToWrite(sheet: nil, binding: .large) == nil)
  }
}
