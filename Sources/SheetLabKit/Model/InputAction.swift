import BottomSheetCore

/// Something that happens to the sheet: an app call, a finger, a layout or navigation change.
/// Each has a JSON name (``name``), listed in `docs/sheet-lab.md`.
package enum InputAction: Sendable, Hashable {
  /// The app presents the sheet.
  case present(animated: Bool = true)
  /// The app dismisses the sheet (never vetoed).
  case dismiss(animated: Bool = true)
  /// The app selects a detent by identifier.
  case selectDetent(String, animated: Bool = true)
  /// A finger drags the sheet itself (its grabber).
  case drag(GestureSpec)
  /// A finger drags the list inside the sheet: the scroll handoff shares it.
  case scrollDrag(GestureSpec)
  /// A finger touches the sheet and lifts `duration` seconds later without moving it
  /// (`SheetInput.touchDown`, then `touchLifted`): on a moving sheet it catches it. A `drag`
  /// that starts while it is down is the same finger moving on.
  case touch(duration: Double)
  /// A tap on the dimming view.
  case tapOnDimming
  /// The content's preferred height changes, in points.
  case contentHeight(Double, animated: Bool = true)
  /// The keyboard's overlap of the container changes, in points (0 hides it), moving as
  /// `motion` says (nil: the engine's ``SheetConfiguration/keyboardSpring-swift.property``).
  case keyboard(overlap: Double, motion: KeyboardMotion? = nil)
  /// The container and safe area change (a rotation), in points.
  case layout(container: Size, safeArea: Insets)
  /// VoiceOver's escape gesture.
  case accessibilityEscape
  /// VoiceOver's increment on the grabber.
  case accessibilityIncrement
  /// VoiceOver's decrement on the grabber.
  case accessibilityDecrement
  /// A screen is pushed onto the navigation stack.
  case push(ScreenSpec, animated: Bool = true)
  /// The top screen is popped.
  case pop(animated: Bool = true)
  /// An edge swipe pops interactively; the path is horizontal (right positive).
  case interactivePop(GestureSpec)
  /// The stack pops to its root screen.
  case popToRoot(animated: Bool = true)
  /// The stack is replaced (UIKit's `setViewControllers`), root first.
  case setStack([ScreenSpec], animated: Bool = true)
  /// A finger swipes up from the screen's bottom edge and presents the sheet under it, as
  /// `BottomSheetEdgePresenter` does; the path is vertical (down positive).
  case edgePresent(GestureSpec)
  /// A tap outside the sheet: it reaches the views behind when the sheet lets touches through
  /// there (the frame's `passesTouchesThrough`), else it is a tap on the dimming.
  case tapOutside
  /// The app changes the sheet's configuration: detents, settings or both; whatever the change
  /// leaves out keeps its value (``SheetEngine/updateConfiguration(_:animated:at:)``).
  case configure(ConfigurationChange)
  /// An animated `present`, `dismiss` or `selectDetent` made inside the app's animation
  /// (SwiftUI's `withAnimation`), which paces the move frame by frame
  /// (`SheetInput.paceMove(progress:time:)`). Written as that input with an `animation` field.
  indirect case paced(InputAction, AppAnimation)

  /// Every JSON name, in documentation order.
  package static let names = [
    "present", "dismiss", "selectDetent", "drag", "scrollDrag", "touch", "tapOnDimming",
    "contentHeight", "keyboard", "layout", "accessibilityEscape", "accessibilityIncrement",
    "accessibilityDecrement", "push", "pop", "interactivePop", "popToRoot", "setStack",
    "edgePresent", "tapOutside", "configure",
  ]

  /// The JSON name (the `type` field).
  package var name: String {
    switch self {
    case .present: return "present"
    case .dismiss: return "dismiss"
    case .selectDetent: return "selectDetent"
    case .drag: return "drag"
    case .scrollDrag: return "scrollDrag"
    case .touch: return "touch"
    case .tapOnDimming: return "tapOnDimming"
    case .contentHeight: return "contentHeight"
    case .keyboard: return "keyboard"
    case .layout: return "layout"
    case .accessibilityEscape: return "accessibilityEscape"
    case .accessibilityIncrement: return "accessibilityIncrement"
    case .accessibilityDecrement: return "accessibilityDecrement"
    case .push: return "push"
    case .pop: return "pop"
    case .interactivePop: return "interactivePop"
    case .popToRoot: return "popToRoot"
    case .setStack: return "setStack"
    case .edgePresent: return "edgePresent"
    case .tapOutside: return "tapOutside"
    case .configure: return "configure"
    case .paced(let action, _): return action.name
    }
  }

  /// A short label for plots and tables.
  package var label: String {
    switch self {
    case .present(let animated): return animated ? "present" : "present (instant)"
    case .dismiss(let animated): return animated ? "dismiss" : "dismiss (instant)"
    case .selectDetent(let id, _): return "select \(id)"
    case .drag(let gesture): return "drag " + Self.describe(gesture, unit: "pt")
    case .scrollDrag(let gesture): return "list drag " + Self.describe(gesture, unit: "pt")
    case .touch(let duration): return "touch \(LabFormat.number(duration)) s"
    case .tapOnDimming: return "tap dimming"
    case .contentHeight(let height, _): return "content \(LabFormat.number(height))"
    case .keyboard(let overlap, _):
      return overlap > 0 ? "keyboard \(LabFormat.number(overlap))" : "keyboard off"
    case .layout(let container, _):
      return "layout \(LabFormat.number(container.width))×\(LabFormat.number(container.height))"
    case .accessibilityEscape: return "escape"
    case .accessibilityIncrement: return "increment"
    case .accessibilityDecrement: return "decrement"
    case .push(let screen, _): return "push \(screen.id)"
    case .pop: return "pop"
    case .interactivePop(let gesture): return "edge pop " + Self.describe(gesture, unit: "pt")
    case .popToRoot: return "pop to root"
    case .setStack(let screens, _):
      return "stack " + screens.map { "\($0.id)" }.joined(separator: ",")
    case .edgePresent(let gesture): return "edge present " + Self.describe(gesture, unit: "pt")
    case .tapOutside: return "tap outside"
    case .configure(let change): return "configure " + change.changedNames.joined(separator: ", ")
    case .paced(let action, let animation): return "\(action.label) (\(animation.label))"
    }
  }

  /// The finger's path for gesture inputs (`drag`, `scrollDrag`, `interactivePop`), else nil.
  package var gesture: GestureSpec? {
    switch self {
    case .drag(let gesture), .scrollDrag(let gesture), .interactivePop(let gesture),
      .edgePresent(let gesture):
      return gesture
    default: return nil
    }
  }

  private static func describe(_ gesture: GestureSpec, unit: String) -> String {
    let distance = gesture.distance
    let arrow = distance >= 0 ? "+" : "−"
    return arrow + LabFormat.number(abs(distance)) + " " + unit
  }

  /// Whether the input asks for an instant change of the sheet (no animation): the step it
  /// causes is not a jump (see ``Continuity``). A configuration change animates the sheet to
  /// its new place, so it is not one.
  package var isInstant: Bool {
    switch self {
    case .present(let animated), .dismiss(let animated), .selectDetent(_, let animated),
      .contentHeight(_, let animated), .push(_, let animated), .pop(let animated),
      .popToRoot(let animated), .setStack(_, let animated):
      return !animated
    case .keyboard(_, let motion):
      return motion.map { !$0.animation.isAnimated } ?? false
    case .layout:
      return true
    case .drag, .scrollDrag, .touch, .tapOnDimming, .accessibilityEscape, .accessibilityIncrement,
      .accessibilityDecrement, .interactivePop, .edgePresent, .tapOutside, .configure, .paced:
      return false
    }
  }
}
