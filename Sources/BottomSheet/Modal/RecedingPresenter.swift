#if os(iOS)
  import BottomSheetCore
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
  /// the margins and hides the shade: when the core says `none`, while it is suspended
  /// (``isSuspended``, during a rotation, so UIKit resizes an untransformed view), and when the
  /// sheet is released (dismissed or its presentation cancelled).
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

    /// While true the presenter is restored and stays so, whatever ``apply(_:to:in:)`` is
    /// given: set when the container is about to change size (UIKit resizes the presenter, and
    /// a transformed view's frame is undefined), cleared when the change has completed.
    var isSuspended = false {
      didSet {
        if isSuspended { restore() }
      }
    }

    /// Applies `recession` to `presenterView` inside `container`, when it changed.
    func apply(_ recession: PresenterRecession, to presenterView: UIView?, in container: UIView) {
      guard !isSuspended, let presenterView, recession.isReceded,
        covers(presenterView, container)
      else {
        restore()
        return
      }
      guard recession != applied || presenterView !== view else { return }
      UIView.performWithoutAnimation {
        if presenterView !== view { restore() }
        view = presenterView
        if saved == nil {
          let layer = presenterView.layer
          saved = Saved(
            transform: presenterView.transform, cornerRadius: layer.cornerRadius,
            masksToBounds: layer.masksToBounds, cornerCurve: layer.cornerCurve)
        }
        applied = recession
        let scale = CGFloat(recession.scale)
        presenterView.transform = CGAffineTransform(
          a: scale, b: 0, c: 0, d: scale, tx: 0, ty: CGFloat(recession.verticalOffset))
        presenterView.layer.cornerRadius = CGFloat(recession.cornerRadius) / max(scale, 0.01)
        presenterView.layer.masksToBounds = true
        presenterView.layer.cornerCurve = .continuous
        margins.place(under: presenterView)
        if backdrop.frame != container.bounds { backdrop.frame = container.bounds }
        backdrop.show(shadeAlpha: CGFloat(recession.dimmingAlpha))
      }
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

    /// Whether `presenterView`, untransformed, covers `container` (the core's rule).
    private func covers(_ presenterView: UIView, _ container: UIView) -> Bool {
      PresenterRecession.applies(
        toPresenterOfSize: Size(presenterView.bounds.size),
        inContainerOfSize: Size(container.bounds.size))
    }
  }
#endif
