import Foundation
import SheetLabKit
import Testing

/// `sheet-lab` writes as `cp` and `tee` do, and says plainly why a write failed.
@Suite("Output is written safely")
struct OutputWritingTests {
  static func scratchFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sheet-lab-output-\(UInt32.random(in: 0...UInt32.max))").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aSymbolicLinkIsFollowedToItsTargetEvenOneNotYetThere() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let link = folder + "/link.csv"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.csv")
    try ReportFiles.write("a,b\n", to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.csv")
    #expect(try String(contentsOfFile: folder + "/real.csv", encoding: .utf8) == "a,b\n")
    try ReportFiles.write("c\n", to: link)
    #expect(try String(contentsOfFile: folder + "/real.csv", encoding: .utf8) == "c\n")
  }

  @Test func aDeviceIsWrittenIntoAndNeverReplaced() throws {
    try ReportFiles.write("nothing\n", to: "/dev/null")
    do {
      try ReportFiles.write("full\n", to: "/dev/full")
      Issue.record("/dev/full took the write")
    } catch {
      #expect(error.description == "cannot write /dev/full: no space is left on the device")
    }
    var status = stat()
    #expect(stat("/dev/full", &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFCHR, "still a device")
  }

  @Test func aFolderIsRefusedAsAFileAndAFileAsAFolder() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: OutputError(path: folder, reason: "it is a folder")) {
      try ReportFiles.write("x", to: folder)
    }
    let file = folder + "/file"
    try ReportFiles.write("x", to: file)
    #expect(throws: OutputError(path: file, reason: "it is a file, not a folder")) {
      try ReportFiles.writeReport("<html/>", to: file)
    }
    #expect(throws: OutputError.self) { try ReportFiles.write("x", to: folder + "/none/x.csv") }
  }

  @Test func aRegularFileIsReplacedWhole() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/trace.json"
    try ReportFiles.write(String(repeating: "x", count: 10_000), to: file)
    try ReportFiles.write("short", to: file)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "short")
    // No temporary file is left next to it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.json"])
  }

  @Test func runNameGetsAFolderOfItsOwn() {
    #expect(ReportFiles.defaultDirectory(forScenario: "keyboard") == "sheet-lab-report/keyboard")
    #expect(ReportFiles.defaultDirectory(forScenario: "../etc") == "sheet-lab-report/.._etc")
    #expect(ReportFiles.defaultDirectory(forScenario: "..") == "sheet-lab-report/scenario")
    #expect(ReportFiles.defaultDirectory(forScenario: "a b/c") == "sheet-lab-report/a_b_c")
  }
}
