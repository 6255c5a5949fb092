import Foundation
import SheetLabKit
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("HTML report")
struct ReportTests {
  static let html = HTMLReport.render(Fixtures.runs)

  /// Collects element names and checks the document parses as XML.
  final class Collector: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var classes: [String: Int] = [:]
    var externalReferences: [String] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
      counts[elementName, default: 0] += 1
      for name in (attributes["class"] ?? "").split(separator: " ") {
        classes["\(elementName).\(name)", default: 0] += 1
      }
      for key in ["href", "src", "xlink:href"] {
        if let value = attributes[key], !value.hasPrefix("#") { externalReferences.append(value) }
      }
    }
  }

  /// Two plots per scenario (extent, velocity), a third, the presenter's scale, for each
  /// scenario whose presenter recedes, and another, the surface's attachment, for each whose
  /// surface floats.
  @Test func reportIsWellFormedXMLWithOnePhoneAndItsPlotsPerScenario() throws {
    let parser = XMLParser(data: Data(Self.html.utf8))
    let collector = Collector()
    parser.delegate = collector
    let parsed = parser.parse()
    #expect(parsed, "\(parser.parserError.map { "\($0)" } ?? "")")
    let count = Fixtures.runs.count
    #expect(collector.classes["section.scenario"] == count)
    #expect(collector.classes["svg.phone"] == count)
    // Extent and velocity for every scenario, the presenter's scale for each whose presenter
    // recedes (behind its own sheet, or behind a stacked one), and the surface's attachment for
    // each that floats.
    let receding = Fixtures.runs.filter { run in
      run.trace.frames.contains { $0.presenter.scale < 1 }
    }.count
    #expect(receding > 0 && receding < count, "persistent scenarios never recede the presenter")
    let floating = Fixtures.runs.filter { run in
      run.trace.frames.contains { $0.sheet.surface.attachment < 1 }
    }.count
    #expect(floating >= 2)
    #expect(collector.classes["svg.plot"] == 2 * count + receding + floating)
    #expect(collector.counts["button"] == count)
    #expect(collector.counts["input"] == count)
    #expect(collector.counts["script"] == 1)
    #expect(collector.externalReferences == [], "the report must need nothing else")
  }

  @Test func reportIsSelfContained() {
    #expect(!Self.html.contains("http://") || !Self.html.contains("src=\"http"))
    for reference in ["<link", "src=\"http", "@import", "url(http"] {
      #expect(!Self.html.contains(reference), "\(reference)")
    }
    // Every scenario's frames are in the data the script animates.
    #expect(Self.html.components(separatedBy: "{fps:").count - 1 == Fixtures.runs.count)
  }

  @Test func tracesExportAsCSVAndJSON() throws {
    let run = try #require(Fixtures.runs.first)
    let csv = TraceExport.csv(run.trace)
    let lines = csv.split(separator: "\n")
    #expect(lines.count == run.trace.frames.count + 1)
    #expect(lines[0] == Substring(TraceExport.csvColumns.joined(separator: ",")))
    let json = TraceExport.json(run.trace, summary: run.summary)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((object?["frames"] as? [Any])?.count == run.trace.frames.count)
  }
}
