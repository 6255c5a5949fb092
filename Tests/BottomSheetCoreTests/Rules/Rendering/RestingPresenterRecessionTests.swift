import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// The presenter's recession once the container becomes another size and the sheet rests
/// there (`SheetEngine.restingPresenterRecession(inContainerOfSize:)`, over the core's
/// `restingPresenterRecessionInput(inContainerOfSize:)`): the destination a rotation animates
/// the presenter to, whatever the sheet's extent when the rotation starts.
@Suite("The presenter's recession at rest in a new container")
struct RestingPresenterRecessionTests {
  struct Row {
    let line: UInt
    let device: StandardDevice
    let configuration: SheetConfiguration
    let selected: Detent.Identifier?
    let content: Double
    /// The new container's size.
    let size: Size
    /// The new container's safe area; nil keeps the current one (the preview before the
    /// rotation's layout pass).
    let insets: Insets?
    /// The reference values: the smoothstep of the height's fraction of the receding range.
    let progress: Double
    let scale: Double
  }

  static let one = SheetConfiguration(detents: [.large])
  static let two = SheetConfiguration(detents: [.medium, .large])
  static let many = SheetConfiguration(
    detents: [.fraction(0.2), .medium, .fraction(0.6), .fraction(0.75), .large])
  static let fitting = SheetConfiguration(detents: [.fitting])
  /// The presenter takes touches up to `.large`: never receded.
  static let undimmedLarge = SheetConfiguration(
    detents: [.medium, .large], dimming: Dimming(largestUndimmedDetent: .large))

  static let portrait = StandardDevice.phone
  static let landscape = StandardDevice.phoneLandscape

  // Portrait phone: full height 844 − 47 − 10 = 787 pt, recession from 393.5 pt. With the
  // landscape's safe area kept (no top inset): 834 pt, from 417 pt. iPad split view: 1180 − 24 −
  // 10 = 1146 pt, from 573 pt. A container wider than 600 pt never recedes.
  static let rows: [Row] = [
    // One detent, landscape → portrait: 380 pt now, 787 pt there.
    Row(
      line: #line, device: landscape, configuration: one, selected: .large, content: 300,
      size: portrait.size, insets: portrait.safeAreaInsets, progress: 1, scale: 0.92),
    // The same before the layout pass: the landscape's safe area, 834 pt of 834.
    Row(
      line: #line, device: landscape, configuration: one, selected: .large, content: 300,
      size: portrait.size, insets: nil, progress: 1, scale: 0.92),
    // Two detents at .large (issue 40, item 3).
    Row(
      line: #line, device: landscape, configuration: two, selected: .large, content: 300,
      size: portrait.size, insets: portrait.safeAreaInsets, progress: 1, scale: 0.92),
    // Two detents at .medium: exactly where recession starts, so none.
    Row(
      line: #line, device: landscape, configuration: two, selected: .medium, content: 300,
      size: portrait.size, insets: portrait.safeAreaInsets, progress: 0, scale: 1),
    // Many detents: 0.75 · 787 = 590.25 pt, half-way up the range.
    Row(
      line: #line, device: landscape, configuration: many, selected: "fraction(0.75)",
      content: 300, size: portrait.size, insets: portrait.safeAreaInsets, progress: 0.5,
      scale: 0.96),
    // Many detents: 0.6 · 787 = 472.2 pt, a fifth of the way up: 3 · 0.2² − 2 · 0.2³.
    Row(
      line: #line, device: landscape, configuration: many, selected: "fraction(0.6)",
      content: 300, size: portrait.size, insets: portrait.safeAreaInsets, progress: 0.104,
      scale: 0.99168),
    // Many detents below where recession starts.
    Row(
      line: #line, device: landscape, configuration: many, selected: "fraction(0.2)",
      content: 300, size: portrait.size, insets: portrait.safeAreaInsets, progress: 0, scale: 1),
    // Fitting 600 + 34 pt: (634 − 393.5) / 393.5 = 0.6112 of the way, smoothstep 0.66402.
    Row(
      line: #line, device: landscape, configuration: fitting, selected: nil, content: 600,
      size: portrait.size, insets: portrait.safeAreaInsets, progress: 0.6640238,
      scale: 0.9468781),
    // Fitting 300 + 34 pt: below the start.
    Row(
      line: #line, device: landscape, configuration: fitting, selected: nil, content: 300,
      size: portrait.size, insets: portrait.safeAreaInsets, progress: 0, scale: 1),
    // Portrait → landscape at .large: a wide container never recedes.
    Row(
      line: #line, device: portrait, configuration: two, selected: .large, content: 300,
      size: landscape.size, insets: landscape.safeAreaInsets, progress: 0, scale: 1),
    // Portrait → portrait at .large (the same size again): fully receded.
    Row(
      line: #line, device: portrait, configuration: two, selected: .large, content: 300,
      size: portrait.size, insets: nil, progress: 1, scale: 0.92),
    // iPad, a card at 820 pt, resized to a split view of 320 pt: fully receded at 1146 pt.
    Row(
      line: #line, device: .iPad, configuration: two, selected: .large, content: 300,
      size: StandardDevice.iPadSplitView.size, insets: nil, progress: 1, scale: 0.92),
    // iPad resized to exactly the card threshold (600 pt, still compact) and just above it.
    Row(
      line: #line, device: .iPad, configuration: two, selected: .large, content: 300,
      size: Size(width: 600, height: 1180), insets: nil, progress: 1, scale: 0.92),
    Row(
      line: #line, device: .iPad, configuration: two, selected: .large, content: 300,
      size: Size(width: 601, height: 1180), insets: nil, progress: 0, scale: 1),
    // iPad landscape (1180 pt, a card) to the split view at .medium: 573 pt, the start.
    Row(
      line: #line, device: .iPadLandscape, configuration: two, selected: .medium, content: 300,
      size: StandardDevice.iPadSplitView.size, insets: nil, progress: 0, scale: 1),
    // A presenter that takes touches up to .large is never receded.
    Row(
      line: #line, device: landscape, configuration: undimmedLarge, selected: .large,
      content: 300, size: portrait.size, insets: portrait.safeAreaInsets, progress: 0,
      scale: 1),
  ]

