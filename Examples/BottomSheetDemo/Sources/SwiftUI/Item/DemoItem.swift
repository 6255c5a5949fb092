#if os(iOS)
  /// An item the item-identity screen shows in a sheet: its `id` decides whether a new value
  /// replaces the sheet or updates it in place.
  struct DemoItem: Identifiable {
    let id: String
    var edits = 0
  }
#endif
