import BottomSheetCore

/// Which material a sheet draws behind its content (``SheetMaterial``), from the style the app
/// asked for, what the system offers, the accessibility settings and, frame by frame, how
/// attached the sheet's surface is (``SheetSurface/attachment``).
///
/// The discrete inputs decide the effect (``effect``); only the glass's fill depends on the
/// frame:
///
/// - ``SheetMaterialStyle/automatic``: glass where the system's design uses it
///   (``systemUsesGlass``, iOS 26 and later unless the app keeps the earlier design), else the
///   opaque system background, the sheet of iOS 13–18.
/// - ``SheetMaterialStyle/glass``: glass where the system has it (``glassAvailable``), else a
///   blur.
/// - ``SheetMaterialStyle/blur``, ``SheetMaterialStyle/color`` and ``SheetMaterialStyle/none``:
///   a blur, the opaque colour, nothing.
/// - ``SheetMaterialStyle/presentationEffect``: the effect the app set on the presentation,
///   drawn as a blur is: no fill over it (but Increase Contrast's floor), the opaque fill with
///   Reduce Transparency, at every attachment (the app chose it; it does not turn opaque).
///
/// **Glass turns opaque as the sheet attaches.** Apple describes iOS 26's partial-height sheets
/// as inset with a Liquid Glass background that, as the sheet is pulled up to its full height,
/// gradually becomes opaque and anchors to the screen's edges (WWDC25, "Build a SwiftUI app with
/// the new design" and "Build a UIKit app with the new design"). The rule does the same over the
/// surface's attachment `a`: the fill over the glass has opacity 0 while `a ≤`
/// ``opaqueOnset`` and `smoothstep((a − onset) / (1 − onset))` above it, reaching 1 when the
/// sheet is attached. Attachment is itself a continuous function of the drawn extent
/// (``SheetSurfaceMorph``), so the switch to opaque follows the finger and never jumps; its slope
/// is at most ``steepestSlope`` per unit of attachment. A sheet whose surface is attached at
/// every extent (``SheetSurfaceStyle/attached``) therefore shows its glass as opaque, as the
/// system's edge-attached sheet is; choose ``SheetMaterialStyle/blur`` for a translucent
/// attached sheet.
///
/// **Accessibility.** With Reduce Transparency on, glass and blurs become the opaque fill (Apple's
/// guidance for that setting is to replace translucency with solid backgrounds; UIKit's own
/// materials turn opaque too). With Increase Contrast on, the fill over glass or a blur is never
/// thinner than ``increasedContrastOpacity``, so text on the sheet keeps its contrast over a busy
/// background. Colours and ``SheetMaterialStyle/none`` are drawn as given in either case.
///
/// ```swift
/// let rule = SheetMaterialRule(style: .automatic, glassAvailable: true, systemUsesGlass: true)
/// let material = rule.material(attachment: frame.surface.attachment)
/// fillView.alpha = material.fillOpacity
/// ```
///
/// Every answer is finite and in 0…1 whatever the inputs, and computing one allocates nothing.
package struct SheetMaterialRule: Sendable, Hashable {
  /// The attachment at which the fill over glass starts to show, 0…1: 0.5. Apple publishes no
  /// number for when the system sheet's glass turns opaque; starting halfway through the surface's
  /// morph keeps the glass clear while the sheet still reads as floating and finishes exactly as
  /// it meets the screen's edges. The default of ``opaqueOnset``.
  package static let defaultOpaqueOnset: Double = 0.5
  /// The largest ``opaqueOnset`` the rule uses, 0.9: a later onset would make the switch to
  /// opaque nearly a step (its slope is `1.5 / (1 − onset)`).
  package static let maximumOpaqueOnset: Double = 0.9
  /// The least fill over glass or a blur with Increase Contrast on, 0…1: 0.8. Not published by
  /// Apple; chosen so the material still hints at what lies behind while content on it reads
  /// almost as on an opaque sheet. The default of ``increasedContrastOpacity``.
  package static let defaultIncreasedContrastOpacity: Double = 0.8

  /// What the app asked for.
  package var style: SheetMaterialStyle
  /// Whether the system can draw glass (iOS 26 and later).
  package var glassAvailable: Bool
  /// Whether the system's own design uses glass: iOS 26 and later, and the app does not keep the
  /// earlier design. Only ``SheetMaterialStyle/automatic`` reads it, and only with
  /// ``glassAvailable``.
  package var systemUsesGlass: Bool
  /// Whether Reduce Transparency is on.
  package var reduceTransparency: Bool
  /// Whether Increase Contrast is on (UIKit's darker system colours).
  package var increaseContrast: Bool
  /// The attachment at which glass starts to turn opaque. Not finite becomes
  /// ``defaultOpaqueOnset``; the value is clamped between 0 and ``maximumOpaqueOnset``.
  package var opaqueOnset: Double
  /// The least fill over glass or a blur with Increase Contrast on. Not finite becomes
  /// ``defaultIncreasedContrastOpacity``; the value is clamped to 0…1.
  package var increasedContrastOpacity: Double

  /// Creates the rule for one sheet's style on one system; the accessibility settings are off
  /// and the tuning values are the defaults unless given.
  package init(
    style: SheetMaterialStyle, glassAvailable: Bool, systemUsesGlass: Bool,
    reduceTransparency: Bool = false, increaseContrast: Bool = false,
    opaqueOnset: Double = SheetMaterialRule.defaultOpaqueOnset,
    increasedContrastOpacity: Double = SheetMaterialRule.defaultIncreasedContrastOpacity
  ) {
    self.style = style
    self.glassAvailable = glassAvailable
    self.systemUsesGlass = systemUsesGlass
    self.reduceTransparency = reduceTransparency
    self.increaseContrast = increaseContrast
    self.opaqueOnset = opaqueOnset
    self.increasedContrastOpacity = increasedContrastOpacity
  }

  /// The effect drawn under the fill. It depends only on the discrete inputs, never on the frame,
  /// so a renderer sets it when the style, the system or an accessibility setting changes.
  package var effect: SheetMaterialEffect {
    let wanted: SheetMaterialEffect
    switch style {
    case .automatic: wanted = glassAvailable && systemUsesGlass ? .glass : .none
    case .glass: wanted = glassAvailable ? .glass : .blur
    case .blur: wanted = .blur
    case .presentationEffect: wanted = .presentationEffect
    case .color, .none: wanted = .none
    }
    return reduceTransparency ? .none : wanted
  }

  /// The fill's opacity over the effect when the surface's attachment is `attachment` (0
  /// floating, 1 attached; not finite counts as floating, the value is clamped to 0…1).
  package func fillOpacity(attachment: Double) -> Double {
    switch effect {
    case .glass:
      return max(contrastFloor, glassOpacity(attachment: attachment))
    case .blur, .presentationEffect:
      return contrastFloor
    case .none:
      // An opaque fill for the system background, a colour and whatever Reduce Transparency made
      // opaque; nothing for `none`.
      return style == .none ? 0 : 1
    }
  }

  /// The material to draw when the surface's attachment is `attachment`. Allocation-free.
  package func material(attachment: Double) -> SheetMaterial {
    SheetMaterial(effect: effect, fillOpacity: fillOpacity(attachment: attachment))
  }

  /// The largest change of ``fillOpacity(attachment:)`` per unit of attachment: `1.5 / (1 −
  /// onset)` over glass (smoothstep's steepest slope over the ramp's length), 0 otherwise.
  /// `|Δfill| ≤ steepestSlope · |Δattachment|` between any two attachments.
  package var steepestSlope: Double {
    effect == .glass ? 1.5 / (1 - onset) : 0
  }

  /// ``opaqueOnset``, sanitised.
  var onset: Double {
    guard opaqueOnset.isFinite else { return SheetMaterialRule.defaultOpaqueOnset }
    return min(max(opaqueOnset, 0), SheetMaterialRule.maximumOpaqueOnset)
  }

  /// The fill Increase Contrast keeps under glass or a blur: 0 when it is off.
  var contrastFloor: Double {
    guard increaseContrast else { return 0 }
    guard increasedContrastOpacity.isFinite else {
      return SheetMaterialRule.defaultIncreasedContrastOpacity
    }
    return min(max(increasedContrastOpacity, 0), 1)
  }

  /// Smoothstep from 0 at the onset to 1 at full attachment.
  func glassOpacity(attachment: Double) -> Double {
    guard attachment.isFinite else { return 0 }
    let start = onset
    let fraction = (attachment - start) / (1 - start)
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    return fraction * fraction * (3 - 2 * fraction)
  }
}
