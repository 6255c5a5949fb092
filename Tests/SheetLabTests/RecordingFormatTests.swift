import BottomSheetCore
import Foundation
import Testing

@testable import SheetLabKit

/// The recording file's bytes are a format: a file written by an app must read again, and
/// re-encode to the same bytes, in every later version. A recording that holds every kind of
/// input, step and setting is pinned below byte for byte, as an app's `JSONEncoder` (sorted
/// keys, the recording's names for NaN and the infinities) writes it; the repository's own
/// recording files read and write back unchanged.
@Suite("Recording format: the bytes stay the same")
struct RecordingFormatTests {
  /// A recording with every input, both keyboard animations, both kinds of configuration
  /// change, a dismissal answer, a custom detent's answers and a bad number.
  static func everyKind() -> SheetRecording {
    let peek = Detent.custom(id: "peek") { context in min(120, context.maximumDetentValue) }
    let first = SheetConfiguration(
      detents: [.fitting, .fraction(0.3, identifier: "third"), .height(200), peek, .large],
      initialDetent: "third",
      dimming: Dimming(maximumAlpha: 0.3, largestUndimmedDetent: .fitting),
      presentSpring: .bouncy, settleSpring: .smooth, dismissSpring: .interactive,
      keyboardSpring: SheetSpring(mass: 2, stiffness: 300, damping: 40),
      snapPolicy: .adjacent, decelerationRate: .fast, keyboard: .expandToLargest,
      keyboardScope: .anyInScene, detentNames: ["peek": "Peek"], reduceMotion: true,
      rubberBandCoefficient: 0.4, prefersScrollingExpandsWhenScrolledToEdge: false,
      printsCorrectionsInDebug: false, surfaceStyle: .floating, attachedCornerRadius: 16,
      recedesPresenter: false, placement: .leading(.fraction(0.5, minimum: 300)))
    let context = LayoutContext(
      containerSize: Size(width: 1024, height: 768),
      safeAreaInsets: Insets(top: 24, left: 0, bottom: 20, right: 0),
      preferredContentHeight: 260, keyboardOverlap: 0, grabberHeight: 5, topGap: 12,
      displayCornerRadius: 18, layoutDirection: .rightToLeft)
    var engine = SheetEngine(configuration: first, context: context, time: 10, records: true)
    engine.handle(.present(animated: true), at: 10)
    _ = engine.step(to: 10.5)
    engine.handle(.selectDetent("peek", animated: false), at: 10.6)
    engine.handle(.dragBegan, at: 10.7)
    engine.handle(.dragChanged(translation: 40.25), at: 10.75)
    engine.handle(.dragEnded(velocity: 1800), at: 10.8) { false }
    engine.handle(.dragBegan, at: 11)
    engine.handle(.dragCancelled, at: 11.1)
    engine.handle(.tapOnDimming, at: 11.2)
    var wider = context
    wider.containerSize = Size(width: 1180, height: 820)
    engine.handle(.layoutChanged(wider, animated: false), at: 11.3)
    engine.handle(.contentHeightChanged(300, animated: true), at: 11.4)
    engine.handle(.keyboardChanged(overlap: 300), at: 11.5)
    engine.handle(
      .keyboardChanged(overlap: 280, animation: .curve(.easeOut, duration: 0.25)), at: 11.6)
    engine.handle(.keyboardChanged(overlap: 0, animation: .systemKeyboard), at: 11.7)
    engine.handle(.selectDetent(.large, animated: true), at: 11.8)
    engine.handle(.paceMove(progress: 0.5, time: 0.05), at: 11.85)
    engine.handle(.accessibilityDecrement, at: 12)
    engine.handle(.accessibilityIncrement, at: 12.1)
    // A card centred, then at the trailing side, then the modal default (`automatic`).
    var second = SheetConfiguration(detents: [.medium, .large], placement: .center(.points(420)))
    second.surfaceStyle = .attached
    var third = SheetConfiguration(detents: [.medium], placement: .trailing(.default))
    third.surfaceStyle = .automatic
    for (time, var configuration) in zip([12.2, 12.25, 12.3], [second, third, .modal]) {
      configuration.printsCorrectionsInDebug = false
      engine.updateConfiguration(configuration, animated: time != 12.2, at: time)
    }
    engine.handle(.dragBegan, at: 12.4)
    engine.handle(.dragEnded(velocity: .nan), at: 12.5)
    engine.handle(.accessibilityEscape, at: 12.6) { true }
    engine.handle(.dismiss(animated: false), at: 12.7)
    _ = engine.step(to: 13)
    return engine.recording!
  }

