#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import UIKit

  /// Listens to one sheet as its delegate (held weakly, so the check keeps it) and counts what
  /// the checks measure: its drawn frames, its life-cycle calls and UIKit's completions. It
  /// holds nothing of the sheet.
  @MainActor
  final class SelfCheckSheetWatch: BottomSheetDelegate {
    var arrival = DeviceCheckArrival()
    /// Counted only while set.
    var budget: DeviceCheckLayoutBudget?
    /// Counted only while set.
    var settles: DeviceCheckSettles?
    var didPresent = DeviceCheckTally(allowed: 1...1)
    var didDismiss = DeviceCheckTally(allowed: 1...1)
    var presentCompletions = DeviceCheckTally(allowed: 1...1)
    var dismissCompletions = DeviceCheckTally(allowed: 1...1)
    var attempts = DeviceCheckTally(allowed: 1...1)
    /// How often the sheet asked this delegate's veto (which allows every dismissal).
    var vetoAsks = DeviceCheckTally(allowed: 0...0)
    /// Whether the presenter took touches when the dismissal's completion ran.
    var presenterTakesTouches = false
    /// Every drawn frame's extent, in points.
    private(set) var extents: [Double] = []

    func bottomSheet(_ sheet: any BottomSheetControlling, didMoveTo frame: SheetFrame) {
      record(frame)
    }

    func bottomSheetDidPresent(_ sheet: any BottomSheetControlling) {
      didPresent.record()
    }

    func bottomSheetDidDismiss(_ sheet: any BottomSheetControlling) {
      didDismiss.record()
    }

    func bottomSheetDidAttemptToDismiss(_ sheet: any BottomSheetControlling) {
      attempts.record()
    }

    func bottomSheetShouldDismiss(_ sheet: any BottomSheetControlling) -> Bool {
      vetoAsks.record()
      return true
    }

    /// The completion to hand to `present`.
    func presentCompleted() {
      presentCompletions.record()
      arrival.recordCompletion()
    }

    /// Records a frame the sheet drew.
    func record(_ frame: SheetFrame) {
      extents.append(frame.selfCheckExtent)
      arrival.record(extent: frame.selfCheckExtent)
      budget?.record(frame)
      settles?.record(frame.phase)
    }

    /// Starts counting `probe`'s layout passes and safe-area changes into ``budget``.
    func measureLayout(of probe: SelfCheckProbeViewController, transitions: Int) {
      budget = DeviceCheckLayoutBudget(transitions: transitions)
      probe.onLayoutPass = { [weak self, weak probe] in
        guard let size = probe?.view.bounds.size else { return }
        self?.budget?.recordLayoutPass(width: Double(size.width), height: Double(size.height))
      }
      probe.onSafeAreaChange = { [weak self] in self?.budget?.recordSafeAreaChange() }
    }
  }
#endif
