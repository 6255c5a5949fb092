#if os(iOS)
  import SwiftUI

  /// A short, secondary explanation of what a screen shows.
  struct SwiftUIDemoCaption: View {
    let text: String

    init(_ text: String) {
      self.text = text
    }

    var body: some View {
      Text(text)
        .font(.footnote)
        .foregroundStyle(Color.secondary)
        .multilineTextAlignment(.center)
        .fixedSize(horizontal: false, vertical: true)
    }
  }
#endif
