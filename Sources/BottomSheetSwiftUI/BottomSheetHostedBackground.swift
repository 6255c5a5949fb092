#if os(iOS)
  import SwiftUI

  /// The root of the view behind a persistent sheet, re-hosted in the sheet's container: it
  /// keeps the environment it had where it was written.
  struct BottomSheetHostedBackground<Content: View>: View {
    let content: Content
    let environment: EnvironmentValues?

    var body: some View {
      content.modifier(BottomSheetEnvironmentForwarding(environment: environment))
    }
  }
#endif
