#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import Combine
  import SwiftUI

  /// Carries out the core's `TransactionPacing` for one modified view (or one sheet's content):
  /// its probe reports the value SwiftUI draws each frame, its coordinator reports the updates
  /// it runs and the moves it starts, and the sheet is handed each frame's progress through
  /// ``pace`` on a main-queue turn of its own, never inside the view update the probe reports
  /// from.
  ///
  /// An `ObservableObject` only so `@StateObject` creates it once per view; it publishes
  /// nothing.
  @MainActor
  final class BottomSheetAnimationPacer: ObservableObject {
    private var rules = TransactionPacing()
    /// Hands the sheet on screen a move's progress.
    var pace: (@MainActor (Double) -> Void)?
    /// The selection binding the sheet's content passes to `bottomSheetDetents`, if any: it
    /// wins over the modifier's, as it does for the sheet.
    var contentSelection: Binding<Detent?>?

    nonisolated init() {}

    /// The probe's value for a sheet that is shown or not, at the detent the binding in force
    /// names: the content's, else the modifier's `selection`.
    func probeValue(isShown: Bool, selection: Binding<Detent?>?) -> Double {
      TransactionPacing.probeValue(
        isShown: isShown, detent: (contentSelection ?? selection)?.wrappedValue?.identifier)
    }

    /// The probe's value in a sheet's content for the selection its `bottomSheetDetents` asks
    /// for.
    static func contentValue(of preferences: BottomSheetContentPreferences) -> Double {
      TransactionPacing.probeValue(
        isShown: true, detent: preferences.selection?.wrappedValue?.identifier)
    }

    /// A view update begins whose state's probe value is `target`, under a transaction with an
    /// animation (`hasAnimation`) or not, that disables animations or not.
    func updateBegan(target: Double, hasAnimation: Bool, disablesAnimations: Bool) {
      carryOut(
        rules.handle(
          .updateBegan(
            target: target, hasAnimation: hasAnimation, disablesAnimations: disablesAnimations))
      )
    }

    /// The update ended.
    func updateEnded() {
      carryOut(rules.handle(.updateEnded))
    }

    /// Runs `body` (which may start moves) as an update toward the probe value `target` whose
    /// moves are paced or not.
    func during(paced: Bool, toward target: Double, _ body: () -> Void) {
      updateBegan(target: target, hasAnimation: paced, disablesAnimations: false)
      defer { updateEnded() }
      body()
    }

    /// Forgets the probe's values and any paced move: a new sheet's content starts afresh.
    func reset() {
      rules = TransactionPacing()
    }

    /// The probe's body ran with `value`.
    func probed(_ value: Double) {
      carryOut(rules.handle(.probed(value)))
    }

    /// The wrapper just started a move of the sheet (a presentation, a dismissal, a detent).
    func moveBegan() {
      carryOut(rules.handle(.moveBegan))
    }

    private func carryOut(_ command: TransactionPacing.Command?) {
      switch command {
      case .scheduleTurn:
        DispatchQueue.main.async { [weak self] in
          guard let self else { return }
          self.carryOut(self.rules.handle(.turn))
        }
      case .pace(let progress):
        pace?(progress)
      case nil:
        break
      }
    }
  }

  /// A hidden view whose value SwiftUI interpolates with the animation of the transaction that
  /// changed it (`withAnimation`, `.animation(_:value:)`), calling its body on every frame
  /// (WWDC23, "Explore SwiftUI animation"), and which reports each frame's value to its pacer:
  /// how the wrapper samples an `Animation`, which has no public way to be sampled outside a
  /// view. Reporting only stores the value; the sheet moves on a turn of its own.
  struct BottomSheetAnimationProbe: View, Animatable {
    var animatableData: Double
    let pacer: BottomSheetAnimationPacer

    var body: some View {
      let _ = pacer.probed(animatableData)
      Color.clear
        .frame(width: 0, height: 0)
        .accessibilityHidden(true)
        .allowsHitTesting(false)
    }
  }
#endif
