import BottomSheetCore
import BottomSheetTestSupport

/// One reproducible sheet experiment: the screen, the sheet's detents and configuration, what
/// a user does over time, and what must come out of it.
///
/// Scenarios are plain values. The built-in ones are written in Swift (``BuiltInScenarios``);
/// user scenarios come from JSON files (``ScenarioDecoder``); ``ScenarioEncoder`` writes either
/// kind back as JSON, so both are the same model.
///
/// ```swift
/// var scenario = Scenario(name: "tap", duration: 2)
/// scenario.inputs = [ScenarioInput(at: 0, .present()), ScenarioInput(at: 1, .tapOnDimming)]
/// scenario.expectations.finalPhase = .hidden
/// ```
package struct Scenario: Sendable, Hashable {
  /// The portrait phone every built-in scenario uses, in points (``StandardDevice/phone``).
  package static let phoneSize = StandardDevice.phone.size
  /// That phone's portrait safe area (status bar and notch, home indicator), in points.
  package static let phoneSafeArea = StandardDevice.phone.safeAreaInsets

  /// A short identifier, used on the command line (`sheet-lab run NAME`).
  package var name: String
  /// One sentence on the behaviour shown.
  package var summary: String
  /// How long to run, in seconds from 0.
  package var duration: Double
  /// The container's size at the start, in points.
  package var container: Size
  /// The container's safe-area insets at the start, in points.
  package var safeArea: Insets
  /// The display's corner radius, in points (``LayoutContext/displayCornerRadius``; 0, the
  /// default, for square corners): a floating surface's bottom corners follow it.
  package var displayCornerRadius: Double
  /// The grabber strip above the content, in points (0: the grabber overlays the content).
  package var grabberHeight: Double
  /// The content's preferred height at the start, in points (ignored with ``navigation``,
  /// whose top screen sets it).
  package var contentHeight: Double
  /// Where the sheet can rest.
  package var detents: [DetentSpec]
  /// The rest of the sheet's configuration.
  package var configuration: ConfigurationSpec
  /// A vertical scroll view filling the sheet, for scroll-handoff inputs.
  package var scrollView: ScrollSpec?
  /// A navigation stack inside the sheet, for push and pop inputs.
  package var navigation: NavigationSpec?
  /// A second sheet presented from (or over) this one; nil for one sheet.
  package var stacked: StackedSheetSpec?
  /// What happens, in time order (ties keep their order).
  package var inputs: [ScenarioInput]
  /// What must come out.
  package var expectations: Expectations
  /// The instant the report shows before anyone presses play, in seconds; nil picks the middle
  /// of the first gesture (or of the run).
  package var posterTime: Double?

  /// Creates a scenario on the standard phone with a 300 pt fitting sheet and nothing happening.
  package init(
    name: String,
    summary: String = "",
    duration: Double,
    container: Size = Scenario.phoneSize,
    safeArea: Insets = Scenario.phoneSafeArea,
    displayCornerRadius: Double = 0,
    grabberHeight: Double = 0,
    contentHeight: Double = 300,
    detents: [DetentSpec] = [.fitting],
    configuration: ConfigurationSpec = ConfigurationSpec(),
    scrollView: ScrollSpec? = nil,
    navigation: NavigationSpec? = nil,
    stacked: StackedSheetSpec? = nil,
    inputs: [ScenarioInput] = [],
    expectations: Expectations = Expectations(),
    posterTime: Double? = nil
  ) {
    self.name = name
    self.summary = summary
    self.duration = duration
    self.container = container
    self.safeArea = safeArea
    self.displayCornerRadius = displayCornerRadius
    self.grabberHeight = grabberHeight
    self.contentHeight = contentHeight
    self.detents = detents
    self.configuration = configuration
    self.scrollView = scrollView
    self.navigation = navigation
    self.stacked = stacked
    self.inputs = inputs
    self.expectations = expectations
    self.posterTime = posterTime
  }
}
