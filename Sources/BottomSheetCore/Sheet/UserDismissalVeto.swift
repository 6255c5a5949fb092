/// How the engine answers "may this user dismissal begin?" during one input.
///
/// Normally it asks ``SheetConfiguration/shouldDismiss``. ``SheetEngine/handle(_:at:shouldDismiss:)``
/// first plays the input on a copy in ``probing`` mode to learn whether the question arises at
/// all, then asks its caller once and plays the input for real in ``answered(_:)`` mode.
enum UserDismissalVeto: Sendable, Hashable {
  /// Ask the configuration's closure.
  case configured
  /// Record that the question arose and allow the dismissal (on a trial copy).
  case probing(asked: Bool)
  /// The caller's answer, combined with the configuration's closure.
  case answered(Bool)
}
