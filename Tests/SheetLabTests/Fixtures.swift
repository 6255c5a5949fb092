import Foundation
import SheetLabKit

/// Shared inputs for the lab's tests.
enum Fixtures {
  /// The repository's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The example scenario file shipped with the documentation.
  static let examplePath = root.appendingPathComponent("Examples/Scenarios/sheet-with-list.json")
    .path

  /// Every built-in scenario run once at 120 Hz, shared by the tests that only read them.
  static let runs: [LabRun] = BuiltInScenarios.all.map { LabRun($0) }

  /// A small valid scenario file; tests break one field at a time.
  static let good = """
    {
      "name": "good",
      "duration": 2,
      "detents": ["fitting", {"kind": "fraction", "value": 0.5, "id": "half"}, "large"],
      "inputs": [
        {"at": 0, "type": "present"},
        {"at": 0.5, "type": "drag", "path": [{"by": 60, "over": 0.05}], "velocity": 1500},
        {"at": 1.2, "type": "tapOnDimming"},
        {"at": 1.5, "type": "contentHeight", "height": 400}
      ],
      "expect": {"finalPhase": "hidden", "notifications": ["willPresent", "willDismiss", "didDismiss"]}
    }
    """
}
