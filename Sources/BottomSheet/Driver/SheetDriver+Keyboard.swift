#if os(iOS)
  import BottomSheetCore
  import UIKit

  extension SheetDriver {
    // MARK: - Notifications

    /// Observes the keyboard and Reduce Motion (selector-based, with the weak event target).
    func startObservingNotifications() {
      guard !isObservingNotifications else { return }
      isObservingNotifications = true
      let center = NotificationCenter.default
      center.addObserver(
        eventTarget, selector: #selector(SheetEventTarget.keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      for name in [
        UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
      ] {
        center.addObserver(
          eventTarget, selector: #selector(SheetEventTarget.textDidBeginEditing(_:)), name: name,
          object: nil)
      }
      center.addObserver(
        eventTarget, selector: #selector(SheetEventTarget.reduceMotionStatusDidChange(_:)),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Removes the observers added by ``startObservingNotifications()``.
    func stopObservingNotifications() {
      guard isObservingNotifications else { return }
      isObservingNotifications = false
      NotificationCenter.default.removeObserver(eventTarget)
    }

    // MARK: - Keyboard

    /// Remembers the text field or view that began editing (weakly), so a keyboard can be told
    /// apart by the window scene of its responder.
    func textDidBeginEditing(_ notification: Notification) {
      editingView = notification.object as? UIView
    }

    /// Describes the keyboard's end frame to the core, which decides whether it moves the sheet
    /// (`SheetEngine.acceptedKeyboardOverlap`): the frame is converted from the screen's
    /// coordinate space into the container (or left out when there is no screen to convert
    /// through) and measured against the band of the container the sheet spans
    /// (`SheetLayout.keyboardColumn`: the whole width, or a card's column, so a keyboard beside
    /// a card leaves it where it is), with whether the keyboard is this app's, on this screen, and raised for a
    /// responder inside the sheet or its window scene, and how the keyboard moves, so the sheet
    /// rides on it with the same duration and curve.
    func keyboardWillChangeFrame(_ notification: Notification) {
      guard let container = containerView, let info = notification.userInfo,
        let value = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
      else { return }
      let screen = container.window?.screen
      let overlap = screen.map { screen in
        let frame = container.convert(value.cgRectValue, from: screen.coordinateSpace)
        let column = engine.layout.keyboardColumn
        let bounds = container.bounds
        let sheetBand = Rect(
          x: Double(bounds.minX) + column.minX, y: Double(bounds.minY), width: column.width,
          height: Double(bounds.height))
        return KeyboardOverlap.overlap(keyboard: Rect(frame), container: sheetBand)
      }
      let inSheet = sheetPan?.view.map(Self.holdsFirstResponder) ?? false
      let sheetScene = container.window?.windowScene
      let change = SheetEngine.KeyboardChange(
        overlap: overlap,
        isLocal: (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true,
        isOnSheetScreen: (notification.object as? UIScreen).map { $0 === screen } ?? true,
        responderIsInSheet: inSheet,
        responderIsInSheetScene: editingView.map { $0.window?.windowScene === sheetScene }
          ?? inSheet,
        animation: Self.keyboardAnimation(info))
      guard let input = engine.acceptedKeyboardInput(change),
        case .keyboardChanged(let accepted, _) = input.kind
      else { return }
      measuredKeyboardOverlap = accepted
      handle(input)
    }

    /// The keyboard's motion as its notification states it (duration and raw curve), or nil
    /// when the notification leaves either out.
    static func keyboardAnimation(_ info: [AnyHashable: Any]) -> KeyboardAnimation? {
      guard
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber,
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber
      else { return nil }
      return KeyboardAnimation(duration: duration.doubleValue, systemCurve: curve.intValue)
    }

    /// Whether `view` or one of its descendants is the first responder.
    static func holdsFirstResponder(_ view: UIView) -> Bool {
      view.isFirstResponder || view.subviews.contains(where: holdsFirstResponder)
    }
  }
#endif
