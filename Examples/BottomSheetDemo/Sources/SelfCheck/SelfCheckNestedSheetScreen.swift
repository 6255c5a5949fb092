#if os(iOS)
  import BottomSheetSwiftUI
  import SwiftUI

  /// What the nested-sheet check drives: whether the outer sheet is asked for, whether the
  /// inner one is (its content asks as it appears), and how often each went.
  @MainActor
  final class SelfCheckNestedSheetModel: ObservableObject {
    @Published var outer = false
    @Published var inner = false {
      didSet { if inner, !oldValue { innerAsked?() } }
    }
    /// Called when `inner` turns true.
    var innerAsked: (() -> Void)?
    /// How often the inner sheet's `onDismiss` ran.
    var innerDismissals = 0
  }

  /// A `.bottomSheet` whose content is a list with a `.bottomSheet` on one of its rows, asked
  /// for by the list's `onAppear`: while the outer sheet is still presenting, as an app that
  /// opens a detail sheet right away does.
  struct SelfCheckNestedSheetScreen: View {
    @ObservedObject var model: SelfCheckNestedSheetModel

    var body: some View {
      Color.clear
        .bottomSheet(isPresented: $model.outer) {
          List {
            Text("Outer sheet")
              .bottomSheet(
                isPresented: $model.inner, onDismiss: { model.innerDismissals += 1 }
              ) {
                Text("Inner sheet")
                  .bottomSheetDetents([.large])
              }
          }
          .onAppear { model.inner = true }
          .bottomSheetDetents([.large])
        }
    }
  }
#endif
