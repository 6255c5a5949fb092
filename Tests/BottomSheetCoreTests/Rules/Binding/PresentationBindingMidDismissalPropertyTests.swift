import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// The rule (``PresentationBinding``, ``PresentationBinding.State/dismissing(_:next:)``): while a
/// sheet leaves because the binding let go of it, nothing is presented over it and whatever the
/// binding asks for meanwhile is only remembered, the latest request winning. When the sheet is
/// gone its `onDismiss` runs and then the latest request is presented (or waits for the
/// presenter); when a finger takes the dismissal back, the binding keeps its word, carried out
/// once the finger lifts.
@Suite("PresentationBinding: requests while a sheet leaves")
struct PresentationBindingMidDismissalPropertyTests {
  typealias Command = PresentationBinding<Int>.Command

  static let presenters: [PresenterAvailability] = [.ready, .notInWindow, .presentingOther]

  @Test func theLatestRequestWhileLeavingIsShownOnceTheSheetIsGone() async {
    let requests = zip(Gen.int(in: 0...3), Gen.int(in: 0...2), Gen.int(in: 0...5))
    await seededPropertyCheck(
      count: 300,
      input: zip(
        Gen.int(in: 0...3), Gen.bool, requests.array(of: 0...8), Gen.int(in: 0...3),
        Gen.int(in: 0...2))
    ) { letGo, arrived, requests, ending, presenter in
      var binding = PresentationBinding<Int>()
      #expect(binding.handle(.stateChanged(wanted: 1, presenter: .ready)) == [.present(1)])
      if arrived { _ = binding.handle(.sheetDidPresent) }
      // The binding lets go of sheet 1: nil, or another sheet.
      var latest: Int? = letGo == 0 ? nil : letGo + 1
      #expect(
        binding.handle(.stateChanged(wanted: latest, presenter: .presentingOther))
          == [.dismiss(animated: true)])
      for (wanted, availability, kind) in requests {
        let commands: [Command]
        if kind == 0 {
          commands = binding.handle(.contentRequestedDismissal(sheet: 1))
        } else {
          latest = wanted == 0 ? nil : wanted
          commands = binding.handle(
            .stateChanged(wanted: latest, presenter: Self.presenters[availability]))
        }
        #expect(commands.isEmpty, "while leaving: \(commands)")
      }
      if ending == 0 {
        // A finger takes the dismissal back: it holds the sheet, the binding keeps its word,
        // and when the finger lifts that word is carried out.
        #expect(binding.handle(.sheetHeld(true)) == [])
        #expect(binding.handle(.sheetDidPresent) == [])
        #expect(binding.state == .shown(1))
        #expect(binding.wanted == latest)
        // A render meanwhile: the same sheet updates in place; anything else waits.
        #expect(
          binding.handle(.stateChanged(wanted: latest, presenter: .ready))
            == (latest == 1 ? [.update] : []))
        let lifted = binding.handle(.sheetHeld(false))
        if latest == 1 {
          #expect(lifted == [])
          #expect(binding.state == .shown(1))
        } else {
          #expect(lifted == [.dismiss(animated: true)])
          #expect(binding.state == .dismissing(1, next: latest))
        }
        return
      }
      let availability = Self.presenters[presenter]
      var expected: [Command] = [.callOnDismiss]
      var state = PresentationBinding<Int>.State.idle
      if let next = latest {
        switch availability {
        case .ready:
          expected.append(.present(next))
          state = .shown(next)
        case .presentingOther:
          expected.append(.checkAgainLater)
          state = .waiting(next)
        case .notInWindow:
          state = .waiting(next)
        }
      }
      #expect(binding.handle(.sheetDidDismiss(presenter: availability)) == expected)
      #expect(binding.state == state)
    }
  }
}
