import Foundation
import Testing

/// The demo's `PublicNameProbe.swift` names every public type of the core, the UIKit adapter and
/// the SwiftUI wrapper beside Foundation, UIKit, SwiftUI, CoreGraphics and QuartzCore; compiled
/// for iOS, it fails on a name we share with them. These tests keep its list complete, so a new
/// public type cannot skip the check.
@Suite("Public names: the demo's probe names every public type")
struct PublicNameProbeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let modules = ["BottomSheetCore", "BottomSheet", "BottomSheetSwiftUI"]
  static let probe = "Examples/BottomSheetDemo/Sources/NameProbe/PublicNameProbe.swift"

  /// The names of the top-level public types declared in `module`'s sources: at the file's top
  /// level, which is one indentation step (2 spaces) inside a file wrapped in `#if os(iOS)`.
  static func publicTypes(in module: String) throws -> Set<String> {
    let pattern =
      #"public\s+(?:final\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"#
    let folder = root.appending(path: "Sources/\(module)")
    var names = Set<String>()
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      let indent = text.hasPrefix("#if") ? "  " : ""
      let declaration = try Regex(#"^"# + indent + #"(?:@\w+(?:\([^)]*\))?\s+)*"# + pattern)
        .anchorsMatchLineEndings()
      for match in text.matches(of: declaration) {
        if let name = match.output[1].substring { names.insert(String(name)) }
      }
    }
    return names
  }

  @Test("every public type is probed", arguments: modules)
  func everyPublicTypeIsProbed(module: String) throws {
    let probe = try String(contentsOf: Self.root.appending(path: Self.probe), encoding: .utf8)
    let types = try Self.publicTypes(in: module)
    #expect(!types.isEmpty, "no public type found in \(module): the scan is broken")
    for name in types.sorted() {
      #expect(
        probe.contains("Probe\(name) = \(name)") || probe.contains("Probe\(name) = any \(name)"),
        "\(module).\(name) is public but \(Self.probe) does not name it")
    }
  }

  /// The names that broke SwiftUI files before they were renamed.
  @Test("the names SwiftUI also declares are gone", arguments: ["Spring", "LayoutDirection"])
  func collidingNamesAreGone(name: String) throws {
    for module in Self.modules {
      #expect(!(try Self.publicTypes(in: module)).contains(name))
    }
  }
}
