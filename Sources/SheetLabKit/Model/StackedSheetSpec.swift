/// A second sheet, presented from the scenario's sheet (a modal one: its content presents it)
/// or over it (a persistent one: the app presents it from inside the sheet's container).
///
/// It has its own content, detents, configuration, inputs and expectations, and shares the
/// scenario's screen and clock: a `layout` input in the scenario's ``Scenario/inputs`` reaches
/// both sheets (a rotation), while the stacked sheet's own inputs may not change the layout.
/// The lab plays both, draws the lower sheet receding behind the upper one (the rules'
/// ``StackedSheetRecession``, or for a persistent lower sheet the screen's recession with the
/// sheet in it) and checks that the lower sheet's recession follows the upper one's height and
/// that the lower sheet never moves for it.
package struct StackedSheetSpec: Sendable, Hashable {
  /// The stacked sheet's content's preferred height, in points.
  package var contentHeight: Double
  /// Where the stacked sheet can rest.
  package var detents: [DetentSpec]
  /// The rest of its configuration.
  package var configuration: ConfigurationSpec
  /// What happens to it, in time order (a `present` first, to show it).
  package var inputs: [ScenarioInput]
  /// What must come out of it.
  package var expectations: Expectations

  /// Creates a stacked sheet.
  package init(
    contentHeight: Double = 300, detents: [DetentSpec] = [.fitting],
    configuration: ConfigurationSpec = ConfigurationSpec(), inputs: [ScenarioInput] = [],
    expectations: Expectations = Expectations()
  ) {
    self.contentHeight = contentHeight
    self.detents = detents
    self.configuration = configuration
    self.inputs = inputs
    self.expectations = expectations
  }

  /// The stacked sheet as a scenario of its own on `lower`'s screen: its inputs and the lower
  /// scenario's layout changes, in time order (a tie puts the layout change first, as UIKit
  /// resizes every container before either sheet draws).
  package func scenario(under lower: Scenario) -> Scenario {
    let layouts = lower.inputs.filter {
      if case .layout = $0.action { return true }
      return false
    }
    let merged = (layouts.map { (0, $0) } + inputs.map { (1, $0) }).enumerated().sorted {
      lhs, rhs in
      lhs.element.1.time != rhs.element.1.time
        ? lhs.element.1.time < rhs.element.1.time
        : (lhs.element.0, lhs.offset) < (rhs.element.0, rhs.offset)
    }.map(\.element.1)
    return Scenario(
      name: lower.name + " (stacked)", duration: lower.duration, container: lower.container,
      safeArea: lower.safeArea, displayCornerRadius: lower.displayCornerRadius,
      grabberHeight: lower.grabberHeight, contentHeight: contentHeight, detents: detents,
      configuration: configuration, inputs: merged, expectations: expectations)
  }
}
