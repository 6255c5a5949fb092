#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI

  /// Hands one sheet's positions to the observers that follow it
  /// (`onBottomSheetPositionChange(for:of:action:)`). A stable reference in
  /// the environment: the environment never changes while the sheet moves, so no view is
  /// updated by it; only an observer's action can update what it writes.
  @MainActor
  final class BottomSheetPositionHub {
    private var observers: [ObjectIdentifier: @MainActor (BottomSheetPosition) -> Void] = [:]
    /// The last position handed out, given to an observer that joins late.
    private var latest: BottomSheetPosition?

    nonisolated init() {}

    /// Hands `position` to every observer.
    func publish(_ position: BottomSheetPosition) {
      latest = position
      for observer in observers.values { observer(position) }
    }

    /// Adds `observer`, keyed by `owner`, and gives it the latest position at once.
    func add(_ owner: AnyObject, _ observer: @escaping @MainActor (BottomSheetPosition) -> Void) {
      observers[ObjectIdentifier(owner)] = observer
      if let latest { observer(latest) }
    }

    /// Removes `owner`'s observer.
    func remove(_ owner: AnyObject) {
      observers[ObjectIdentifier(owner)] = nil
    }
  }

  /// Turns one sheet's frames into positions for its hubs, when the core's
  /// `LivePositionDelivery` says: on the frame itself, or after the view update it was drawn in.
  @MainActor
  final class BottomSheetPositionPublisher {
    /// The hub of the sheet's own content.
    let contentHub = BottomSheetPositionHub()
    /// The hub of the observers around the modified view, if any.
    weak var presenterHub: BottomSheetPositionHub?
    private var rules = LivePositionDelivery()
    private var latest: BottomSheetPosition?

    /// The wrapper entered `make…`/`update…`/`dismantle…`.
    func updateBegan() {
      carryOut(rules.handle(.updateBegan))
    }

    /// The wrapper left it.
    func updateEnded() {
      carryOut(rules.handle(.updateEnded))
    }

    /// The sheet was drawn at `frame`.
    func moved(_ frame: SheetFrame) {
      latest = BottomSheetPosition(frame)
      carryOut(rules.handle(.moved))
    }

    private func carryOut(_ command: LivePositionDelivery.Command?) {
      switch command {
      case .deliver:
        guard let latest else { return }
        contentHub.publish(latest)
        presenterHub?.publish(latest)
      case .scheduleTurn:
        DispatchQueue.main.async { [weak self] in
          guard let self else { return }
          self.carryOut(self.rules.handle(.turn))
        }
      case nil:
        break
      }
    }
  }

  // MARK: - Where observers find it

  /// The hub of the sheet a view is inside (set by the sheet's hosted root).
  struct BottomSheetContainingPositionKey: EnvironmentKey {
    static var defaultValue: BottomSheetPositionHub? { nil }
  }

  /// The hub of the observers around a view, for the sheets it presents (set by
  /// `onBottomSheetPositionChange` outside a sheet).
  struct BottomSheetPresenterPositionKey: EnvironmentKey {
    static var defaultValue: BottomSheetPositionHub? { nil }
  }

  extension EnvironmentValues {
    /// The hub of the sheet this view is inside, if any.
    var bottomSheetContainingPosition: BottomSheetPositionHub? {
      get { self[BottomSheetContainingPositionKey.self] }
      set { self[BottomSheetContainingPositionKey.self] = newValue }
    }

    /// The hub the sheets this view presents report to, if any.
    var bottomSheetPresenterPosition: BottomSheetPositionHub? {
      get { self[BottomSheetPresenterPositionKey.self] }
      set { self[BottomSheetPresenterPositionKey.self] = newValue }
    }
  }
#endif
