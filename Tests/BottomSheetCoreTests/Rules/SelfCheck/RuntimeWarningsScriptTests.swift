@_spi(SelfCheck) import BottomSheetRules
import Foundation
import Testing

/// `Scripts/runtime-warnings.awk` is what the workflow runs on the app's console after the
/// self-check; `DeviceCheckRuntimeWarnings` says what it must find. These tests hold both to the
/// same lines, running the script here with the system's awk (mawk or gawk; macOS has its own).
@Suite("Diagnostics: runtime warnings from the package's views fail the run")
struct RuntimeWarningsScriptTests {
  /// Messages as `log stream --style compact` prints them, each with the finding it must give.
  static let messages:
    [(line: UInt, message: String, finding: DeviceCheckRuntimeWarnings.Finding?)] = [
      (
        #line,
        "2026-09-20 10:11:12.345 F  BottomSheetDemo[812:2231] [com.apple.SwiftUI:Invalid Configuration] "
          + "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
        .library
      ),
      (
        #line,
        "2026-09-20 10:11:12.400 F  BottomSheetDemo[812:2231] [com.apple.SwiftUI:Invalid Configuration] "
          + "Modifying state during view update, this will cause undefined behavior.",
        .library
      ),
      // A constraint warning naming the package's grabber on a continuation line.
      (
        #line,
        "2026-09-20 10:11:13.001 E  BottomSheetDemo[812:2231] [com.apple.UIKit:LayoutConstraints] "
          + "Unable to simultaneously satisfy constraints.\n"
          + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
          + "(\n    \"<NSLayoutConstraint:0x600002 BottomSheet.SheetGrabberView:0x10a.height == 5   (active)>\"\n)",
        .library
      ),
      // The same about the demo's own screen: reported, not failed.
      (
        #line,
        "2026-09-20 10:11:13.101 E  BottomSheetDemo[812:2231] [com.apple.UIKit:LayoutConstraints] "
          + "Unable to simultaneously satisfy constraints.\n"
          + "(\n    \"<NSLayoutConstraint:0x600003 UIView:0x10b.height == 60   (active)>\",\n"
          + "    \"<NSLayoutConstraint:0x600004 BottomSheetDemo.SelfCheckStackScreen:0x10c>\"\n)",
        .elsewhere
      ),
      // A mangled class of the SwiftUI wrapper (a generic hosting controller).
      (
        #line,
        "2026-09-20 10:11:14.000 E  BottomSheetDemo[812:2231] [com.apple.UIKit:AppLifecycle] "
          + "Unbalanced calls to begin/end appearance transitions for "
          + "<_TtGC7SwiftUI19UIHostingControllerGV18BottomSheetSwiftUI20BottomSheetRootView_: 0x10d>.",
        .library
      ),
      (
        #line,
        "2026-09-20 10:11:14.100 E  BottomSheetDemo[812:2231] [com.apple.UIKit:AppLifecycle] "
          + "Unbalanced calls to begin/end appearance transitions for <BottomSheet.BottomSheetContainerViewController: 0x10e>.",
        .library
      ),
      (
        #line,
        "2026-09-20 10:11:14.200 E  BottomSheetDemo[812:2231] [com.apple.UIKit:AppLifecycle] "
          + "Unbalanced calls to begin/end appearance transitions for <BottomSheetDemo.SelfCheckStageViewController: 0x10f>.",
        .library
      ),
      // A fixture the package's container holds as its child: the container made the calls.
      (
        #line,
        "2026-09-20 10:11:14.300 E  BottomSheetDemo[812:2231] [com.apple.UIKit:AppLifecycle] "
          + "Unbalanced calls to begin/end appearance transitions for <BottomSheetDemo.SelfCheckProbeViewController: 0x110>.",
        .library
      ),
      // Not a runtime warning: the self-check's own lines, the app's name, other UIKit chatter.
      (
        #line,
        "2026-09-20 10:11:15.000 Df BottomSheetDemo[812:2231] [dev.bottomsheet.demo:self-check] plan: 48 results",
        nil
      ),
      (
        #line,
        "2026-09-20 10:11:15.100 I  BottomSheetDemo[812:2231] [com.apple.UIKit:Scene] BottomSheet.framework loaded",
        nil
      ),
    ]

