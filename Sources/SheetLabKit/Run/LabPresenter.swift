import BottomSheetCore
import BottomSheetRules

/// The presenting screen as the UIKit adapter shows it (`RecedingPresenter`): the core's
/// recession (``SheetFrame/presenterRecession``), except through a rotation, where the rules'
/// ``RecessionSizeChange`` holds what showed, animates it to the recession of the sheet resting
/// in the new container (``SheetEngine/restingPresenterRecession(inContainerOfSize:)``) with
/// the rotation's duration and curve, and hands it back to the core at the end.
///
/// A `layout` input that changes the container's size is a rotation of ``rotationDuration``
/// along ``rotationCurve``. The animation is drawn as Core Animation interpolates a layer's
/// transform from a scale-and-move to another: each amount linearly along the curve.
package struct LabPresenter {
  /// How long a rotation's animation lasts, in seconds: 0.4 s, the
  /// `UIViewControllerTransitionCoordinator.transitionDuration` an iPhone's rotation reports.
  /// Apple documents no value; this is the one the lab assumes.
  package static let rotationDuration: Double = 0.4
  /// The curve of a rotation's animation: UIKit's ease-in-out, the coordinator's
  /// `completionCurve` for a rotation.
  package static let rotationCurve = TimingCurve.easeInOut

  /// The rules' handling of the size change.
  private var rule = RecessionSizeChange()
  /// What the model shows (the adapter's `applied`).
  private var applied = PresenterRecession.none
  /// The rotation's animation under way: what it goes from and to, and when it started.
  private var animation: (from: PresenterRecession, to: PresenterRecession, start: Double)?
  /// What the layer shows while the change holds it, before its animation.
  private var held: PresenterRecession?
  /// When the rotation under way completes, in seconds.
  private var end: Double?

  /// The container is about to change size at `time` (before the engine hears of it).
  mutating func containerWillChange(at time: Double) {
    if case .hold(let onScreen) = rule.handle(.began(onScreen: applied)) { held = onScreen }
    end = time + LabPresenter.rotationDuration
  }

  /// The rotation's animation block runs at `time`, the engine having the new layout: the
  /// presenter animates toward `destination`.
  mutating func animate(toward destination: PresenterRecession, at time: Double) {
    guard case .animate(let from, let to) = rule.handle(.animate(toward: destination)) else {
      return
    }
    animation = (from, to, time)
  }

  /// What the presenter shows for the engine's `frame` at `time`.
  mutating func shown(for frame: SheetFrame, at time: Double) -> PresenterRecession {
    if let end, time >= end - 1e-9 {
      _ = rule.handle(.ended)
      self.end = nil
      animation = nil
      held = nil
    }
    let answer = rule.handle(.answered(frame.presenterRecession, settled: !frame.isAnimating))
    if case .show(let recession) = answer {
      applied = recession
      return recession
    }
    guard let animation else { return held ?? .none }
    let fraction = min(max((time - animation.start) / LabPresenter.rotationDuration, 0), 1)
    return LabPresenter.interpolate(
      animation.from, animation.to, LabPresenter.rotationCurve.value(at: fraction))
  }

  /// Each amount of `from` and `to` mixed linearly: `from` at 0, `to` at 1.
  static func interpolate(_ from: PresenterRecession, _ to: PresenterRecession, _ t: Double)
    -> PresenterRecession
  {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return PresenterRecession(
      progress: mix(from.progress, to.progress), scale: mix(from.scale, to.scale),
      cornerRadius: mix(from.cornerRadius, to.cornerRadius),
      dimmingAlpha: mix(from.dimmingAlpha, to.dimmingAlpha),
      verticalOffset: mix(from.verticalOffset, to.verticalOffset))
  }
}
