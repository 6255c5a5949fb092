#if os(iOS)
  import SwiftUI
  import UIKit

  /// Tells the wrapper whether the content's update that produced its current preferences
  /// animates: `withTransaction(\.disablesAnimations, true)` around state inside the sheet turns
  /// it off, and only the content's own graph sees that transaction. A zero-size view placed with
  /// `backgroundPreferenceValue(BottomSheetPreferenceKey.self)`: SwiftUI builds or updates it in
  /// every update that changes the preferences, with that update's transaction in its context,
  /// before it calls `onPreferenceChange` (after the update). It only reports; the wrapper's
  /// rule (`ContentPreferenceAnimation`) decides.
  struct BottomSheetPreferenceReader: UIViewRepresentable {
    /// The preferences the update produced (so SwiftUI updates this view whenever they change).
    let preferences: BottomSheetContentPreferences
    /// Called with whether the update animates, and whether its transaction carries an
    /// animation (which paces the moves the new preferences start).
    let updated: @MainActor (_ animated: Bool, _ hasAnimation: Bool) -> Void

    func makeUIView(context: Context) -> UIView {
      let view = UIView(frame: .zero)
      view.isUserInteractionEnabled = false
      view.isHidden = true
      updated(!context.transaction.disablesAnimations, context.transaction.animation != nil)
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      updated(!context.transaction.disablesAnimations, context.transaction.animation != nil)
    }
  }
#endif
