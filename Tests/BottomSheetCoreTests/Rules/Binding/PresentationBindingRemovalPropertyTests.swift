import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// The rule (``PresentationBinding.Event/removed``): when the modified view leaves the hierarchy,
/// a sheet still on screen (arriving, resting or leaving) is dismissed at once, without
/// animation, the binding is set to nil when it still names a sheet, and its `onDismiss` runs,
/// once; a request still waiting for the presenter is dropped; nothing is presented. Afterwards
/// the binding is idle,
/// and UIKit reporting the dismissal it carried out adds nothing.
@Suite("PresentationBinding: the view leaving the hierarchy")
struct PresentationBindingRemovalPropertyTests {
  typealias Command = PresentationBinding<Int>.Command

  static let presenters: [PresenterAvailability] = [.ready, .notInWindow, .presentingOther]

  @Test func removalDismissesWhatIsOnScreenOnceAndNothingElse() async {
    let steps = zip(Gen.int(in: 0...4), Gen.int(in: 0...3), Gen.int(in: 0...2))
    await seededPropertyCheck(count: 300, input: steps.array(of: 0...20)) { steps in
      var binding = PresentationBinding<Int>()
      // The host: the sheet UIKit shows, from a present command until it reports it gone.
      var onScreen: Int?
      var presents = 0
      var onDismissCalls = 0
      func run(_ event: PresentationBinding<Int>.Event) -> [Command] {
        let commands = binding.handle(event)
        for command in commands {
          if case .present(let identity) = command {
            onScreen = identity
            presents += 1
          }
          if command == .callOnDismiss { onDismissCalls += 1 }
        }
        return commands
      }
      for (kind, value, presenter) in steps {
        switch kind {
        case 0, 1:
          _ = run(
            .stateChanged(
              wanted: value == 0 ? nil : value,
              presenter: onScreen == nil ? Self.presenters[presenter] : .presentingOther))
        case 2:
          if onScreen != nil { _ = run(.sheetDidPresent) }
        case 3:
          if onScreen != nil {
            onScreen = nil
            _ = run(.sheetDidDismiss(presenter: Self.presenters[presenter]))
          }
        default:
          _ = run(.contentRequestedDismissal(sheet: binding.sheetNumber))
        }
      }
      let wasOnScreen = onScreen != nil
      let namedASheet = binding.wanted != nil
      let owed = presents - onDismissCalls
      #expect(owed == (wasOnScreen ? 1 : 0), "before removal")
      let commands = run(.removed)
      let expected: [Command] =
        !wasOnScreen
        ? []
        : namedASheet
          ? [.dismiss(animated: false), .setBinding(nil), .callOnDismiss]
          : [.dismiss(animated: false), .callOnDismiss]
      #expect(commands == expected, "on screen: \(wasOnScreen), named: \(namedASheet)")
      #expect(binding.wanted == nil || !wasOnScreen)
      #expect(binding.state == .idle)
      #expect(onDismissCalls == presents, "one onDismiss per sheet shown")
      // UIKit finishes the dismissal it was told to make: nothing more happens.
      #expect(binding.handle(.sheetDidDismiss(presenter: .ready)).isEmpty)
    }
  }
}
