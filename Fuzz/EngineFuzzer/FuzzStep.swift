import BottomSheetCore

/// One thing that happens to the sheet: an engine input, a scroll-view pan handed off through
/// ``ScrollHandoff``, or a navigation operation whose height ``NavigationSizing`` drives.
enum FuzzStep: CustomStringConvertible {
  case input(SheetInput)
  case updateConfiguration(SheetConfiguration, String, animated: Bool)
  case panBegan(contentHeight: Double, boundsHeight: Double, vertical: Bool)
  case panChanged(translation: Double)
  case panEnded(velocity: Double)
  case panCancelled
  case push(height: Double, animated: Bool)
  case pop(animated: Bool, toRoot: Bool)
  case setPreferredHeight(Double, top: Bool)
  case interactivePopBegan
  case interactivePopChanged(translation: Double)
  case interactivePopEnded(velocity: Double)
  case interactivePopCancelled

  var description: String {
    switch self {
    case .input(let input): return ".\(input.kind)"
    case .updateConfiguration(_, let text, let animated):
      return "updateConfiguration(\n    \(text),\n    animated: \(animated))"
    case .panBegan(let content, let bounds, let vertical):
      return "panBegan(contentHeight: \(content), boundsHeight: \(bounds), vertical: \(vertical))"
    case .panChanged(let translation): return "panChanged(translation: \(translation))"
    case .panEnded(let velocity): return "panEnded(velocity: \(velocity))"
    case .panCancelled: return "panCancelled"
    case .push(let height, let animated): return "push(height: \(height), animated: \(animated))"
    case .pop(let animated, let toRoot): return "pop(animated: \(animated), toRoot: \(toRoot))"
    case .setPreferredHeight(let height, let top):
      return "setPreferredHeight(\(height), top: \(top))"
    case .interactivePopBegan: return "interactivePopBegan"
    case .interactivePopChanged(let translation):
      return "interactivePopChanged(translation: \(translation))"
    case .interactivePopEnded(let velocity): return "interactivePopEnded(velocity: \(velocity))"
    case .interactivePopCancelled: return "interactivePopCancelled"
    }
  }

  /// The step selector that decodes a configuration applied without animation. It is the
  /// largest byte: `255 % 28` also picks `.dragBegan` (as 3, 31, … do), so inputs written before
  /// the non-animated variant existed decode as they did unless they happened to use 255 there.
  static let stillConfigurationSelector: UInt8 = 255
  /// The step selector that decodes an app's animation pacing the move under way
  /// (`paceMove`), chosen the same way: `254 % 28` also picks `.selectDetent`.
  static let paceMoveSelector: UInt8 = 254
  /// The step selectors of a finger's touch-down and its lift (`touchDown`, `touchLifted`),
  /// chosen the same way: `253 % 28` also picks `.dismiss`, `252 % 28` `.present`.
  static let touchDownSelector: UInt8 = 253
  static let touchLiftedSelector: UInt8 = 252

  static func decode(_ reader: inout ByteReader) -> FuzzStep {
    let selector = reader.byte()
    if selector == stillConfigurationSelector {
      let (configuration, text) = PlanDecoding.configuration(&reader)
      return .updateConfiguration(configuration, text, animated: false)
    }
    if selector == paceMoveSelector {
      return .input(
        .paceMove(progress: reader.double(in: -1.5...1.5), time: reader.double(in: -0.5...3)))
    }
    if selector == touchDownSelector { return .input(.touchDown) }
    if selector == touchLiftedSelector { return .input(.touchLifted) }
    switch Int(selector) % 28 {
    case 0: return .input(.present(animated: reader.choice(4) != 0))
    case 1: return .input(.dismiss(animated: reader.choice(4) != 0))
    case 2:
      return .input(
        .selectDetent(PlanDecoding.identifier(&reader), animated: reader.choice(4) != 0))
    case 3: return .input(.dragBegan)
    case 4, 5, 6, 7:
      return .input(.dragChanged(translation: reader.double(in: -1_000...1_000)))
    case 8: return .input(.dragEnded(velocity: reader.double(in: -6_000...6_000)))
    case 9: return .input(.dragCancelled)
    case 10: return .input(.tapOnDimming)
    case 11: return .input(.layoutChanged(PlanDecoding.context(&reader)))
    case 12:
      return .input(
        .contentHeightChanged(reader.double(in: 0...1_200), animated: reader.choice(4) != 0))
    case 13: return .input(.keyboardChanged(overlap: reader.double(in: 0...400)))
    case 14: return .input(.accessibilityEscape)
    case 15: return .input(.accessibilityIncrement)
    case 16: return .input(.accessibilityDecrement)
    case 17:
      let (configuration, text) = PlanDecoding.configuration(&reader)
      return .updateConfiguration(configuration, text, animated: true)
    case 18:
      return .panBegan(
        contentHeight: reader.double(in: 0...3_000), boundsHeight: reader.double(in: 0...900),
        vertical: reader.choice(8) != 0)
    case 19, 20, 21: return .panChanged(translation: reader.double(in: -1_000...1_000))
    case 22: return .panEnded(velocity: reader.double(in: -6_000...6_000))
    case 23: return .panCancelled
    case 24: return .push(height: reader.double(in: 0...1_000), animated: reader.choice(4) != 0)
    case 25: return .pop(animated: reader.choice(4) != 0, toRoot: reader.choice(4) == 0)
    case 26: return .setPreferredHeight(reader.double(in: 0...1_000), top: reader.bool())
    default:
      switch reader.choice(4) {
      case 0: return .interactivePopBegan
      case 1: return .interactivePopChanged(translation: reader.double(in: -100...500))
      case 2: return .interactivePopEnded(velocity: reader.double(in: -3_000...3_000))
      default: return .interactivePopCancelled
      }
    }
  }
}