  /// The engine of `row`, presented and resting at its detent on its device.
  static func engine(_ row: Row) -> SheetEngine {
    var engine = SheetEngine.fixture(
      row.configuration, on: row.device, content: row.content, start: .presented)
    if let selected = row.selected {
      engine.handle(.selectDetent(selected, animated: false), at: 0)
    }
    _ = engine.step(to: 1)
    return engine
  }

  @Test("the preview gives the reference recession for each row")
  func previewMatchesTheReferenceValues() {
    for row in Self.rows {
      let location = rowLocation(row.line)
      let engine = Self.engine(row)
      var moved = engine
      if let insets = row.insets {
        var context = moved.layout.context
        context.containerSize = row.size
        context.safeAreaInsets = insets
        moved.handle(.layoutChanged(context), at: 1)
      }
      // The adapter asks inside the rotation's animation block (after the layout pass) or
      // before it: both give the destination.
      let preview = (row.insets == nil ? engine : moved)
        .restingPresenterRecession(inContainerOfSize: row.size)
      // Reference values to a millionth: the amounts are closed-form.
      expectClose(
        preview.progress, row.progress, tolerance: 1e-6, "progress", sourceLocation: location)
      expectClose(preview.scale, row.scale, tolerance: 1e-6, "scale", sourceLocation: location)
      expectClose(
        preview.cornerRadius, PresenterRecession.fullCornerRadius * row.progress,
        tolerance: 1e-5, "corner radius", sourceLocation: location)
    }
  }

  @Test("the preview is where the engine's own recession comes to rest in the new container")
  func previewIsTheRecessionAtRest() {
    for row in Self.rows {
      let location = rowLocation(row.line)
      var engine = Self.engine(row)
      var context = engine.layout.context
      context.containerSize = row.size
      if let insets = row.insets { context.safeAreaInsets = insets }
      engine.handle(.layoutChanged(context), at: 1)
      let preview = engine.restingPresenterRecession(inContainerOfSize: row.size)
      let rested = engine.step(to: 6)
      #expect(rested.phase == .resting, sourceLocation: location)
      expectClose(
        rested.presenterRecession.scale, preview.scale, tolerance: 1e-9, "scale",
        sourceLocation: location)
      expectClose(
        rested.presenterRecession.verticalOffset, preview.verticalOffset, tolerance: 1e-9,
        "vertical offset", sourceLocation: location)
      expectClose(
        rested.presenterRecession.dimmingAlpha, preview.dimmingAlpha, tolerance: 1e-9, "shade",
        sourceLocation: location)
    }
  }

  @Test("at the rotation's start the sheet itself stands below where recession begins")
  func theLiveRecessionAtTheStartIsNone() {
    var engine = Self.engine(Self.rows[2])
    var context = engine.layout.context
    context.containerSize = Self.portrait.size
    context.safeAreaInsets = Self.portrait.safeAreaInsets
    engine.handle(.layoutChanged(context), at: 1)
    let now = engine.step(to: 1)
    #expect(abs(now.extent - 380) < 1e-9)
    #expect(now.presenterRecession == .none)
    #expect(engine.restingPresenterRecession(inContainerOfSize: Self.portrait.size).scale == 0.92)
  }

  @Test("a hidden or dismissing sheet previews no recession")
  func hiddenOrDismissingPreviewsNone() {
    var engine = SheetEngine.fixture(Self.one, on: Self.landscape)
    #expect(engine.restingPresenterRecession(inContainerOfSize: Self.portrait.size) == .none)
    engine.handle(.present(animated: false), at: 0)
    #expect(engine.restingPresenterRecession(inContainerOfSize: Self.portrait.size).scale == 0.92)
    engine.handle(.dismiss(animated: true), at: 1)
    #expect(engine.restingPresenterRecession(inContainerOfSize: Self.portrait.size) == .none)
  }
}
