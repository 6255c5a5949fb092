import BottomSheetCore
@_spi(SelfCheck) import BottomSheetRules
import Foundation
import Testing

/// `.github/workflows/ios.yml` reads the self-check's log with grep; the docs give the same steps
/// by hand. These tests keep the three in step with the core's printed lines, so a change to a
/// line's format or to a step cannot leave the workflow checking something the app no longer
/// writes, or the docs describing steps the workflow no longer runs.
@Suite("Diagnostics: the workflow, the docs and the self-check's lines agree")
struct SelfCheckWorkflowContractTests {
  /// The package's root: the nearest folder above this file that holds `Package.swift`, so the
  /// test finds it wherever the file moves in the test tree.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  /// The workflow without its comment lines (the header cites the same commands).
  static func workflow() throws -> String {
    try text(".github/workflows/ios.yml").split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
      .joined(separator: "\n")
  }

  /// The part of a Markdown file from `heading` to the next heading of the same level.
  static func section(_ path: String, _ heading: String) throws -> String {
    let full = try text(path)
    guard let start = full.range(of: heading + "\n") else { return "" }
    let rest = full[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// The steps, in the order the workflow runs them.
  static let steps = [
    "Xcode_26.2.app",
    "xcrun simctl create",
    "xcrun simctl boot",
    "xcodegen generate",
    "-scheme BottomSheetDemo",
    "bootstatus",
    "com.apple.keyboard.preferences",
    "HardwareKeyboardLastSeen -bool false",
    "AutomaticMinimizationEnabled -bool false",
    "xcrun simctl shutdown",
    "xcrun simctl install",
    "simctl launch --console-pty --terminate-running-process",
    "get_app_container",
  ]

  @Test(
    "the workflow, the README's Mac steps and docs/uikit.md run the same steps in the same order",
    arguments: ["workflow", "README.md", "docs/uikit.md"])
  func stepForStep(source: String) throws {
    let text =
      switch source {
      case "workflow": try Self.workflow()
      case "README.md": try Self.section("README.md", "## Checking on a device (Mac)")
      default: try Self.section("docs/uikit.md", "## Checking on a device")
      }
    #expect(!text.isEmpty, "\(source): the section was not found")
    var previous = text.startIndex
    for step in Self.steps {
      guard let found = text.range(of: step) else {
        Issue.record("\(source) lacks the step \(step)")
        continue
      }
      #expect(found.lowerBound >= previous, "\(source): \(step) comes before the step above it")
      previous = found.lowerBound
    }
  }

  @Test("the workflow greps for the lines the core prints, and passes the core's arguments")
  func linesTheWorkflowReads() throws {
    let workflow = try Self.workflow()
    // The plan line and the pattern that reads its number.
    let plan = DeviceCheckPlan(rows: ["a", "b", "c"]).line
    #expect(plan == "plan: 3 results")
    #expect(workflow.contains(#"s/^plan: \([0-9][0-9]*\) results$/\1/p"#))
    // Result lines start with the verdict's word and a space.
    for verdict in [DeviceCheckVerdict.pass, .fail, .skip] {
      let line = DeviceCheckResult(name: "n", verdict: verdict, figure: "f").line
      #expect(line.hasPrefix(verdict.label + " "))
    }
    #expect(workflow.contains("'^(PASS|FAIL|SKIP) '"))
    #expect(workflow.contains("'^FAIL '"))
    // The last line of a successful run.
    let ok = DeviceCheckSummary([DeviceCheckResult(name: "n", verdict: .pass, figure: "")])
    #expect(ok.lines.last == "result: OK")
    #expect(workflow.contains(#""$(tail -n 1 "$log")" != "result: OK""#))
    // The arguments and the file.
    #expect(workflow.contains("args=(\(DeviceCheckSummary.launchArgument))"))
    #expect(workflow.contains("\"\(DeviceCheckSummary.expectSkipPrefix)$name\""))
    #expect(workflow.contains("Documents/self-check.log"))
    let log = try Self.text("Examples/BottomSheetDemo/Sources/SelfCheck/SelfCheckLog.swift")
    #expect(log.contains(#"static let fileName = "self-check.log""#))
  }
}
