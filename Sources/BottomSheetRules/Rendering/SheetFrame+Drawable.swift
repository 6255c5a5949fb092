import BottomSheetCore

extension SheetFrame {
  /// Whether an adapter draws this frame (moves the sheet's view to ``layoutRect``, lays its
  /// content out, reports it to `didMove`): only once the sheet has a width. Before the
  /// container's geometry reaches the engine, or in a container that has no width yet, the
  /// layout rect is empty, and laying the content out there squeezes it to nothing (its
  /// constraints conflict, `viewDidLayoutSubviews` sees a zero width). A frame with a width but
  /// no height (a `.fitting` sheet whose content is 0 pt tall and has no bottom inset) is drawn:
  /// that is the sheet's real size.
  package var isDrawable: Bool {
    layoutRect.width > 0
  }
}