  /// ``everyKind()`` as this format writes it (one line; the breaks are the literal's).
  static let golden = """
    {"configuration":{"attachedCornerRadius":16,"decelerationRate":0.99,\
    "detentNames":{"peek":"Peek"},"detents":[{"id":"fitting","kind":"fitting"},{"id":"third",\
    "kind":"fraction","value":0.3},{"id":"height(200.0)","kind":"height","value":200},\
    {"id":"peek","kind":"custom"},{"id":"large","kind":"large"}],\
    "dimming":{"largestUndimmedDetent":"fitting","maximumAlpha":0.3},\
    "dismissSpring":{"damping":72.04719152232593,"mass":1,"stiffness":1754.5963379714417},\
    "initialDetent":"third","isPersistent":false,"keyboard":"expandToLargest",\
    "keyboardScope":"anyInScene","keyboardSpring":{"damping":40,"mass":2,"stiffness":300},\
    "placement":{"leading":{"_0":{"bottomMargin":10,"fraction":0.5,"horizontalMargin":10,\
    "maximumWidth":"+Infinity","minimumWidth":300}}},\
    "prefersScrollingExpandsWhenScrolledToEdge":false,\
    "presentSpring":{"damping":17.59291886010284,"mass":1,"stiffness":157.91367041742973},\
    "recedesPresenter":false,"reduceMotion":true,"rubberBandCoefficient":0.4,\
    "settleSpring":{"damping":25.132741228718345,"mass":1,"stiffness":157.91367041742973},\
    "snapPolicy":"adjacent","surfaceStyle":"floating"},"context":{"containerSize":{"height":768,\
    "width":1024},"displayCornerRadius":18,"grabberHeight":5,"keyboardOverlap":0,\
    "layoutDirection":"rightToLeft","preferredContentHeight":260,"safeAreaInsets":{"bottom":20,\
    "left":0,"right":0,"top":24},"topGap":12},"detentValues":[{"configuration":0,\
    "context":{"containerSize":{"height":768,"width":1024},"displayCornerRadius":18,\
    "grabberHeight":5,"keyboardOverlap":0,"layoutDirection":"rightToLeft",\
    "preferredContentHeight":260,"safeAreaInsets":{"bottom":20,"left":0,"right":0,"top":24},\
    "topGap":12},"identifier":"peek","index":3,"maximumDetentValue":702,"value":120},\
    {"configuration":0,"context":{"containerSize":{"height":820,"width":1180},\
    "displayCornerRadius":18,"grabberHeight":5,"keyboardOverlap":0,\
    "layoutDirection":"rightToLeft","preferredContentHeight":260,"safeAreaInsets":{"bottom":20,\
    "left":0,"right":0,"top":24},"topGap":12},"identifier":"peek","index":3,\
    "maximumDetentValue":754,"value":120},{"configuration":0,\
    "context":{"containerSize":{"height":820,"width":1180},"displayCornerRadius":18,\
    "grabberHeight":5,"keyboardOverlap":0,"layoutDirection":"rightToLeft",\
    "preferredContentHeight":300,"safeAreaInsets":{"bottom":20,"left":0,"right":0,"top":24},\
    "topGap":12},"identifier":"peek","index":3,"maximumDetentValue":754,"value":120},\
    {"configuration":0,"context":{"containerSize":{"height":820,"width":1180},\
    "displayCornerRadius":18,"grabberHeight":5,"keyboardOverlap":300,\
    "layoutDirection":"rightToLeft","preferredContentHeight":300,"safeAreaInsets":{"bottom":20,\
    "left":0,"right":0,"top":24},"topGap":12},"identifier":"peek","index":3,\
    "maximumDetentValue":474,"value":120},{"configuration":0,\
    "context":{"containerSize":{"height":820,"width":1180},"displayCornerRadius":18,\
    "grabberHeight":5,"keyboardOverlap":280,"layoutDirection":"rightToLeft",\
    "preferredContentHeight":300,"safeAreaInsets":{"bottom":20,"left":0,"right":0,"top":24},\
    "topGap":12},"identifier":"peek","index":3,"maximumDetentValue":494,"value":120},\
    {"configuration":0,"context":{"containerSize":{"height":820,"width":1180},\
    "displayCornerRadius":18,"grabberHeight":5,"keyboardOverlap":0,\
    "layoutDirection":"rightToLeft","preferredContentHeight":300,"safeAreaInsets":{"bottom":20,\
    "left":0,"right":0,"top":24},"topGap":12},"identifier":"peek","index":3,\
    "maximumDetentValue":754,"value":120}],"steps":[{"at":10,"input":{"animated":true,\
    "type":"present"}},{"frame":10.5},{"at":10.6,"input":{"animated":false,"detent":"peek",\
    "type":"selectDetent"}},{"at":10.7,"input":{"type":"dragBegan"}},{"at":10.75,\
    "input":{"translation":40.25,"type":"dragChanged"}},{"allowsUserDismissal":false,"at":10.8,\
    "input":{"type":"dragEnded","velocity":1800}},{"at":11,"input":{"type":"dragBegan"}},\
    {"at":11.1,"input":{"type":"dragCancelled"}},{"at":11.2,"input":{"type":"tapOnDimming"}},\
    {"at":11.3,"input":{"animated":false,"context":{"containerSize":{"height":820,"width":1180},\
    "displayCornerRadius":18,"grabberHeight":5,"keyboardOverlap":0,\
    "layoutDirection":"rightToLeft","preferredContentHeight":260,"safeAreaInsets":{"bottom":20,\
    "left":0,"right":0,"top":24},"topGap":12},"type":"layoutChanged"}},{"at":11.4,\
    "input":{"animated":true,"height":300,"type":"contentHeightChanged"}},{"at":11.5,\
    "input":{"overlap":300,"type":"keyboardChanged"}},{"at":11.6,\
    "input":{"animation":{"curve":{"c1x":0,"c1y":0,"c2x":0.58,"c2y":1},"duration":0.25},\
    "overlap":280,"type":"keyboardChanged"}},{"at":11.7,\
    "input":{"animation":{"spring":{"damping":109.54451150103323,"mass":3,"stiffness":1000}},\
    "overlap":0,"type":"keyboardChanged"}},{"at":11.8,"input":{"animated":true,"detent":"large",\
    "type":"selectDetent"}},{"at":11.85,"input":{"progress":0.5,"time":0.05,"type":"paceMove"}},\
    {"at":12,\
    "input":{"type":"accessibilityDecrement"}},{"at":12.1,\
    "input":{"type":"accessibilityIncrement"}},{"animated":false,"at":12.2,\
    "configuration":{"attachedCornerRadius":10,"decelerationRate":0.998,"detentNames":{},\
    "detents":[{"id":"medium","kind":"fraction","value":0.5},{"id":"large","kind":"large"}],\
    "dimming":{"maximumAlpha":0.4},"dismissSpring":{"damping":25.132741228718345,"mass":1,\
    "stiffness":157.91367041742973},"isPersistent":false,"keyboard":"lift",\
    "keyboardScope":"editingInSheet","keyboardSpring":{"damping":109.54451150103323,"mass":3,\
    "stiffness":1000},"placement":{"center":{"_0":{"bottomMargin":10,"fraction":0,\
    "horizontalMargin":10,"maximumWidth":420,"minimumWidth":420}}},\
    "prefersScrollingExpandsWhenScrolledToEdge":true,\
    "presentSpring":{"damping":21.362830044410593,"mass":1,"stiffness":157.91367041742973},\
    "recedesPresenter":true,"reduceMotion":false,"rubberBandCoefficient":0.55,\
    "settleSpring":{"damping":21.362830044410593,"mass":1,"stiffness":157.91367041742973},\
    "snapPolicy":"nearestToProjection","surfaceStyle":"attached"}},{"at":12.25,\
    "configuration":{"attachedCornerRadius":10,"decelerationRate":0.998,"detentNames":{},\
    "detents":[{"id":"medium","kind":"fraction","value":0.5}],"dimming":{"maximumAlpha":0.4},\
    "dismissSpring":{"damping":25.132741228718345,"mass":1,"stiffness":157.91367041742973},\
    "isPersistent":false,"keyboard":"lift","keyboardScope":"editingInSheet",\
    "keyboardSpring":{"damping":109.54451150103323,"mass":3,"stiffness":1000},\
    "placement":{"trailing":{"_0":{"bottomMargin":10,"fraction":0.4,"horizontalMargin":10,\
    "maximumWidth":375,"minimumWidth":320}}},"prefersScrollingExpandsWhenScrolledToEdge":true,\
    "presentSpring":{"damping":21.362830044410593,"mass":1,"stiffness":157.91367041742973},\
    "recedesPresenter":true,"reduceMotion":false,"rubberBandCoefficient":0.55,\
    "settleSpring":{"damping":21.362830044410593,"mass":1,"stiffness":157.91367041742973},\
    "snapPolicy":"nearestToProjection","surfaceStyle":"automatic"}},{"at":12.3,\
    "configuration":{"attachedCornerRadius":10,"decelerationRate":0.998,"detentNames":{},\
    "detents":[{"id":"large","kind":"large"}],"dimming":{"maximumAlpha":0.4},\
    "dismissSpring":{"damping":25.132741228718345,"mass":1,"stiffness":157.91367041742973},\
    "isPersistent":false,"keyboard":"lift","keyboardScope":"editingInSheet",\
    "keyboardSpring":{"damping":109.54451150103323,"mass":3,"stiffness":1000},\
    "placement":{"automatic":{}},"prefersScrollingExpandsWhenScrolledToEdge":true,\
    "presentSpring":{"damping":21.362830044410593,"mass":1,"stiffness":157.91367041742973},\
    "recedesPresenter":true,"reduceMotion":false,"rubberBandCoefficient":0.55,\
    "settleSpring":{"damping":21.362830044410593,"mass":1,"stiffness":157.91367041742973},\
    "snapPolicy":"nearestToProjection","surfaceStyle":"automatic"}},{"at":12.4,\
    "input":{"type":"dragBegan"}},{"at":12.5,"input":{"type":"dragEnded","velocity":"NaN"}},\
    {"allowsUserDismissal":true,"at":12.6,"input":{"type":"accessibilityEscape"}},{"at":12.7,\
    "input":{"animated":false,"type":"dismiss"}},{"frame":13}],"time":10,"version":1}
    """

