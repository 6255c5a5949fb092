#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI

  /// Carries out the core's `DetentBindingSync` for one sheet and its selected-detent binding:
  /// it moves the sheet when the rule says, and writes the binding only on the main-queue turn
  /// the rule asks for, never inside a view update.
  @MainActor
  final class BottomSheetSelectionDriver {
    private var rules = DetentBindingSync()
    /// The binding in force, read live (the content's, else the modifier's).
    private let selection: @MainActor () -> Binding<Detent?>?
    /// The sheet on screen, if any.
    private let sheet: @MainActor () -> (any BottomSheetControlling)?
    /// Whether moves animate: false only during an update whose transaction disables
    /// animations.
    var animates = true
    /// Called after each move it starts (so the transaction's animation can pace it).
    var moveBegan: (@MainActor () -> Void)?

    init(
      selection: @escaping @MainActor () -> Binding<Detent?>?,
      sheet: @escaping @MainActor () -> (any BottomSheetControlling)?
    ) {
      self.selection = selection
      self.sheet = sheet
    }

    /// Runs `body`, in which the moves it starts animate as `animated` says.
    func during(animated: Bool, _ body: () -> Void) {
      let before = animates
      animates = animated
      defer { animates = before }
      body()
    }

    /// The view updated and the sheet has its new settings: follow an app write, or owe the
    /// binding the sheet's detent.
    func updated() {
      guard let binding = selection() else { return }
      let sheet = sheet()
      send(
        .update(
          binding: binding.wrappedValue?.identifier, sheet: sheet?.selectedDetent,
          available: sheet?.configuration.detents.map(\.identifier) ?? []))
    }

    /// The sheet picked another detent (possibly inside an update).
    func sheetChangedDetent() {
      guard selection() != nil else { return }
      send(.sheetChangedDetent)
    }

    /// The sheet was drawn at `frame`.
    func frameDrawn(_ frame: SheetFrame) {
      send(.frameDrawn(isHeld: frame.phase == .dragging))
    }

    /// The modified view left: nothing more is written.
    func removed() {
      send(.removed)
    }

    private func turn() {
      send(.turn(binding: selection()?.wrappedValue?.identifier, sheet: sheet()?.selectedDetent))
    }

    private func send(_ event: DetentBindingSync.Event) {
      for command in rules.handle(event) {
        switch command {
        case .select(let detent):
          sheet()?.selectDetent(detent, animated: animates)
          moveBegan?()
        case .scheduleTurn:
          BottomSheetTurn.next { [weak self] in self?.turn() }
        case .write(let identifier):
          // The detent of the sheet's own list (the content's, which wins over the modifier's)
          // that the rule names; none names it only if the sheet's detents went meanwhile.
          let detents = sheet()?.configuration.detents ?? []
          if let detent = DetentSelection.detent(named: identifier, in: detents) {
            selection()?.wrappedValue = detent
          }
        }
      }
    }
  }
#endif
