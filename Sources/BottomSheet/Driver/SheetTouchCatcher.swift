#if os(iOS)
  import BottomSheetCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// Tells the driver when a finger lands on the sheet and when the last one leaves it, before
  /// any pan begins: a `UIPanGestureRecognizer` begins only once the finger has moved far enough
  /// to be a pan, too late to stop a sheet that is leaving (a dismissal lasts about 0.3 s).
  ///
  /// It only watches. It never recognizes (it stays `.possible` and fails once the last finger
  /// is up), never prevents another recognizer and cannot be prevented by one, delays no touch
  /// and cancels none, so the sheet's pan, the content's scroll views, buttons and taps get
  /// every touch as they would without it. It sees every touch on the sheet, the grabber,
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
      cancelsTouchesInView = false
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
      fingersLeft(touches.count)
    }

    override func reset() {
      super.reset()
      // Touches that left without an end (the sheet's view went away under them).
      if fingers > 0 { fingersLeft(fingers) }
    }

    // MARK: - Staying out of the way

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    // MARK: - Reporting

    /// `count` fingers touched the sheet; the first one is a touch-down.
    func fingersLanded(_ count: Int) {
      let wasEmpty = fingers == 0
      fingers += count
      if wasEmpty, fingers > 0 { driver?.sheetTouchBegan() }
    }

    /// `count` fingers lifted or were cancelled; once none is left the touch has ended and this
    /// recognizer fails, which resets it for the next touch.
    func fingersLeft(_ count: Int) {
      guard fingers > 0 else { return }
      fingers = max(0, fingers - count)
      guard fingers == 0 else { return }
      driver?.sheetTouchEnded()
      if state == .possible { state = .failed }
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
    /// moving sheet (it stops under the finger; a drag that follows moves it from there).
    func sheetTouchBegan() {
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
