#if os(iOS)
  import BottomSheet
  import SwiftUI

  /// Carries out the core's `TransactionPacing` for one modified view: its probe reports the
  /// value SwiftUI draws each frame, its coordinator reports the moves it starts, and the sheet
  /// is handed each frame's progress through ``pace``.
  @MainActor
  final class BottomSheetAnimationPacer {
    private var rules = TransactionPacing()
    /// The probe's value for what the binding asks for at the update under way.
    var target: Double = 0
    /// Whether the update under way has an animation that is not disabled; false outside
    /// updates, so a move a release or a main-queue turn starts is the sheet's own.
    var isAnimatedUpdate = false
    /// Hands the sheet on screen a move's progress.
    var pace: (@MainActor (Double) -> Void)?
    /// The selection binding the sheet's content passes to `bottomSheetDetents`, if any: it
    /// stands in for a modifier without one, so an animated write to state the content's
    /// binding reads is paced too.
    var contentSelection: Binding<Detent.Identifier?>?

    nonisolated init() {}

    /// The probe's value for a sheet that is shown or not, at the detent `selection` (else the
    /// content's binding) names.
    func probeValue(isShown: Bool, selection: Binding<Detent.Identifier?>?) -> Double {
      TransactionPacing.probeValue(
        isShown: isShown, detent: (selection ?? contentSelection)?.wrappedValue)
    }

    /// The probe's value in a sheet's content for the selection its `bottomSheetDetents` asks
    /// for.
    static func contentValue(of preferences: BottomSheetContentPreferences) -> Double {
      TransactionPacing.probeValue(isShown: true, detent: preferences.selection?.wrappedValue)
    }

    /// Runs `body` (which may start moves) as part of an update whose transaction has an
    /// animation (`paced`) or not, toward the probe value `target`.
    func during(paced: Bool, toward target: Double, _ body: () -> Void) {
      self.target = target
      isAnimatedUpdate = paced
      defer { isAnimatedUpdate = false }
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
      carryOut(rules.handle(.moveBegan(toward: target, paced: isAnimatedUpdate)))
    }

    private func carryOut(_ command: TransactionPacing.Command?) {
      guard case .pace(let progress)? = command else { return }
      pace?(progress)
    }
  }

  /// A hidden view whose value SwiftUI interpolates with the animation of the transaction that
  /// changed it (`withAnimation`, `.animation(_:value:)`), and which reports the value of each
  /// frame to its pacer: how the wrapper samples an `Animation`, which has no public way to be
  /// sampled outside a view.
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
