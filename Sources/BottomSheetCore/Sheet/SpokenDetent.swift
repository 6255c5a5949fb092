/// Which phrase VoiceOver says for a detent: the core decides which, an adapter says it in the
/// user's language.
///
/// ``SheetEngine/spokenName(of:)`` answers it for the grabber's value and the announcement of a
/// detent change. The UIKit adapter maps each case to a string of its localized resources
/// (English, German and Russian ship with it); ``named(_:)`` is already the app's own words.
package enum SpokenDetent: Sendable, Hashable {
  /// The app's name for the detent, spoken as given: from
  /// ``SheetConfiguration/detentNames`` or the detent's ``Detent/accessibilityName``.
  case named(String)
  /// The built-in name of ``Detent/fitting`` ("Fitted").
  case fitting
  /// The built-in name of ``Detent/medium`` ("Medium").
  case medium
  /// The built-in name of ``Detent/large`` ("Large").
  case large
  /// The built-in name of ``Detent/collapsed`` ("Collapsed").
  case collapsed
  /// A generic name for a detent the app did not name: its place among the sheet's resting
  /// places, from the smallest (1) to the largest (`count`), e.g. "Size 2 of 3". Detents that
  /// resolve to one place share its number.
  case ordinal(position: Int, count: Int)
}
