#if os(iOS)
  import SwiftUI

  extension View {
    /// Makes the bottom sheets this view presents or lays over itself follow the animation of
    /// the transaction that moves them, instead of their own spring.
    ///
    /// By default a sheet behaves as Apple's sheets do: a change of `isPresented`, `item` or
    /// the selected detent inside `withAnimation` moves the sheet on its own spring (the
    /// configuration's), and one with `disablesAnimations` moves it at once; the app's curve
    /// never shapes the move. With this modifier, on iOS 17 and later, such a change moves the
    /// sheet exactly as the transaction's animation moves its other views: a linear
    /// `withAnimation(.linear(duration: 2))` takes two seconds at an even pace, a bouncy spring
    /// overshoots the detent. A change while the sheet moves starts from where the sheet is, at
    /// its speed, so the sheet neither jumps nor turns back. iOS 15 and 16 have no public way
    /// to sample an animation: there the sheet keeps its own spring.
    ///
    /// ```swift
    /// MapView()
    ///   .bottomSheet(isPresented: $showsDetails) { Details() }
    ///   .bottomSheetFollowsTransactionAnimation()
    ///
    /// withAnimation(.easeInOut(duration: 0.6)) { showsDetails = true }
    /// ```
    ///
    /// Apply it outside the `.bottomSheet` or `.persistentBottomSheet` modifiers it is for; a
    /// sheet's content inherits it for the changes it makes itself.
    ///
    /// - Parameter follows: Whether the sheets follow the transaction's animation.
    /// - Returns: The view, with its sheets following.
    public func bottomSheetFollowsTransactionAnimation(_ follows: Bool = true) -> some View {
      environment(\.bottomSheetFollowsTransactionAnimation, follows)
    }
  }

  /// Whether sheets follow the transaction's animation (set by
  /// `bottomSheetFollowsTransactionAnimation(_:)`).
  struct BottomSheetFollowsTransactionAnimationKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether the sheets below follow the transaction's animation.
    var bottomSheetFollowsTransactionAnimation: Bool {
      get { self[BottomSheetFollowsTransactionAnimationKey.self] }
      set { self[BottomSheetFollowsTransactionAnimationKey.self] = newValue }
    }
  }
#endif
