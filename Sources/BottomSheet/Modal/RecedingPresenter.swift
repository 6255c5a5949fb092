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
  /// What it changes, only when the core's value changes:
  /// - `transform`: a scale about the view's centre and a move down. A transform leaves the
  ///   view's `bounds` and `center`, and so Auto Layout, as they are, so the presenter never
  ///   lays out per frame; and since UIKit does not carry safe-area changes into a view with a
  ///   scale transform, the presenter keeps the safe area it had until it is restored.
  /// - `layer.cornerRadius` (the core's on-screen radius divided by the scale, as the layer is
  ///   scaled with the view), `masksToBounds` and `cornerCurve = .continuous`.
  /// - a ``PresenterBackdropView`` in the container: black around the receded view and the
  ///   core's shade over it. The sheet's own dimming view lies above it.
  ///
  /// ``restore()`` puts back every property it saved the first time it changed one, and hides
  /// the backdrop: when the core says `none`, when the container changes size (a rotation, so
  /// UIKit resizes an untransformed view), and when the sheet is released (dismissed or its
  /// presentation cancelled).
  @MainActor
  final class RecedingPresenter {
    /// What the presenter's view had before it receded.
    private struct Saved {
      var transform: CGAffineTransform
      var cornerRadius: CGFloat
      var masksToBounds: Bool
      var cornerCurve: CALayerCornerCurve
    }

    let backdrop = PresenterBackdropView()
    private weak var view: UIView?
    private var saved: Saved?
    private var applied = PresenterRecession.none

    /// Applies `recession` to `presenterView` inside `container`, when it changed.
    func apply(_ recession: PresenterRecession, to presenterView: UIView?, in container: UIView) {
      guard let presenterView, recession.isReceded, covers(presenterView, container) else {
        restore()
        return
      }
      guard recession != applied || presenterView !== view else { return }
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
      let rect = recession.presenterRect(in: Size(container.bounds.size))
      backdrop.frame = container.bounds
      backdrop.show(
        presenterRect: CGRect(rect), cornerRadius: CGFloat(recession.cornerRadius),
        shadeAlpha: CGFloat(recession.dimmingAlpha))
    }

    /// Puts back what the presenter's view had, and hides the backdrop.
    func restore() {
      backdrop.show(presenterRect: nil, cornerRadius: 0, shadeAlpha: 0)
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

    /// Whether `presenterView`, untransformed, covers `container` (to half a point).
    private func covers(_ presenterView: UIView, _ container: UIView) -> Bool {
      let size = presenterView.bounds.size
      let target = container.bounds.size
      return abs(size.width - target.width) <= 0.5 && abs(size.height - target.height) <= 0.5
    }
  }
#endif
