#if os(iOS)
  import BottomSheetCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// Tells the driver when a finger lands on the sheet and when the last one leaves it, before
  /// any pan begins: a `UIPanGestureRecognizer` begins only once the finger has moved far enough
  /// to be a pan, too late to stop a sheet that is leaving (a dismissal lasts about 0.3 s).
  ///
  /// It never prevents another recognizer and cannot be prevented by one, and delays no touch,
  /// so the sheet's pan and the content's scroll views get every touch as they would without
  /// it. A touch that catches nothing (the sheet at rest) leaves it `.possible` until it fails
  /// as the last finger lifts: buttons and taps get the touch as they would without it. A touch
  /// that catches the moving sheet makes it begin (and end at the lift), which cancels the
  /// touch for the views under it (`cancelsTouchesInView`), as FloatingPanel's pan does while
  /// its panel animates: the finger that stops a leaving sheet presses no button and selects
  /// no row. It sees every touch on the sheet, the grabber,
  /// the content and a scroll view inside alike (UIKit delivers a touch to the recognizers of
  /// the hit view and of its superviews). Whether a touch catches the sheet is the core's rule
  /// (``SheetInput/touchDown``): the driver only sends what this reports.
  @MainActor
  final class SheetTouchCatcher: UIGestureRecognizer {
    /// The driver the touches are reported to, held weakly like every gesture's.
    weak var driver: SheetDriver?
    /// How many fingers are on the sheet now.
    private var fingers = 0

    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = true
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      name = "BottomSheet.touchCatcher"
    }

    // MARK: - Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      fingersLanded(touches.count)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      fingersLeft(touches.count)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      fingersLeft(touches.count, cancelled: true)
    }

    override func reset() {
      super.reset()
      // Touches that left without an end (the sheet's view went away under them).
      if fingers > 0 {
        fingers = 0
        driver?.sheetTouchEnded()
      }
    }

    // MARK: - Staying out of the way

    /// While it holds a caught sheet it fails the content's discrete gestures (taps, long
    /// presses, a text field's cursor taps), as the touch's own delivery is cancelled; pans (the
    /// sheet's, a scroll view's, the back swipe) are never prevented.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      state == .began && !(preventedGestureRecognizer is UIPanGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    // MARK: - Reporting

    /// `count` fingers touched the sheet; the first one is a touch-down.
    func fingersLanded(_ count: Int) {
      let wasEmpty = fingers == 0
      fingers += count
      guard wasEmpty, fingers > 0, state == .possible, driver?.sheetTouchBegan() == true else {
        return
      }
      state = .began
    }

    /// `count` fingers lifted or were cancelled; once none is left the touch has ended and this
    /// recognizer fails, which resets it for the next touch.
    func fingersLeft(_ count: Int, cancelled: Bool = false) {
      guard fingers > 0 else { return }
      fingers = max(0, fingers - count)
      guard fingers == 0 else { return }
      driver?.sheetTouchEnded()
      switch state {
      case .possible: state = .failed
      case .began, .changed: state = cancelled ? .cancelled : .ended
      default: break
      }
    }
  }

  extension SheetDriver {
    // MARK: - Touch-down

    /// Adds the recognizer that reports touch-downs and lifts on `view` (the sheet's chrome).
    func installTouchCatcher(on view: UIView) {
      let catcher = SheetTouchCatcher()
      catcher.driver = self
      view.addGestureRecognizer(catcher)
    }

    /// A finger touched the sheet, before it moved: the core decides whether it catches a
    /// moving sheet (it stops under the finger; a drag that follows moves it from there), and
    /// the answer is returned.
    @discardableResult
    func sheetTouchBegan() -> Bool {
      handle(.touchDown)
    }

    /// The last finger on the sheet lifted or was cancelled: the core lets go of a catch the
    /// finger never moved (to the nearest detent, never dismissed); after a drag it does
    /// nothing, the drag's own release having decided.
    func sheetTouchEnded() {
      handle(.touchLifted)
    }
  }

  extension BottomSheetControlling {
    /// For the demo's self-check only: reports a finger landing on the sheet (`isDown`) or
    /// leaving it through the sheet's touch-down recognizer, as its `touchesBegan` and
    /// `touchesEnded` do (a touch cannot be synthesized with public API). Returns false when
    /// the sheet's view has no such recognizer (not loaded, or not in a sheet).
    @_spi(SelfCheck) public func reportTouchForSelfCheck(isDown: Bool) -> Bool {
      let views = sequence(first: sheetViewController.viewIfLoaded, next: { $0?.superview })
      let catcher = views.lazy.compactMap { $0 }.flatMap { $0.gestureRecognizers ?? [] }
        .compactMap { $0 as? SheetTouchCatcher }.first
      guard let catcher else { return false }
      if isDown { catcher.fingersLanded(1) } else { catcher.fingersLeft(1) }
      return true
    }
  }
#endif
