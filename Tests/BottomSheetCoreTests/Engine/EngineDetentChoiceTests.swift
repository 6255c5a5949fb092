import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// Every rule that picks one detent among the sheet's, run with one, two, three and four
/// detents (issue 42, class 1): with two, "the lowest", "the next one down" and "the one below
/// the largest" are the same detent, so a rule that takes the wrong one passes; with three or
/// more they differ. The detents are listed largest first, so a rule that takes the list's
/// order for the stops' fails too.
@Suite("Engine: the detent each rule picks, among one to four")
struct EngineDetentChoiceTests {
  /// `count` detents, d0 (the lowest) to d3, with 100, 150, 200 and 250 pt of content: extents
  /// 134, 184, 234 and 284 on the phone (content + the 34 pt bottom inset), listed largest
  /// first. Small enough to stay apart above a 300 pt keyboard.
  static func detents(_ count: Int) -> [Detent] {
    (0..<count).reversed().map { Detent.height(100 + 50 * Double($0), identifier: name($0)) }
  }

  static func name(_ index: Int) -> Detent.Identifier { Detent.Identifier("d\(index)") }
  static func extent(_ index: Int) -> Double { 134 + 50 * Double(index) }

  static func configuration(
    _ count: Int, initial: Int? = nil, isPersistent: Bool = false, dimming: Dimming = .modal
  ) -> SheetConfiguration {
    SheetConfiguration(
      detents: detents(count), initialDetent: initial.map(name), isPersistent: isPersistent,
      dimming: dimming)
  }

  /// Where the engine rests after `end` seconds, as the index of its detent.
  static func restingIndex(_ engine: inout SheetEngine, at end: Double) -> Int? {
    let frame = engine.step(to: end)
    guard frame.phase == .resting, let detent = frame.detent else { return nil }
    return (0..<4).first { name($0) == detent }
  }

  // MARK: - Presentation, tap, keyboard

