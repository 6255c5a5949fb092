import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// What the content asks of its sheet (``SheetPreferences``): the setting closest to the
/// content wins, and preferences override the configured detents, dismissal, background and
/// content interaction.
@Suite("Sheet preferences: what the content asks of its sheet")
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
    preferences.backgroundInteraction = .enabled(upThrough: .medium)
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
        (#line, .enabled(upThrough: .medium), true, 0),
        (#line, .automatic, false, Dimming.systemMaximumAlpha),
      ]
    for row in rows {
      var preferences = SheetPreferences()
      preferences.detents = [.medium, .large]
      preferences.backgroundInteraction = row.interaction
      var engine = Phone.presented(preferences.applied(to: .modal))
      let frame = engine.step(to: 0)
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
}
