#if os(iOS)
  import BottomSheetCore
  import UIKit

  /// Everything about a sheet: how it moves and where it rests (``engine``, the core's
  /// `SheetConfiguration`) and how it looks (``appearance``).
  ///
  /// ```swift
  /// var configuration = BottomSheetConfiguration.default
  /// configuration.detents = [.fitting, .large]
  /// configuration.appearance.background = .blur(.systemMaterial)
  /// controller.presentBottomSheet(sheet, configuration: configuration)
  /// ```
  public struct BottomSheetConfiguration: Sendable {
    /// What the sheet's engine is told: detents, springs, snap policy, dimming, keyboard
    /// behaviour, placement, surface style, attached corner radius, Reduce Motion and the
    /// `shouldDismiss` veto. The sheet uses it as it is, with two facts of the running system:
    /// Reduce Motion is also on while the system setting is, and an `.automatic` surface style
    /// becomes the system's own.
    public var engine: SheetConfiguration
    /// Background, grabber, shadow and dimming colour.
    public var appearance: BottomSheetAppearance
    /// Whether the sheet keeps a recording of everything its engine is told (drags, releases,
    /// layout, keyboard, content height, navigation, accessibility, present and dismiss, each
    /// with its time): geometry and timing only, never content. Off by default, and free when
    /// off. Read when the sheet is created; get the file from
    /// ``BottomSheetControlling/recordingData()`` and run it with `sheet-lab run`.
    public var recordsInteraction = false

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - engine: How the sheet moves and where it rests; by default it fits its content and
    ///     can grow to full height.
    ///   - appearance: How the sheet looks; by default like the system sheet.
    public init(
      engine: SheetConfiguration = .fitting,
      appearance: BottomSheetAppearance = .system
    ) {
      self.engine = engine
      self.appearance = appearance
    }

    /// Where the sheet can rest, e.g. `[.fitting, .large]` (a shortcut for `engine.detents`).
    public var detents: [Detent] {
      get { engine.detents }
      set { engine.detents = newValue }
    }

    /// Where the sheet sits on a wide container (a shortcut for `engine.placement`):
    /// `.automatic` (full width on compact containers, a centred 560 pt sheet above 600 pt), or
    /// a floating card at the leading or trailing side, as Maps shows on iPad:
    /// `configuration.placement = .leading(.default)`. A card falls back to the full-width
    /// sheet on compact containers; leading is the right side in right-to-left layouts.
    public var placement: SheetPlacement {
      get { engine.placement }
      set { engine.placement = newValue }
    }

    /// The shape of the sheet's surface (a shortcut for `engine.surfaceStyle`): `.automatic`
    /// (the default) floats on iOS 26 and later and is attached before; `.floating` and
    /// `.attached` fix it on every system.
    public var surfaceStyle: SheetSurfaceStyle {
      get { engine.surfaceStyle }
      set { engine.surfaceStyle = newValue }
    }

    /// The radius of the sheet's top corners while it is attached (always with the attached
    /// surface style, at the full height with the floating one), in points; 10 by default, the
    /// system sheet's (a shortcut for `engine.attachedCornerRadius`). A floating sheet's corners
    /// follow the display's instead.
    public var cornerRadius: CGFloat {
      get { CGFloat(engine.attachedCornerRadius) }
      set { engine.attachedCornerRadius = Double(newValue) }
    }

    /// Whether `other` asks for the same behaviour (`SheetConfiguration.hasSameBehavior(as:)`)
    /// and looks the same, so a wrapper that rebuilds its configuration on every update can
    /// leave a sheet on screen alone when nothing changed.
    package func hasSameSettings(as other: BottomSheetConfiguration) -> Bool {
      engine.hasSameBehavior(as: other.engine) && appearance == other.appearance
    }

    // MARK: - Presets
    //
    // Each preset has the same name and detents as the core's `SheetConfiguration` preset it
    // wraps, with the look that suits it.

    /// The default: ``fitting``.
    public static var `default`: BottomSheetConfiguration {
      .fitting
    }

    /// Detents `[.fitting, .large]`: a modal sheet that fits its content (its
    /// `preferredContentSize`, else its Auto Layout height) and can be dragged to full height, with the system sheet's look
    /// (the core's `SheetConfiguration.fitting`).
    public static var fitting: BottomSheetConfiguration {
      BottomSheetConfiguration(engine: .fitting)
    }

    /// Detents `[.large]`: a modal sheet at full height only, like a page sheet (the core's
    /// `SheetConfiguration.modal`).
    public static var modal: BottomSheetConfiguration {
      BottomSheetConfiguration(engine: .modal)
    }

    /// Detents as given: a Maps-style persistent sheet (the core's
    /// `SheetConfiguration.persistent(detents:largestUndimmedDetent:)`), never dismissed by the user, the background stays
    /// interactive at and below `largestUndimmedDetent`, and a shadow separates it from the background.
    ///
    /// - Parameters:
    ///   - detents: The resting places, e.g. `[.collapsed, .medium, .large]`.
    ///   - largestUndimmedDetent: The largest detent that leaves the background undimmed and interactive;
    ///     nil keeps it so at every detent.
    public static func persistent(
      detents: [Detent], largestUndimmedDetent: Detent.Identifier? = nil
    ) -> BottomSheetConfiguration {
      BottomSheetConfiguration(
        engine: .persistent(detents: detents, largestUndimmedDetent: largestUndimmedDetent),
        appearance: .floating)
    }

    // MARK: - Resolved values

    /// Whether the grabber shows: ``BottomSheetGrabberStyle/automatic`` shows it when the sheet
    /// has more than one detent (then it is also the adjustable VoiceOver element).
    var showsGrabber: Bool {
      appearance.grabber.isVisible(detentCount: engine.detents.count)
    }

    /// The strip reserved above the content for the grabber, in points (0 when it overlays the
    /// content or is hidden).
    var grabberReservedHeight: CGFloat {
      showsGrabber ? appearance.grabber.reservedHeight : 0
    }
  }
#endif
