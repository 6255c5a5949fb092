#if os(iOS)
  import BottomSheetCore
  import BottomSheetRules
  import UIKit

  /// Applies the core's `PresenterRecession` to the view of the view controller that presented
  /// a modal sheet, and restores it exactly.
  ///
  /// The rule: the recession goes to `presentingViewController.view` (for a full-screen
  /// presenter, a navigation or tab bar controller included, the view UIKit keeps in the
  /// window under the sheet, since the sheet's `shouldRemovePresentersView` is false), and only
  /// while that view covers the sheet's container: a presenter that fills only part of the
  /// screen (a presentation context, a sheet under this sheet) is left alone.
  ///
  /// The presenter keeps its safe area while it is scaled because UIKit does not carry
  /// safe-area changes into a view with a scale transform (Apple calls safe-area propagation
  /// into a scaled view unsupported), so it never lays out on a frame.
  ///
  /// What it changes, only when the core's value changes, always without animation (it may
  /// run inside a rotation's or an app's animation block):
  /// - `transform`: a scale about the view's centre and a move down. A transform leaves the
  ///   view's `bounds` and `center`, and so Auto Layout, as they are, so the presenter never
  ///   lays out per frame.
  /// - `layer.cornerRadius` (the core's on-screen radius divided by the scale, as the layer is
  ///   scaled with the view), `masksToBounds` and `cornerCurve = .continuous`.
  /// - a ``PresenterMarginsView`` under the presenter's view in its superview: opaque black
  ///   where the scaled view no longer covers the screen (its rounded clipping cuts the
  ///   corners out).
  /// - the ``PresenterBackdropView`` in the container: the core's black shade over it. The
  ///   sheet's own dimming view lies above it.
  ///
  /// ``restore()`` puts back every property it saved the first time it changed one, removes
  /// the margins and hides the shade: when the core says `none` and when the sheet is released
  /// (dismissed or its presentation cancelled).
  ///
  /// **Through a rotation** (a change of the container's size) the presenter's recession
  /// animates along with the rotation: UIKit resizes the presenter in the rotation's animation,
  /// and a transformed view's frame is undefined (UIView.h), so its model transform is put back
  /// at once when the change begins (``beginContainerSizeChange()``, in the same transaction,
  /// so that state is never drawn) while an explicit animation on its layer shows it
  /// throughout, from the recession on screen when the change began to the recession of the
  /// sheet resting in the new container (the core's `restingPresenterRecession`), with the
  /// rotation's duration and curve
  /// (``animateContainerSizeChange(toward:duration:timing:)``); the shade follows in the same
  /// animation. Its corners and margins (which follow the presenter's superview as it resizes)
  /// stay. When the change completes (``endContainerSizeChange()``) the animation is removed
  /// and the model takes what the animation showed at its end, until the core's recession
  /// catches up with it, so nothing steps. Which of those to do, and from which recession to
  /// which, is the rules' `RecessionSizeChange`; this type turns a recession into a transform
  /// and a corner radius.
  @MainActor
  final class RecedingPresenter {
    /// What the presenter's view had before it receded.
    private struct Saved {
      var transform: CGAffineTransform
      var cornerRadius: CGFloat
      var masksToBounds: Bool
      var cornerCurve: CALayerCornerCurve
    }

    /// The shade over the presenter, in the sheet's container.
    let backdrop = PresenterBackdropView()
    /// The black behind the presenter, in its superview while it recedes.
    private let margins = PresenterMarginsView()
    private weak var view: UIView?
    private var saved: Saved?
    /// The recession on screen now (`none` when restored).
    private(set) var applied = PresenterRecession.none

    /// The key of the explicit animations that carry the recession through a rotation.
    private static let sizeChangeAnimationKey = "BottomSheet.recession.sizeChange"

    /// The core's rule for a change of the container's size (``RecessionSizeChange``), and the
    /// presenter and container the latest recession was answered for, so a presenter at rest
    /// when the change began can recede along with it.
    private var sizeChange = RecessionSizeChange()
    private weak var sizeChangePresenter: UIView?
    private weak var sizeChangeContainer: UIView?

    /// Applies the core's `recession` (`settled` when the sheet rests) to `presenterView` inside
    /// `container`, when what the rule says to show changed. While the container changes size
    /// the change's animation shows the presenter and its shade, and the model waits for the
    /// change's end; just after it, the rule may keep what the animation showed.
    func apply(
      _ recession: PresenterRecession, settled: Bool, to presenterView: UIView?,
      in container: UIView
    ) {
      guard case .show(let recession) = sizeChange.handle(.answered(recession, settled: settled))
      else {
        sizeChangePresenter = presenterView
        sizeChangeContainer = container
        return
      }
      guard let presenterView, recession.isReceded, covers(presenterView, container) else {
        restore()
        return
      }
      guard recession != applied || presenterView !== view else { return }
      UIView.performWithoutAnimation {
        if presenterView !== view { restore() }
        save(presenterView)
        applied = recession
        presenterView.transform = transform(for: recession)
        presenterView.layer.cornerRadius = cornerRadius(for: recession)
        presenterView.layer.masksToBounds = true
        presenterView.layer.cornerCurve = .continuous
        margins.place(under: presenterView)
        if backdrop.frame != container.bounds { backdrop.frame = container.bounds }
        backdrop.show(shadeAlpha: CGFloat(recession.dimmingAlpha))
      }
    }

    /// The container is about to change size (a rotation): the presenter's model transform goes
    /// back to what it was at rest at once, so UIKit resizes an untransformed view; what shows
    /// stays as it is until ``animateContainerSizeChange(duration:timing:)``.
    func beginContainerSizeChange() {
      guard case .hold(let onScreen) = sizeChange.handle(.began(onScreen: applied)),
        let view, let saved
      else { return }
      UIView.performWithoutAnimation { view.transform = saved.transform }
      // On screen it stays receded until the change's animation takes over, in this transaction.
      let hold = CABasicAnimation(keyPath: "transform")
      hold.fromValue = NSValue(
        caTransform3D: CATransform3DMakeAffineTransform(transform(for: onScreen)))
      hold.toValue = hold.fromValue
      // Long enough for any size change; the change's animation replaces it, its end removes it.
      hold.duration = 60
      hold.fillMode = .forwards
      hold.isRemovedOnCompletion = false
      view.layer.add(hold, forKey: RecedingPresenter.sizeChangeAnimationKey)
    }

    /// Inside the rotation's animation: shows the presenter moving from where it was when the
    /// change began (at rest, if it was not receded) to `destination`, the recession of the
    /// sheet resting in the new container, over `duration` seconds along `timing`; the shade
    /// follows in the enclosing animation.
    func animateContainerSizeChange(
      toward destination: PresenterRecession, duration: TimeInterval,
      timing: CAMediaTimingFunction
    ) {
      guard case .animate(let from, let to) = sizeChange.handle(.animate(toward: destination))
      else { return }
      if saved == nil {
        // At rest when the change began: the presenter's own properties are kept first, the
        // margins go behind it at once (it still covers them) and the shade fades in with the
        // change's animation, inside which this runs.
        guard let presenterView = sizeChangePresenter, let container = sizeChangeContainer,
          covers(presenterView, container)
        else { return }
        UIView.performWithoutAnimation {
          save(presenterView)
          presenterView.layer.masksToBounds = true
          presenterView.layer.cornerCurve = .continuous
          margins.place(under: presenterView)
          if backdrop.frame != container.bounds { backdrop.frame = container.bounds }
          backdrop.show(shadeAlpha: 0)
        }
      }
      // Inside the change's animation block: the shade animates with it.
      backdrop.show(shadeAlpha: CGFloat(to.dimmingAlpha))
      guard let view else { return }
      let transform = CABasicAnimation(keyPath: "transform")
      transform.fromValue = NSValue(
        caTransform3D: CATransform3DMakeAffineTransform(self.transform(for: from)))
      transform.toValue = NSValue(
        caTransform3D: CATransform3DMakeAffineTransform(self.transform(for: to)))
      let radius = CABasicAnimation(keyPath: "cornerRadius")
      radius.fromValue = cornerRadius(for: from)
      radius.toValue = cornerRadius(for: to)
      for animation in [transform, radius] {
        animation.duration = duration
        animation.timingFunction = timing
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
      }
      view.layer.add(transform, forKey: RecedingPresenter.sizeChangeAnimationKey)
      view.layer.add(radius, forKey: RecedingPresenter.sizeChangeAnimationKey + ".radius")
    }

    /// The Core Animation timing of a UIKit animation curve (a rotation's `completionCurve`).
    static func timing(of curve: UIView.AnimationCurve) -> CAMediaTimingFunction {
      switch curve {
      case .easeIn: return CAMediaTimingFunction(name: .easeIn)
      case .easeOut: return CAMediaTimingFunction(name: .easeOut)
      case .linear: return CAMediaTimingFunction(name: .linear)
      case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
      @unknown default: return CAMediaTimingFunction(name: .default)
      }
    }

    /// The container's size change completed: the animations go and the model takes what they
    /// showed at their end, or the core's recession once it caught up (the rule's hand-over;
    /// the caller renders a frame right after, in the same transaction).
    func endContainerSizeChange() {
      guard sizeChange.handle(.ended) == .handOver else { return }
      sizeChangePresenter = nil
      sizeChangeContainer = nil
      removeSizeChangeAnimations()
      // Applied again whatever it was: the model transform is at rest.
      if saved != nil { applied = .none }
    }

    /// Puts back what the presenter's view had, removes the margins and hides the shade.
    func restore() {
      guard saved != nil || !backdrop.isHidden || margins.superview != nil else {
        applied = .none
        return
      }
      UIView.performWithoutAnimation {
        backdrop.show(shadeAlpha: nil)
        margins.removeFromSuperview()
        applied = .none
        // Released mid-rotation: what the rotation's animation shows goes too.
        removeSizeChangeAnimations()
        _ = sizeChange.handle(.released)
        guard let saved else { return }
        self.saved = nil
        if let view {
          view.transform = saved.transform
          view.layer.cornerRadius = saved.cornerRadius
          view.layer.masksToBounds = saved.masksToBounds
          view.layer.cornerCurve = saved.cornerCurve
        }
        view = nil
      }
    }

    /// Keeps what `presenterView` has before it first recedes.
    private func save(_ presenterView: UIView) {
      view = presenterView
      guard saved == nil else { return }
      let layer = presenterView.layer
      saved = Saved(
        transform: presenterView.transform, cornerRadius: layer.cornerRadius,
        masksToBounds: layer.masksToBounds, cornerCurve: layer.cornerCurve)
    }

    /// The presenter's transform for `recession`: a scale about its centre and a move down, or
    /// what it had at rest.
    private func transform(for recession: PresenterRecession) -> CGAffineTransform {
      guard recession.isReceded else { return saved?.transform ?? .identity }
      let scale = CGFloat(recession.scale)
      return CGAffineTransform(
        a: scale, b: 0, c: 0, d: scale, tx: 0, ty: CGFloat(recession.verticalOffset))
    }

    /// The layer's corner radius for `recession`: the on-screen radius divided by the scale, as
    /// the layer is scaled with the view, or what it had at rest.
    private func cornerRadius(for recession: PresenterRecession) -> CGFloat {
      guard recession.isReceded else { return saved?.cornerRadius ?? 0 }
      return CGFloat(recession.cornerRadius) / max(CGFloat(recession.scale), 0.01)
    }

    private func removeSizeChangeAnimations() {
      guard let layer = view?.layer else { return }
      layer.removeAnimation(forKey: RecedingPresenter.sizeChangeAnimationKey)
      layer.removeAnimation(forKey: RecedingPresenter.sizeChangeAnimationKey + ".radius")
    }

    /// Whether `presenterView`, untransformed, covers `container` (the core's rule).
    private func covers(_ presenterView: UIView, _ container: UIView) -> Bool {
      PresenterRecession.applies(
        toPresenterOfSize: Size(presenterView.bounds.size),
        inContainerOfSize: Size(container.bounds.size))
    }
  }
#endif
