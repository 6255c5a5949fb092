import BottomSheetCore
import Foundation
import SheetLabKit
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Scenario text built to escape its place: special characters glued to combining marks or
/// prepended characters (one `Character`, still a `<` scalar), controls and bidi overrides.
@Suite("Hostile scenario text stays in its place")
struct HostileTextTests {
  /// Every special character, alone, followed by a combining acute accent, and preceded by a
  /// prepended concatenation mark (U+0600), plus controls and a bidi override.
  static let hostile: String = {
    var text = ""
    for special in ["<", ">", "&", "\"", "'", ",", "\r\n", "\n"] {
      text += special + "x" + special + "\u{0301}" + "\u{0600}" + special + " "
    }
    return text + "<script>alert(1)</script>\u{1B}[2J\u{202E}\u{07}"
  }()

  static func run() -> LabRun {
    let scenario = Scenario(
      name: "hostile",
      summary: hostile,
      duration: 1,
      detents: [.fraction(0.5, id: "a" + hostile), .large],
      configuration: ConfigurationSpec(initialDetent: "a" + hostile),
      inputs: [ScenarioInput(at: 0, .present()), ScenarioInput(at: 0.5, .selectDetent("large"))])
    return LabRun(scenario)
  }

  /// Counts elements named `script`, and whether the document parses.
  final class ScriptCounter: NSObject, XMLParserDelegate {
    var scripts = 0
    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
      if elementName == "script" { scripts += 1 }
    }
  }

  @Test func theReportEscapesEveryScalarAndStaysWellFormed() {
    let html = HTMLReport.render([Self.run()])
    let parser = XMLParser(data: Data(html.utf8))
    let counter = ScriptCounter()
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    // The report's own script only: the name's `<script>` is text.
    #expect(counter.scripts == 1)
    #expect(!html.unicodeScalars.contains("\u{1B}"))
  }

  @Test func everyCSVRowHasTheHeadersColumns() {
    let csv = TraceExport.csv(Self.run().trace)
    let rows = Self.parseCSV(csv)
    #expect(rows.count > 2)
    #expect(rows.allSatisfy { $0.count == TraceExport.csvColumns.count })
    #expect(rows.contains { row in row.contains { $0.hasPrefix("a<x") } })
  }

  @Test func printedTextShowsControlsAndBidiOverridesAsEscapes() {
    let shown = TerminalText.visible(Self.hostile)
    #expect(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    #expect(shown.contains("\\u{1B}"))
    #expect(shown.contains("\\u{202E}"))
    #expect(TerminalText.visible("a\nb") == "a\nb")
    #expect(TerminalText.visible("a\nb", keepsLines: false) == "a\\u{A}b")
    let table = SummaryTable.render([Self.run().summary])
    #expect(
      TerminalText.visible(table).unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" })
  }

  /// An RFC 4180 reader working on Unicode scalars.
  static func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var cell = ""
    var quoted = false
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if quoted {
        if scalar == "\"" {
          if scalars.first == "\"" {
            cell.unicodeScalars.append("\"")
            scalars.removeFirst()
          } else {
            quoted = false
          }
        } else {
          cell.unicodeScalars.append(scalar)
        }
      } else if scalar == "\"" {
        quoted = true
      } else if scalar == "," {
        row.append(cell)
        cell = ""
      } else if scalar == "\n" {
        row.append(cell)
        rows.append(row)
        row = []
        cell = ""
      } else if scalar != "\r" {
        cell.unicodeScalars.append(scalar)
      }
    }
    if !cell.isEmpty || !row.isEmpty { rows.append(row + [cell]) }
    return rows
  }
}

@Suite("Limits count what they mean, and messages name the bound that broke")
struct HonestLimitTests {
  @Test func aNameOfOneCharacterWithManyMarksIsBoundedByScalars() {
    let name = "a" + String(repeating: "\u{0301}", count: 500)
    #expect(name.count == 1)
    let text = "{\"name\": \"\(name)\", \"duration\": 1, \"detents\": [\"large\"]}"
    #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(text) }
    do {
      _ = try ScenarioDecoder.decode(text)
    } catch {
      #expect(error.message.contains("501 scalars"), "\(error)")
    }
  }

  @Test func anOutOfRangeValueSaysWhichBoundItBroke() {
    let text = """
      {"name": "x", "duration": 1, "detents": ["large"],
       "inputs": [{"at": 0, "type": "drag", "path": [{"by": 1, "over": 121}]}]}
      """
    do {
      _ = try ScenarioDecoder.decode(text)
      Issue.record("decoded")
    } catch {
      #expect(error.path == "inputs[0].path[0].over")
      #expect(
        error.message.contains(
          "expected a duration in seconds from 0 to 120, got 121: more than the largest allowed, 120"
        ), "\(error)")
    }
  }

  @Test func anOversizedFileIsRefusedWithItsRealSize() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sheet-lab-oversized-\(UInt32.random(in: 0...UInt32.max)).json").path
    let size = ScenarioLimits.maximumFileSize + 12_345
    let created = FileManager.default.createFile(
      atPath: path, contents: Data(repeating: UInt8(ascii: " "), count: size))
    #expect(created)
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try ScenarioSource.load(path)
      Issue.record("loaded")
    } catch {
      #expect(error.message.contains("file is \(size) bytes"), "\(error)")
      #expect(error.message.contains("\(ScenarioLimits.maximumFileSize)"), "\(error)")
    }
    // Past the recordings' limit too, the real size is read from the file system.
    let hugeSize = RecordingFile.maximumFileSize + 3
    let huge = FileManager.default.createFile(
      atPath: path, contents: Data(repeating: UInt8(ascii: " "), count: hugeSize))
    #expect(huge)
    do {
      _ = try ScenarioSource.load(path)
      Issue.record("loaded")
    } catch {
      #expect(error.message.contains("the file is \(hugeSize) bytes"), "\(error)")
    }
  }
}
