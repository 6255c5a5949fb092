#if os(iOS)
  import SwiftUI

  /// A custom environment value, set above the presenter and read inside the sheet.
  struct DemoBadgeKey: EnvironmentKey {
    static let defaultValue = "no badge (the default)"
  }

  extension EnvironmentValues {
    /// The badge the environment screen sets; the sheet shows it.
    var demoBadge: String {
      get { self[DemoBadgeKey.self] }
      set { self[DemoBadgeKey.self] = newValue }
    }
  }
#endif
