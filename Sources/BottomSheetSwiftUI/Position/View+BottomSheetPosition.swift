#if os(iOS)
  import BottomSheet
  import SwiftUI

  extension View {
    /// Follows a bottom sheet's live position, frame by frame, as SwiftUI's
    /// `onGeometryChange(for:of:action:)` follows a view's geometry: `transform` picks what you
    /// need from each ``BottomSheetPosition``, and `action` runs only when that value changes,
    /// so views that read what `action` writes update only then, and nothing else updates.
    ///
    /// Which sheet it follows:
    ///
    /// - Inside a sheet's content, that sheet.
    /// - Elsewhere, the sheet modifier nearest inside it (`.bottomSheet` or
    ///   `.persistentBottomSheet` applied before it, with no other sheet modifier between), so
    ///   apply it outside that modifier. A sheet modifier further inside reports to none of the
    ///   observers outside the nearer one, and observers stacked directly on each other follow
    ///   the same sheet.
    /// - Among sibling sheet modifiers it is outside of (a `Group` of views that each carry one),
    ///   the sheet that starts moving first, until it rests, hides or goes away; the others'
    ///   frames meanwhile are not reported.
    ///
    /// To follow two sheets apart, put one observer directly outside each modifier:
    ///
    /// ```swift
    /// MapView()
    ///   .padding(.bottom, resultsHeight)
    ///   .persistentBottomSheet { SearchResults() }
    ///   .onBottomSheetPositionChange(for: CGFloat.self, of: \.height) { resultsHeight = $0 }
    ///   .bottomSheet(isPresented: $showsFilters) { Filters() }
    ///   .onBottomSheetPositionChange(for: CGFloat.self, of: \.height) { filtersHeight = $0 }
    /// ```
    ///
    /// Following one sheet in two ways:
    ///
    /// ```swift
    /// @State private var sheetHeight: CGFloat = 0
    /// @State private var isSheetHigh = false
    ///
    /// MapView()
    ///   .padding(.bottom, sheetHeight)              // the map's centre stays visible
    ///   .persistentBottomSheet { SearchResults() }
    ///   .onBottomSheetPositionChange(for: CGFloat.self, of: \.height) { sheetHeight = $0 }
    ///   .onBottomSheetPositionChange(for: Bool.self, of: { $0.height > 400 }) {
    ///     isSheetHigh = $0                          // changes twice per drag at most
    ///   }
    /// ```
    ///
    /// The first value comes when the sheet is first drawn (or at once, if it already is).
    /// Values come on the display frame that moved the sheet; a frame drawn during a view
    /// update (new detents applied) is reported right after it, so `action` never modifies
    /// state during a view update.
    ///
    /// - Parameters:
    ///   - type: The type of the value followed.
    ///   - transform: Picks the value from a position.
    ///   - action: Called with each new value.
    /// - Returns: The view, following the sheet.
    @MainActor
    public func onBottomSheetPositionChange<Value: Equatable>(
      for type: Value.Type = Value.self,
      of transform: @escaping @MainActor (BottomSheetPosition) -> Value,
      action: @escaping @MainActor (Value) -> Void
    ) -> some View {
      modifier(BottomSheetPositionObserver(transform: transform, action: action))
    }
  }

  // MARK: - How it follows

  /// The modifier behind `onBottomSheetPositionChange(for:of:action:)`.
  @MainActor
  struct BottomSheetPositionObserver<Value: Equatable>: ViewModifier {
    let transform: @MainActor (BottomSheetPosition) -> Value
    let action: @MainActor (Value) -> Void
    @Environment(\.bottomSheetContainingPosition) private var containing
    /// The hub of an observer right around this one (no sheet modifier between them), which the
    /// sheets below report to: stacked observers follow the same sheets.
    @Environment(\.bottomSheetPresenterPosition) private var enclosing
    /// The hub the sheets presented below this view report to, when no observer around it has one.
    @State private var ownHub = BottomSheetPositionHub()
    @State private var subscription = BottomSheetPositionSubscription<Value>()

    func body(content: Content) -> some View {
      // The latest closures, read by the subscription when a position comes.
      subscription.transform = transform
      subscription.action = action
      let presenterHub = enclosing ?? ownHub
      return
        content
        .environment(\.bottomSheetPresenterPosition, presenterHub)
        .onAppear { subscription.attach(to: containing ?? presenterHub) }
        .onDisappear { subscription.detach() }
    }
  }

  /// One observer's link to a hub: the closures, and the last value handed to `action`.
  @MainActor
  final class BottomSheetPositionSubscription<Value: Equatable> {
    var transform: (@MainActor (BottomSheetPosition) -> Value)?
    var action: (@MainActor (Value) -> Void)?
    private var last: Value?
    private weak var hub: BottomSheetPositionHub?

    nonisolated init() {}

    func attach(to newHub: BottomSheetPositionHub) {
      detach()
      hub = newHub
      newHub.add(self) { [weak self] position in self?.receive(position) }
    }

    func detach() {
      hub?.remove(self)
      hub = nil
    }

    private func receive(_ position: BottomSheetPosition) {
      guard let transform, let action else { return }
      let value = transform(position)
      guard value != last else { return }
      last = value
      action(value)
    }
  }
#endif
