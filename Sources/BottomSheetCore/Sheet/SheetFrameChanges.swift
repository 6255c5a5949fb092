/// What a ``SheetFrame`` changed against the frame the engine drew before it, so a renderer
/// does the costly work only at the frames that need it.
///
/// Per frame a renderer moves the sheet (`SheetFrame.layoutRect`'s origin) and sets the
/// dimming alpha; everything else it applies only when a flag here says so:
///
/// ```swift
/// let frame = engine.step(to: now)
/// move(sheet, to: frame.layoutRect.origin)
/// if frame.changes.contains(.layoutHeight) { resize(sheet, frame.layoutHeight) }
/// if frame.changes.contains(.contentInset) { inset(content, frame.contentBottomInset) }
/// if frame.changes.contains(.accessibility) { updateVoiceOver(frame) }
/// ```
///
/// The first frame the engine draws has every flag. The layout height and the content inset
/// change only at events (a grab, a new target, a content, layout or keyboard change) and when
/// the sheet comes to rest, never on the frames of a drag or a spring in between; the width
/// also changes on the frames of a sideways glide to a new width (a new placement).
package struct SheetFrameChanges: OptionSet, Sendable, Hashable {
  /// The flags' bits.
  package let rawValue: UInt8

  /// Creates a set from its raw bits.
  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The size the content is laid out at changed (`SheetFrame.layoutHeight`, a card's
  /// ``SheetFrame/bottomClearance``, or the content's width, `SheetFrame.contentRect`, after a
  /// change of the container's width or of whether the sheet can float, and at each frame of a
  /// sideways glide to a new width): resize the sheet and lay its content out at once.
  package static let layoutHeight = SheetFrameChanges(rawValue: 1 << 0)
  /// `SheetFrame.contentBottomInset` changed: give the content its new bottom inset.
  package static let contentInset = SheetFrameChanges(rawValue: 1 << 1)
  /// What VoiceOver and touches see changed: the detent the sheet rests at or heads for
  /// (``SheetFrame/detent``, the grabber's spoken value) or whether the sheet is modal
  /// (`SheetFrame.passesTouchesThrough`).
  package static let accessibility = SheetFrameChanges(rawValue: 1 << 2)

  /// Every flag: what the first frame reports.
  package static let all: SheetFrameChanges = [.layoutHeight, .contentInset, .accessibility]
}
