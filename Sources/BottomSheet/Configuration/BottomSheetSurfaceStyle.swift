#if os(iOS)
  import BottomSheetCore
  import Foundation

  /// Which shape the sheet's surface takes as it moves: the system's, floating or attached.
  ///
  /// The core decides the shape frame by frame (`SheetSurfaceStyle`, `SheetFrame.surface`);
  /// this only picks the style, resolving ``automatic`` on the running system when the sheet's
  /// engine configuration is built.
  ///
  /// ```swift
  /// var configuration = BottomSheetConfiguration.default
  /// configuration.surfaceStyle = .attached   // the iOS 13–18 look on every system
  /// ```
  public enum BottomSheetSurfaceStyle: Sendable, Hashable {
    /// The style of the system the app runs on: ``floating`` on iOS 26 and later, ``attached``
    /// before, and ``attached`` on iOS 26 for an app that keeps the earlier design with the
    /// `UIDesignRequiresCompatibility` Info.plist key (Apple documents it as running the app
    /// with the appearance of earlier releases).
    case automatic
    /// The iOS 26 sheet: inset from the screen's edges with every corner rounded at its partial
    /// detents, growing into an attached sheet as it reaches its full height.
    case floating
    /// The iOS 13–18 sheet: full width, top corners rounded, on the screen's bottom edge.
    case attached

    /// The core's style for this choice on the running system.
    var resolved: SheetSurfaceStyle {
      switch self {
      case .floating: return .floating
      case .attached: return .attached
      case .automatic:
        // The system's own design: floating where it uses Liquid Glass (iOS 26 and later, an
        // app built with the iOS 26 SDK that does not keep the earlier design).
        return SystemDesign.usesGlassDesign ? .floating : .attached
      }
    }
  }
#endif
