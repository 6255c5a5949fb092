#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI

  extension Binding where Value == Detent {
    /// This selection as the identifier binding the sheet keeps in step with its detent: it
    /// reads the detent's identifier, and the sheet's write of an identifier sets the detent of
    /// `detents` it names (the core's `DetentSelection.detent(named:in:)`), in the write's
    /// transaction; an identifier none of them names leaves the selection as it is.
    func identifierSelection(among detents: [Detent]) -> Binding<Detent.Identifier?> {
      Binding<Detent.Identifier?>(
        get: { wrappedValue.identifier },
        set: { identifier, transaction in
          guard let detent = DetentSelection.detent(named: identifier, in: detents) else {
            return
          }
          self.transaction(transaction).wrappedValue = detent
        })
    }
  }
#endif