  @Test func aRecordingOfEveryKindEncodesAsBefore() throws {
    let bytes = try RecordingJSON.encode(Self.everyKind())
    #expect(String(decoding: bytes, as: UTF8.self) == Self.golden)
  }

  @Test func theRecordingOfEveryKindReadsAndWritesBackTheSameBytes() throws {
    let decoded = try RecordingJSON.decode(Data(Self.golden.utf8))
    #expect(String(decoding: try RecordingJSON.encode(decoded), as: UTF8.self) == Self.golden)
    // Through the lab's checked reader too, which refuses any field the coding left unread.
    let file = try RecordingFile.decode(Array(Self.golden.utf8))
    #expect(String(decoding: try file.encoded(), as: UTF8.self) == Self.golden)
  }

  /// The repository's recording files: the example, and the fuzzer's kept recordings that read.
  static func repositoryRecordings() throws -> [(name: String, bytes: [UInt8])] {
    let regressions = Fixtures.root.appendingPathComponent("Fuzz/Regressions")
    let files =
      [RecordingFileTests.examplePath]
      + (try FileManager.default.contentsOfDirectory(atPath: regressions.path).sorted()
        .map { regressions.appendingPathComponent($0).path })
    return try files.compactMap { path in
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      guard RecordingFile.holdsRecording(bytes), (try? RecordingFile.decode(bytes)) != nil else {
        return nil
      }
      return (URL(fileURLWithPath: path).lastPathComponent, bytes)
    }
  }

  /// A file written before a field existed reads with that field's default, so its first
  /// re-encoding may add fields; from then on it reads and writes back the same bytes.
  @Test func theRepositorysRecordingsWriteBackTheSameBytes() throws {
    let files = try Self.repositoryRecordings()
    #expect(files.contains { $0.name == "scroll-handoff.recording.json" })
    for file in files {
      let recording = try RecordingJSON.decode(Data(file.bytes))
      let written = try RecordingJSON.encode(recording)
      let again = try RecordingJSON.decode(written)
      #expect(again == recording, "\(file.name)")
      #expect(try RecordingJSON.encode(again) == written, "\(file.name)")
    }
  }
}
