#if os(iOS)
  import BottomSheetCore
  @_spi(SelfCheck) import BottomSheetRules
  import BottomSheetSwiftUI
  import Combine
  import SwiftUI
  import UIKit

  /// What the SwiftUI binding checks drive and read: a modal sheet's presentation, detents and
  /// selection, a persistent sheet's selection, the writes the sheets made and the positions
  /// they reported.
  @MainActor
  final class SelfCheckBindingModel: ObservableObject {
    @Published var isPresented = false
    @Published var detents: [Detent] = [.medium, .large]
    @Published var selection = Detent.medium
    @Published var persistentSelection = Detent.collapsed
    /// Whether the modal sheet's content is a text field (else a fixed-height view).
    var showsField = false
    /// Whether the modal sheet's content passes its selection binding (else none: the sheet
    /// picks its first detent itself).
    var passesSelection = true
    /// Whether the content applies SwiftUI's own `interactiveDismissDisabled()`.
    var usesAppleDismissDisabled = false
    /// The UIKit view the persistent presenter puts behind its sheet
    /// (`SelfCheckBackgroundView`): the pass-through row requires a touch above the sheet to
    /// reach it, not merely some view outside the sheet's container.
    weak var backgroundView: UIView?
    /// The selection writes the sheet made.
    var writes = DeviceCheckBindingWrites(expected: Detent.Identifier.large.rawValue)
    /// Every position the modal sheet reported, in order.
    var positions: [BottomSheetPosition] = []
    /// Tells a content-paced sheet to move to `.large` in a linear animation this long, in
    /// seconds.
    let contentMove = PassthroughSubject<Double, Never>()

    /// The selection binding the sheet gets: it records each write the sheet makes, and
    /// whether it came from inside one of the wrapper's view updates.
    var recordedSelection: Binding<Detent> {
      Binding(
        get: { self.selection },
        set: { value in
          self.writes.record(
            value: value.identifier.rawValue, duringUpdate: SelfCheckBindingModel.isInsideViewUpdate
          )
          self.selection = value
        })
    }

    /// Whether the caller runs inside a representable's `make…`, `update…` or `dismantle…`
    /// (read from the call stack: the demo is built with its symbols).
    static var isInsideViewUpdate: Bool {
      Thread.callStackSymbols.contains { frame in
        frame.contains("updateUIViewController") || frame.contains("makeUIViewController")
          || frame.contains("dismantleUIViewController")
      }
    }
  }

  /// A modal sheet whose content asks for the model's detents and selection; every position it
  /// reports is recorded from the presenting side, from the first frame on.
  struct SelfCheckBindingPresenter: View {
    @ObservedObject var model: SelfCheckBindingModel

    var body: some View {
      Color.clear
        .bottomSheet(isPresented: $model.isPresented) {
          Group {
            if model.showsField {
              VStack {
                Spacer(minLength: 0)
                TextField("Self-check field", text: .constant(""))
                  .textFieldStyle(.roundedBorder)
                  .padding()
              }
              .frame(height: 200)
            } else {
              Text("Self-check sheet").frame(maxWidth: .infinity).frame(height: 200)
            }
          }
          .bottomSheetDetents(
            model.detents, selection: model.passesSelection ? model.recordedSelection : nil
          )
          .interactiveDismissDisabled(model.usesAppleDismissDisabled)
        }
        .onBottomSheetPositionChange(for: BottomSheetPosition.self, of: \.self) { position in
          model.positions.append(position)
        }
    }
  }

  /// A modal sheet whose selection is the modifier's (the binding the app animates), following
  /// the app's animation.
  struct SelfCheckPacedPresenter: View {
    @ObservedObject var model: SelfCheckBindingModel

    var body: some View {
      Color.clear
        .bottomSheet(
          isPresented: $model.isPresented, detents: [.medium, .large],
          selection: $model.selection
        ) {
          Text("Self-check paced sheet").frame(maxWidth: .infinity)
        }
        .bottomSheetFollowsTransactionAnimation()
    }
  }

  /// A modal sheet following the app's animation whose selection is state inside its content,
  /// which the content changes in a linear animation of the duration ``SelfCheckBindingModel/contentMove`` sends.
  struct SelfCheckContentPacedPresenter: View {
    @ObservedObject var model: SelfCheckBindingModel

    var body: some View {
      Color.clear
        .bottomSheet(isPresented: $model.isPresented) {
          SelfCheckContentPacedSheet(moves: model.contentMove)
        }
        .bottomSheetFollowsTransactionAnimation()
    }
  }

  /// Content that owns its sheet's selection and moves it to `.large` when told.
  struct SelfCheckContentPacedSheet: View {
    let moves: PassthroughSubject<Double, Never>
    @State private var detent = Detent.medium

    var body: some View {
      Text("Self-check content-paced sheet")
        .frame(maxWidth: .infinity)
        .bottomSheetDetents([.medium, .large], selection: $detent)
        .onReceive(moves) { duration in
          withAnimation(.linear(duration: duration)) { detent = .large }
        }
    }
  }

  /// A persistent sheet over a UIKit view (as a map is), which the model keeps weakly.
  struct SelfCheckPersistentPresenter: View {
    @ObservedObject var model: SelfCheckBindingModel

    var body: some View {
      SelfCheckBackgroundView(model: model)
        .ignoresSafeArea()
        .persistentBottomSheet(selection: $model.persistentSelection) {
          Text("Self-check persistent sheet").frame(maxWidth: .infinity)
        }
    }
  }

  /// The view put behind the persistent sheet: a plain UIKit view that takes touches, handed to
  /// the model when SwiftUI makes it.
  @MainActor
  struct SelfCheckBackgroundView: UIViewRepresentable {
    let model: SelfCheckBindingModel

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.backgroundColor = .systemTeal
      view.isUserInteractionEnabled = true
      view.accessibilityIdentifier = "self-check background"
      model.backgroundView = view
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
  }
#endif
