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
    "get_app_container",
    "log stream",
    "simctl launch --terminate-running-process",
    "runtime-warnings.awk",
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
    // Each step after the one before it (prose may name a step earlier, as the docs' account of
    // why the app is launched without a pty names `log stream`).
    var previous = text.startIndex
    for step in Self.steps {
      guard let found = text.range(of: step, range: previous..<text.endIndex) else {
        let anywhere = text.range(of: step) != nil
        Issue.record(
          anywhere
            ? "\(source): \(step) comes only before the step above it"
            : "\(source) lacks the step \(step)")
        continue
      }
      previous = found.upperBound
    }
    // Launched without a pty: `--console-pty` on a freshly booted device has held the app's
    // first event for minutes.
    if source == "workflow" { #expect(!text.contains("--console-pty")) }
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
    #expect(
      workflow.contains(
        "args=(\(DeviceCheckSummary.launchArgument) \(DeviceCheckKeyboardWarmUp.requiredArgument))"
      ))
    #expect(workflow.contains("\"\(DeviceCheckSummary.expectSkipPrefix)$name\""))
    #expect(workflow.contains("Documents/self-check.log"))
    let log = try Self.text("Examples/BottomSheetDemo/Sources/SelfCheck/SelfCheckLog.swift")
    #expect(log.contains(#"static let fileName = "self-check.log""#))
    // Launched without a pty, the file is polled for the result line's prefix.
    #expect(ok.resultLine.hasPrefix("result: "))
    #expect(DeviceCheckSummary([]).resultLine.hasPrefix("result: "))
    #expect(workflow.contains("until grep -q '^result: ' \"$log\""))
    // Reports are shown, never counted: their prefix is no verdict's.
    #expect(DeviceCheckReport.prefix == "report: ")
    #expect(workflow.contains("'^report: '"))
    // The console's capture proves it saw the app by the plan line the app also logs.
    #expect(workflow.contains(#"'\] plan: [0-9]+ results'"#))
    #expect(log.contains("os_log(") && log.contains(#"subsystem = "dev.bottomsheet.demo""#))
    #expect(workflow.contains(#"--predicate "process == \"$APP_PROCESS\"""#))
    #expect(workflow.contains("APP_PROCESS: BottomSheetDemo"))
    // The script the workflow runs on the console, from the repository's root.
    #expect(workflow.contains("awk -f Scripts/runtime-warnings.awk \"$console\""))
  }

  @Test("the matrix builds with the oldest supported Xcode and the newest on the images")
  func xcodes() throws {
    let workflow = try Self.workflow()
    for xcode in ["Xcode_26.2.app", "Xcode_27.0.app"] {
      let path = "developer-dir: /Applications/\(xcode)/Contents/Developer"
      // Once for the adapters, once per self-check device.
      #expect(workflow.components(separatedBy: path).count - 1 >= 2, "\(xcode) is in one job only")
    }
    #expect(workflow.contains("DEVELOPER_DIR: ${{ matrix.developer-dir }}"))
    #expect(workflow.contains("image: xcode-27") && workflow.contains("image: macos-15"))
    // The oldest compiler, said in the manifest and the README.
    let manifest = try Self.text("Package.swift")
    #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
    #expect(manifest.contains("Swift 6.2.3, Xcode 26.2's"))
    let readme = try Self.text("README.md")
    #expect(readme.contains("Xcode 26.2's Swift 6.2.3 (`Package.swift`'s tools version is 6.2)"))
  }

  @Test("XcodeGen is a release archive checked against its SHA-256, not whatever a tap holds")
  func xcodeGenIsPinned() throws {
    let workflow = try Self.workflow()
    #expect(!workflow.contains("brew install xcodegen"))
    let version = try #require(
      workflow.firstMatch(of: /XCODEGEN_VERSION: ([0-9]+\.[0-9]+\.[0-9]+)\n/)?.output.1)
    let checksum = try #require(
      workflow.firstMatch(of: /XCODEGEN_SHA256: ([0-9a-f]{64})\n/)?.output.1)
    #expect(version == "2.46.0")
    #expect(checksum.count == 64)
    #expect(
      workflow.contains(
        #"https://github.com/yonaskolb/XcodeGen/releases/download/$XCODEGEN_VERSION/xcodegen.zip"#))
    #expect(workflow.contains(#"echo "$XCODEGEN_SHA256  $archive" | shasum -a 256 --check"#))
    // The docs name the same version.
    for path in ["README.md", "docs/uikit.md"] {
      let text = try Self.text(path)
      let named =
        text.contains("XcodeGen 2.46.0")
        || text.contains("XcodeGen](https://github.com/yonaskolb/XcodeGen) 2.46.0")
      #expect(named, "\(path) names another XcodeGen")
    }
  }

  @Test(
    "docs/uikit.md's plan lists as many rows as its plan line says, each a name the demo declares")
  func documentedPlan() throws {
    let section = try Self.section("docs/uikit.md", "## Checking on a device")
    let planned = try #require(section.firstMatch(of: /\nplan: ([0-9]+) results\n/)?.output.1)
    let table = section.components(separatedBy: "### The plan, row by row").last ?? ""
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| #") }
      .compactMap { row -> String? in
        let cells = row.split(separator: "|", omittingEmptySubsequences: false)
        guard cells.count > 3, Int(cells[1].trimmingCharacters(in: .whitespaces)) != nil else {
          return nil
        }
        return cells[2].trimmingCharacters(in: .whitespaces)
      }
    #expect(
      rows.count == Int(planned), "the table has \(rows.count) rows, the plan line \(planned)")
    #expect(Set(rows).count == rows.count, "a row is listed twice")
    let counted = section.contains("The \(planned) results, in the order they run")
    #expect(counted, "the table's introduction names another count")
    // Every name is a string the demo's checks declare, word for word.
    let folder = Self.root.appending(path: "Examples/BottomSheetDemo/Sources/SelfCheck")
    var sources = ""
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".swift") {
      sources += try String(contentsOf: folder.appending(path: file), encoding: .utf8)
    }
    for name in rows {
      let declared = sources.contains("\"\(name)\"")
      #expect(declared, "no check declares the row \(name)")
    }
  }
}
