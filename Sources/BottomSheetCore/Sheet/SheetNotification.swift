/// What the engine tells the app, each exactly once and in order.
///
/// Read them with ``SheetEngine/drainNotifications(_:)`` after each input or frame. A struct
/// over a hidden set of kinds rather than an enum, so that a later release can add a
/// notification without breaking an app's `switch`: compare with the static members, and read
/// a detent change's two detents with ``detentChange``.
///
/// ```swift
/// engine.drainNotifications { notification in
///   if notification == .didDismiss { dismissed = true }
///   if let change = notification.detentChange { log(change.from, change.to) }
/// }
/// ```
public struct SheetNotification: Sendable, Hashable {
  /// The notifications there are; the engine and the adapters switch over it.
  package enum Kind: Sendable, Hashable {
    case willPresent
    case didPresent
    case willDismiss
    case didDismiss
    case detentDidChange(from: Detent.Identifier, to: Detent.Identifier)
    case didAttemptToDismiss
  }

  /// Which notification this is.
  package let kind: Kind

  /// A notification of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// A presentation began (programmatic or by a drag from hidden).
  public static let willPresent = SheetNotification(.willPresent)
  /// The sheet came to rest at its detent after a presentation.
  public static let didPresent = SheetNotification(.didPresent)
  /// A dismissal began (programmatic, tap, drag release or accessibility escape).
  public static let willDismiss = SheetNotification(.willDismiss)
  /// The sheet is hidden; the dismissal is complete.
  public static let didDismiss = SheetNotification(.didDismiss)
  /// The user tried to dismiss the sheet and the configuration's veto refused (UIKit's
  /// `presentationControllerDidAttemptToDismiss`).
  public static let didAttemptToDismiss = SheetNotification(.didAttemptToDismiss)

  /// The selected detent changed, by a release, a programmatic selection or accessibility.
  ///
  /// - Parameters:
  ///   - from: The detent selected before.
  ///   - to: The detent selected now.
  public static func detentDidChange(from: Detent.Identifier, to: Detent.Identifier)
    -> SheetNotification
  {
    SheetNotification(.detentDidChange(from: from, to: to))
  }

  /// The detents before and after, when this is a ``detentDidChange(from:to:)``; else nil.
  public var detentChange: (from: Detent.Identifier, to: Detent.Identifier)? {
    guard case .detentDidChange(let from, let to) = kind else { return nil }
    return (from, to)
  }
}
