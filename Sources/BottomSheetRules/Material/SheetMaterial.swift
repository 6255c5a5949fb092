import BottomSheetCore

/// What a sheet draws behind its content at one frame: a translucent ``effect`` and, over it, a
/// fill layer (the configured colour, or the system background) at ``fillOpacity``.
///
/// ``SheetMaterialRule/material(attachment:)`` answers it; a renderer keeps one effect view and
/// one fill view, both shaped like the surface (``SheetSurface``), sets the effect only when it
/// changes and the fill's alpha when its opacity changes.
///
/// | Looks like | ``effect`` | ``fillOpacity`` |
/// | --- | --- | --- |
/// | glass | ``SheetMaterialEffect/glass`` | 0 (rising towards 1 as the sheet attaches) |
/// | a blur | ``SheetMaterialEffect/blur`` | 0 |
/// | an opaque colour | ``SheetMaterialEffect/none`` | 1 |
/// | nothing | ``SheetMaterialEffect/none`` | 0 |
package struct SheetMaterial: Sendable, Hashable {
  /// The translucent effect under the fill.
  package var effect: SheetMaterialEffect
  /// The opacity of the fill layer drawn over the effect, 0…1: 0 shows the effect alone, 1
  /// hides it.
  package var fillOpacity: Double

  /// Creates a material.
  package init(effect: SheetMaterialEffect, fillOpacity: Double) {
    self.effect = effect
    self.fillOpacity = fillOpacity
  }

  /// Whether the fill hides the effect entirely: the sheet looks opaque.
  package var isOpaque: Bool { fillOpacity >= 1 }

  /// Whether the effect should be drawn at all: there is one and the fill does not hide it
  /// (glass or a blur under an opaque fill shows nothing but still samples what lies behind
  /// it, so a renderer hides it).
  package var showsEffect: Bool { effect != .none && !isOpaque }

  /// Whether nothing is drawn: no effect and an invisible fill.
  package var isEmpty: Bool { effect == .none && fillOpacity <= 0 }
}