  @Test(
    "the rules: SwiftUI's warnings and unbalanced appearance calls are the package's, a constraint warning when it names its types"
  )
  func findings() {
    for row in Self.messages {
      #expect(
        DeviceCheckRuntimeWarnings.finding(in: row.message) == row.finding,
        sourceLocation: rowLocation(row.line))
    }
  }

  @Test("a capture splits into messages at the lines that start with a date")
  func messagesOfACapture() {
    let capture =
      "Filtering the log data using \"process == \\\"BottomSheetDemo\\\"\"\n"
      + Self.messages.map(\.message).joined(separator: "\n") + "\n"
    let messages = DeviceCheckRuntimeWarnings.messages(inLog: capture)
    #expect(messages.count == Self.messages.count + 1)
    #expect(
      messages.dropFirst().map { $0.trimmingCharacters(in: .newlines) }
        == Self.messages.map(\.message))
  }

  /// Runs the script on `capture`: its output lines and exit status; nil when no awk runs here.
  static func runScript(on capture: String) throws -> (lines: [String], status: Int32)? {
    let awk = ["/usr/bin/awk", "/bin/awk"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let awk else { return nil }
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("runtime-warnings-\(UUID().uuidString).log")
    try capture.write(to: input, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: input) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: awk)
    let script = SelfCheckWorkflowContractTests.root.appending(path: "Scripts/runtime-warnings.awk")
    process.arguments = ["-f", script.path, input.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return (text.split(separator: "\n").map(String.init), process.terminationStatus)
  }

  @Test("the workflow's script finds what the rules find, and exits 1 only for the package's")
  func script() throws {
    let header =
      "Filtering the log data using \"process == \\\"BottomSheetDemo\\\"\"\n"
      + "Timestamp               Ty Process[PID:TID]\n"
    let all = header + Self.messages.map(\.message).joined(separator: "\n") + "\n"
    let expected = Self.messages.compactMap { row -> String? in
      guard let finding = row.finding else { return nil }
      let first = row.message.split(separator: "\n").first.map(String.init) ?? ""
      return (finding == .library ? "LIBRARY " : "ELSEWHERE ") + first
    }
    guard let run = try Self.runScript(on: all) else {
      Issue.record("no awk at /usr/bin/awk or /bin/awk: the workflow's script was not run")
      return
    }
    #expect(run.lines == expected)
    #expect(run.status == 1)
    // Only what is not the package's: listed, exit 0.
    let elsewhere = Self.messages.filter { $0.finding != .library }.map(\.message)
    let quiet = try #require(
      try Self.runScript(on: header + elsewhere.joined(separator: "\n") + "\n"))
    #expect(quiet.lines.allSatisfy { $0.hasPrefix("ELSEWHERE ") })
    #expect(quiet.lines.count == Self.messages.filter { $0.finding == .elsewhere }.count)
    #expect(quiet.lines.count == 1)
    #expect(quiet.status == 0)
    // An empty capture: nothing, exit 0 (the workflow checks separately that the capture holds
    // the app's own lines).
    let empty = try #require(try Self.runScript(on: ""))
    #expect(empty.lines.isEmpty && empty.status == 0)
  }

  @Test("the script names exactly the rules' warnings and markers")
  func scriptNamesTheRules() throws {
    let script = try SelfCheckWorkflowContractTests.text("Scripts/runtime-warnings.awk")
    for text in DeviceCheckRuntimeWarnings.unattributed + DeviceCheckRuntimeWarnings.attributed
      + DeviceCheckRuntimeWarnings.libraryMarkers
    {
      #expect(script.contains("index(entry, \"\(text)\")"), "the script lacks \(text)")
    }
    let named = script.components(separatedBy: "index(entry, \"").count - 1
    #expect(
      named
        == DeviceCheckRuntimeWarnings.unattributed.count
        + DeviceCheckRuntimeWarnings.attributed.count
        + DeviceCheckRuntimeWarnings.libraryMarkers.count)
  }
}