  /// A rule and its answer for each detent count: the index it rests at (nil: the rule
  /// refuses, the sheet stays where it was).
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var count: Int
    var expected: Int?
    var location: SourceLocation
    var testDescription: String { "\(name), \(count) detents" }
  }

  static func rows(_ name: String, _ expected: [Int?], location: SourceLocation) -> [Row] {
    expected.enumerated().map {
      Row(name: name, count: $0.offset + 1, expected: $0.element, location: location)
    }
  }

  /// Presented with no selection and no initial detent: the lowest stop, not the first listed.
  static let presentationRows = rows(
    "presented without a selection", [0, 0, 0, 0], location: #_sourceLocation)

  @Test(arguments: presentationRows)
  func aPresentationWithoutASelectionRestsAtTheLowest(_ row: Row) {
    var engine = Phone.engine(Self.configuration(row.count))
    engine.handle(.present(animated: true), at: 0)
    #expect(Self.restingIndex(&engine, at: 2) == row.expected, sourceLocation: row.location)
    expectClose(engine.currentFrame.extent, 134, tolerance: 1e-9, sourceLocation: row.location)
  }

  /// A tap on the dimming of a persistent sheet at its largest detent collapses it to its
  /// largest undimmed detent, else to its lowest (not the one below where it is). Undimmed up
  /// to d1, a sheet whose largest detent is d1 takes no tap: the tap reaches the background.
  static let tapRows =
    rows("collapsed by a tap, fully dimmed", [0, 0, 0, 0], location: #_sourceLocation)
    + rows("collapsed by a tap, undimmed up to d1", [nil, nil, 1, 1], location: #_sourceLocation)
    .dropFirst()

  @Test(arguments: tapRows)
  func aTapOnTheDimmingCollapsesAPersistentSheet(_ row: Row) {
    let dimming: Dimming =
      row.name.hasSuffix("d1") ? Dimming(largestUndimmedDetent: Self.name(1)) : .modal
    var engine = Phone.presented(
      Self.configuration(row.count, initial: row.count - 1, isPersistent: true, dimming: dimming))
    let handled = engine.handle(.tapOnDimming, at: 1)
    #expect(handled == (row.expected != nil), sourceLocation: row.location)
    #expect(
      Self.restingIndex(&engine, at: 3) == row.expected ?? row.count - 1,
      sourceLocation: row.location)
  }

  /// `.expandToLargest`: a keyboard rising under a sheet at its lowest detent takes it to the
  /// largest, not the next.
  static let keyboardRows = rows(
    "a keyboard rises, expanding to the largest", [0, 1, 2, 3], location: #_sourceLocation)

  @Test(arguments: keyboardRows)
  func aRisingKeyboardExpandsToTheLargest(_ row: Row) {
    var configuration = Self.configuration(row.count, initial: 0)
    configuration.keyboard = .expandToLargest
    var engine = Phone.presented(configuration)
    engine.handle(.keyboardChanged(overlap: 300), at: 1)
    #expect(Self.restingIndex(&engine, at: 3) == row.expected, sourceLocation: row.location)
  }

  // MARK: - VoiceOver's increment and decrement

  /// One step up or down from where the sheet rests (or the detent it heads for), among
  /// `count` detents; nil: refused at the end of the list.
  struct StepRow: Sendable, CustomTestStringConvertible {
    var count: Int
    var start: Int
    var direction: Int
    var expected: Int?
    /// A move toward this detent (by the app) is under way when the step comes.
    var heading: Int?
    var location: SourceLocation
    var testDescription: String {
      "\(count) detents, from d\(start)\(heading.map { " heading for d\($0)" } ?? "") "
        + (direction > 0 ? "up" : "down")
    }

    init(
      _ count: Int, from start: Int, _ direction: Int, _ expected: Int?, heading: Int? = nil,
      location: SourceLocation = #_sourceLocation
    ) {
      self.count = count
      self.start = start
      self.direction = direction
      self.expected = expected
      self.heading = heading
      self.location = location
    }
  }

  static let stepRows: [StepRow] = [
    StepRow(1, from: 0, 1, nil),
    StepRow(1, from: 0, -1, nil),
    StepRow(2, from: 0, 1, 1),
    StepRow(2, from: 1, 1, nil),
    StepRow(2, from: 1, -1, 0),
    StepRow(3, from: 1, 1, 2),
    StepRow(3, from: 1, -1, 0),
    StepRow(3, from: 2, -1, 1),
    StepRow(4, from: 0, 1, 1),
    StepRow(4, from: 3, -1, 2),
    StepRow(4, from: 2, 1, 3),
    StepRow(4, from: 3, 1, nil),
    // Mid-move the step counts from the detent the sheet heads for, not the one it is near.
    StepRow(4, from: 0, -1, 2, heading: 3),
    StepRow(4, from: 3, 1, 1, heading: 0),
  ]

  @Test(arguments: stepRows)
  func voiceOverStepsOneDetent(_ row: StepRow) {
    var engine = Phone.presented(Self.configuration(row.count, initial: row.start))
    var time = 1.0
    if let heading = row.heading {
      engine.handle(.selectDetent(Self.name(heading), animated: true), at: time)
      time += 0.02
    }
    let handled = engine.handle(
      row.direction > 0 ? .accessibilityIncrement : .accessibilityDecrement, at: time)
    #expect(handled == (row.expected != nil), sourceLocation: row.location)
    let expected = row.expected ?? row.heading ?? row.start
    #expect(Self.restingIndex(&engine, at: time + 2) == expected, sourceLocation: row.location)
  }

  // MARK: - Dimming

  /// The dimming alpha resting at each detent: 0 at and below the largest undimmed detent, full
  /// from the next stop above it (not from the largest), for one to four detents.
  struct DimmingRow: Sendable, CustomTestStringConvertible {
    var count: Int
    var undimmed: Int?
    /// At each detent, d0 up: whether it is fully dimmed (else clear).
    var dimmed: [Bool]
    var location: SourceLocation
    var testDescription: String {
      "\(count) detents, undimmed up to \(undimmed.map { "d\($0)" } ?? "none")"
    }

    init(
      _ count: Int, undimmed: Int?, _ dimmed: [Bool], location: SourceLocation = #_sourceLocation
    ) {
      self.count = count
      self.undimmed = undimmed
      self.dimmed = dimmed
      self.location = location
    }
  }

  static let dimmingRows: [DimmingRow] = [
    DimmingRow(1, undimmed: nil, [true]),
    DimmingRow(1, undimmed: 0, [false]),
    DimmingRow(2, undimmed: nil, [true, true]),
    DimmingRow(2, undimmed: 0, [false, true]),
    DimmingRow(2, undimmed: 1, [false, false]),
    DimmingRow(3, undimmed: 0, [false, true, true]),
    DimmingRow(3, undimmed: 1, [false, false, true]),
    DimmingRow(4, undimmed: 0, [false, true, true, true]),
    DimmingRow(4, undimmed: 1, [false, false, true, true]),
    DimmingRow(4, undimmed: 3, [false, false, false, false]),
  ]

  @Test(arguments: dimmingRows)
  func dimmingIsFullFromTheStopAboveTheLargestUndimmed(_ row: DimmingRow) {
    for index in 0..<row.count {
      let dimming = row.undimmed.map { Dimming(largestUndimmedDetent: Self.name($0)) } ?? .modal
      var engine = Phone.presented(
        Self.configuration(row.count, initial: index, isPersistent: true, dimming: dimming))
      let frame = engine.step(to: 0.1)
      expectClose(
        frame.dimmingAlpha, row.dimmed[index] ? Dimming.systemMaximumAlpha : 0, tolerance: 1e-12,
        "at d\(index)", sourceLocation: row.location)
      #expect(frame.passesTouchesThrough == !row.dimmed[index], sourceLocation: row.location)
    }
  }

  /// Half-way from the largest undimmed detent to the next stop the alpha is half; with four
  /// detents undimmed up to d0 that is 159 pt, a quarter of the way to the largest.
  @Test func dimmingRampsToTheNextStopNotTheLargest() {
    var engine = Phone.presented(
      Self.configuration(
        4, initial: 0, isPersistent: true, dimming: Dimming(largestUndimmedDetent: "d0")))
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: -25), at: 1.1)
    expectClose(engine.currentFrame.extent, 159, tolerance: 1e-9)
    expectClose(engine.currentFrame.dimmingAlpha, Dimming.systemMaximumAlpha / 2, tolerance: 1e-9)
  }

  // MARK: - The rubber band's bounds

  /// (1 − 1/(x·c/d + 1))·d, c = 0.55, d the phone's 844 pt height: the band for an over-pull of
  /// `offset` points.
  static func band(_ offset: Double) -> Double {
    (1 - 1 / (offset * 0.55 / 844 + 1)) * 844
  }

  /// Pulled 200 pt up from the largest detent, the sheet rubber-bands above the largest; a
  /// persistent one pulled 200 pt down from its lowest rubber-bands below the lowest; a modal
  /// one follows the finger 1:1 down between its detents.
  struct BandRow: Sendable, CustomTestStringConvertible {
    var count: Int
    var isPersistent: Bool
    var start: Int
    var translation: Double
    var extent: Double
    var location: SourceLocation
    var testDescription: String {
      "\(count) detents, \(isPersistent ? "persistent" : "modal"), from d\(start) by "
        + "\(translation) pt"
    }

    init(
      _ count: Int, persistent: Bool = false, from start: Int, by translation: Double,
      _ extent: Double, location: SourceLocation = #_sourceLocation
    ) {
      self.count = count
      self.isPersistent = persistent
      self.start = start
      self.translation = translation
      self.extent = extent
      self.location = location
    }
  }

  static let bandRows: [BandRow] = [
    BandRow(1, from: 0, by: -200, extent(0) + band(200)),
    BandRow(2, from: 1, by: -200, extent(1) + band(200)),
    BandRow(3, from: 2, by: -200, extent(2) + band(200)),
    BandRow(4, from: 3, by: -200, extent(3) + band(200)),
    // From d0 of three, 200 pt up: 100 pt past the largest (234).
    BandRow(3, from: 0, by: -200, extent(2) + band(100)),
    BandRow(1, persistent: true, from: 0, by: 100, extent(0) - band(100)),
    BandRow(3, persistent: true, from: 0, by: 100, extent(0) - band(100)),
    // From d2 of three, 150 pt down: 50 pt past the lowest (134).
    BandRow(3, persistent: true, from: 2, by: 150, extent(0) - band(50)),
    BandRow(4, from: 3, by: 120, extent(3) - 120),
  ]

  @Test(arguments: bandRows)
  func theRubberBandStartsAtTheOutermostDetents(_ row: BandRow) {
    var engine = Phone.presented(
      Self.configuration(row.count, initial: row.start, isPersistent: row.isPersistent))
    engine.handle(.dragBegan, at: 1)
    engine.handle(.dragChanged(translation: row.translation), at: 1.1)
    expectClose(
      engine.currentFrame.extent, row.extent, tolerance: 1e-9, sourceLocation: row.location)
  }

  // MARK: - A persistent sheet covered by a modal one

  /// Stepping down while covered goes to the lowest stop, whatever the list's order and
  /// wherever the sheet is, and comes back after; with one detent there is nothing to step.
  static let coverRows = rows(
    "covered at the largest detent", [nil, 0, 0, 0], location: #_sourceLocation)

  @Test(arguments: coverRows)
  func aCoveredSheetStepsDownToItsLowest(_ row: Row) {
    var engine = Phone.presented(
      Self.configuration(row.count, initial: row.count - 1, isPersistent: true))
    var rule = CoveredPersistentSheet()
    let command = rule.handle(.coverBegan(over: engine, behavior: .stepsDownToLowestDetent))
    if let expected = row.expected {
      #expect(command == .select(Self.name(expected)), sourceLocation: row.location)
    } else {
      #expect(command == nil, sourceLocation: row.location)
    }
    if case .select(let detent) = command {
      engine.handle(.selectDetent(detent, animated: true), at: 1)
      _ = rule.handle(.detentChanged(to: detent))
    }
    #expect(
      Self.restingIndex(&engine, at: 3) == row.expected ?? row.count - 1,
      sourceLocation: row.location)
    #expect(
      rule.handle(.coverEnded)
        == (row.expected == nil ? nil : .select(Self.name(row.count - 1))),
      sourceLocation: row.location)
  }
}
