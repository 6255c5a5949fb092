import BottomSheetCore

/// The runtime warnings SwiftUI and UIKit log that a self-check run must not contain from the
/// package's own views, and how a logged message is told to be the package's.
///
/// The self-check's rows see what the package's views do, not what SwiftUI and UIKit think of
/// it: a write to app state from a preference or `onChange` callback during SwiftUI's graph
/// update passes every row and is still a bug, which SwiftUI reports only in the log. So the
/// workflow captures the app's console (`log stream`, filtered to the app's process) and, after
/// the run, `Scripts/runtime-warnings.awk` reads it as this type says, failing the job on a
/// warning that is the package's and printing the others:
///
/// ```swift
/// DeviceCheckRuntimeWarnings.finding(in: "… Unable to simultaneously satisfy constraints. …"
///   + " <NSLayoutConstraint:0x… BottomSheet.SheetGrabberView:0x… …>")   // .library
/// ```
///
/// - SwiftUI's two warnings and UIKit's unbalanced appearance calls (``unattributed``) count as
///   the package's whatever they name. In the self-check's process every SwiftUI state they
///   could be about is the package's wrapper or a check's fixture, and the fixtures write only
///   from callbacks the package calls. Appearance calls are made by UIKit and by the package's
///   containers and presentations, never by a fixture, and UIKit's message names the view
///   controller whose calls were unbalanced: a fixture child of the package's container when the
///   container is the one that got them wrong.
/// - UIKit's constraint warning (``attributed``) names the views involved: it is the package's
///   when the message names one of its types (``libraryMarkers``: a module-qualified name,
///   `BottomSheet.SheetGrabberView`, or a mangled one, `_TtC11BottomSheet…`), and reported
///   otherwise (a fixture's own constraints).
@_spi(SelfCheck) public enum DeviceCheckRuntimeWarnings {
  /// Where a warning came from.
  @_spi(SelfCheck) public enum Finding: Sendable, Hashable {
    /// From the package's own views: the job fails.
    case library
    /// From a view that is not the package's: printed, not failed.
    case elsewhere
  }

  /// The warnings that are the package's whatever they name: SwiftUI's, which name no view,
  /// and UIKit's unbalanced appearance calls, which only the package and UIKit make here.
  @_spi(SelfCheck) public static let unattributed = [
    "Publishing changes from within view updates",
    "Modifying state during view update",
    "Unbalanced calls to begin/end appearance transitions",
  ]
  /// UIKit's warnings that are the package's only when they name its views.
  @_spi(SelfCheck) public static let attributed = [
    "Unable to simultaneously satisfy constraints"
  ]
  /// How the package's types show in a message: module-qualified (a Swift class's
  /// `NSStringFromClass`) or mangled (a private or generic class's), for the modules that hold
  /// views and view controllers. The demo's module, `BottomSheetDemo`, matches none of them.
  @_spi(SelfCheck) public static let libraryMarkers = [
    "BottomSheet.", "BottomSheetSwiftUI.", "11BottomSheet", "18BottomSheetSwiftUI",
  ]

  /// Whether `message` (a whole logged message, its continuation lines included) is a runtime
  /// warning, and whose; nil when it is none of them.
  @_spi(SelfCheck) public static func finding(in message: String) -> Finding? {
    let text = Array(message.utf8)
    func mentions(_ part: String) -> Bool { contains(text, Array(part.utf8)) }
    if unattributed.contains(where: mentions) { return .library }
    guard attributed.contains(where: mentions) else { return nil }
    return libraryMarkers.contains(where: mentions) ? .library : .elsewhere
  }

  /// Whether `part` occurs in `text`, byte for byte (awk's `index`): the standard library's
  /// `String.contains(_:)` for a string needs iOS 16, and the rules build for iOS 15 without
  /// Foundation.
  private static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
    guard !part.isEmpty else { return true }
    guard text.count >= part.count else { return false }
    for start in 0...(text.count - part.count)
    where text[start] == part[0] && text[start..<(start + part.count)].elementsEqual(part) {
      return true
    }
    return false
  }

  /// The messages of a `log stream --style compact` capture, each with its continuation lines:
  /// a line that starts with a date (`2026-09-20 `) begins a message, any other line continues
  /// the one before.
  @_spi(SelfCheck) public static func messages(inLog text: String) -> [String] {
    var messages: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if startsWithDate(line) || messages.isEmpty {
        messages.append(String(line))
      } else {
        messages[messages.count - 1] += "\n" + line
      }
    }
    return messages
  }

  private static func startsWithDate(_ line: Substring) -> Bool {
    let characters = Array(line.prefix(11).unicodeScalars)
    guard characters.count == 11 else { return false }
    let shape = "dddd-dd-dd "
    return zip(characters, shape).allSatisfy { character, kind in
      kind == "d"
        ? ("0"..."9").contains(character) : character == kind.unicodeScalars.first!
    }
  }
}
