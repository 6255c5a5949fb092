#if os(iOS)
  import SwiftUI
  import UIKit

  /// Tells the wrapper whether the content's update that produced its current preferences
  /// animates: `withTransaction(\.disablesAnimations, true)` around state inside the sheet turns
  /// it off, and only the content's own graph sees that transaction. A zero-size view placed with
  /// `backgroundPreferenceValue(BottomSheetPreferenceKey.self)`: SwiftUI builds or updates it in
  /// every update that changes the preferences, with that update's transaction in its context,
  /// before it calls `onPreferenceChange` (after the update). It also hands over the
  /// preferences themselves, at once: inside the layout the wrapper runs before presenting, so
  /// the first frame uses them. It only reports; the wrapper's rule
  /// (`ContentPreferenceAnimation`) decides.
  struct BottomSheetPreferenceReader: UIViewRepresentable {
    /// The preferences the update produced (so SwiftUI updates this view whenever they change).
    let preferences: BottomSheetContentPreferences
    /// Where it reports: the preferences, whether the update animates, and whether its
    /// transaction carries an animation.
    let link: BottomSheetContentLink

    func makeUIView(context: Context) -> UIView {
      let view = UIView(frame: .zero)
      view.isUserInteractionEnabled = false
      view.isHidden = true
      report(context.transaction)
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      report(context.transaction)
    }

    @MainActor private func report(_ transaction: Transaction) {
      link.contentUpdated(
        preferences, !transaction.disablesAnimations, transaction.animation != nil)
    }
  }
#endif
