#if os(iOS)
  import Combine
  import SwiftUI

  /// An item for `.bottomSheet(item:)`.
  struct SelfCheckItem: Identifiable, Equatable {
    let id: Int
  }
#endif
