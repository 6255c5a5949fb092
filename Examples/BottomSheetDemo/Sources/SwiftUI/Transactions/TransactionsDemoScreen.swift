#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// The app's animation and the sheet: present, dismiss and change detents inside
  /// `withAnimation` with the animation picked here, or with animations disabled. By default
  /// the sheet moves on its own spring, as Apple's do; with "Follow the animation" on (iOS 17
  /// and later) it keeps to the app's animation, and can still be grabbed mid-way.
  @MainActor
  struct TransactionsDemoScreen: View {
    @State private var isPresented = false
    @State private var detent = Detent.medium
    @State private var choice = TransactionsDemoAnimation.slowEaseInOut
    @State private var followsAnimation = false

    var body: some View {
      Form {
        Section {
          Picker("Animation", selection: $choice) {
            ForEach(TransactionsDemoAnimation.allCases, id: \.self) { choice in
              Text(choice.title).tag(choice)
            }
          }
          Toggle("Follow the animation", isOn: $followsAnimation)
        } footer: {
          Text(
            "Each button changes the sheet's binding in a transaction with this animation. "
              + "The sheet follows it only where asked (iOS 17 and later); otherwise it moves on "
              + "its own spring.")
        }
        Section {
          Button("Present") { change { isPresented = true } }
          Button("Medium") { change { detent = .medium } }
          Button("Large") { change { detent = .large } }
          Button("Dismiss") { change { isPresented = false } }
        }
      }
      .bottomSheet(
        isPresented: $isPresented, detents: [.medium, .large], selection: $detent
      ) {
        TransactionsSheetContent(
          choice: choice, detent: $detent, isPresented: $isPresented)
      }
      .bottomSheetFollowsTransactionAnimation(followsAnimation)
      .navigationTitle(Text("Animations"))
      .navigationBarTitleDisplayMode(.inline)
    }

    private func change(_ body: () -> Void) {
      choice.perform(body)
    }
  }

  /// The sheet's content: the same buttons, so the moves can be started from inside too.
  @MainActor
  struct TransactionsSheetContent: View {
    let choice: TransactionsDemoAnimation
    @Binding var detent: Detent
    @Binding var isPresented: Bool

    var body: some View {
      VStack(spacing: 16) {
        Text("Moves with: \(choice.title)").font(.headline)
        HStack {
          Button("Medium") { choice.perform { detent = .medium } }
          Button("Large") { choice.perform { detent = .large } }
          Button("Dismiss") { choice.perform { isPresented = false } }
        }
        .buttonStyle(.bordered)
        Spacer()
      }
      .padding()
      .frame(maxWidth: .infinity)
    }
  }

  /// The animations the demo offers.
  enum TransactionsDemoAnimation: CaseIterable {
    case slowEaseInOut
    case linear
    case bouncy
    case noAnimation
    case plainChange

    var title: String {
      switch self {
      case .slowEaseInOut: return "Ease in and out, 1 s"
      case .linear: return "Linear, 2 s"
      case .bouncy: return "Bouncy spring"
      case .noAnimation: return "Animations disabled"
      case .plainChange: return "Plain change (the sheet's spring)"
      }
    }

    /// Runs `body` in a transaction with this animation.
    @MainActor
    func perform(_ body: () -> Void) {
      switch self {
      case .slowEaseInOut: withAnimation(.easeInOut(duration: 1), body)
      case .linear: withAnimation(.linear(duration: 2), body)
      case .bouncy: withAnimation(.spring(response: 0.6, dampingFraction: 0.45), body)
      case .noAnimation:
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction, body)
      case .plainChange: body()
      }
    }
  }
#endif
