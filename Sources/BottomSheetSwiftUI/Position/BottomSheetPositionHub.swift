#if os(iOS)
  import BottomSheet
  import BottomSheetRules
  import SwiftUI

  /// Hands the positions of the sheets that report to it to the observers that follow them
  /// (`onBottomSheetPositionChange(for:of:action:)`). A stable reference in the environment: the
  /// environment never changes while a sheet moves, so no view is updated by it; only an
  /// observer's action can update what it writes. Sibling sheet modifiers under one observer
  /// share its hub; the core's `LivePositionOwnership` says whose frames it follows.
  @MainActor
  final class BottomSheetPositionHub {
    private var observers: [ObjectIdentifier: @MainActor (BottomSheetPosition) -> Void] = [:]
    /// The last position handed out, given to an observer that joins late.
    private var latest: BottomSheetPosition?
    /// Which source's frames are handed out.
    private var ownership = LivePositionOwnership<Int>()
    /// The number the next source to join gets.
    private var nextSource = 0
    /// Each source's latest position, handed out again when the owner hides or leaves.
    private var latestBySource: [Int: BottomSheetPosition] = [:]

    nonisolated init() {}

    /// Adds a sheet that reports here, and returns the number it reports under.
    func join() -> Int {
      defer { nextSource += 1 }
      return nextSource
    }

    /// The sheet numbered `source` no longer reports here.
    func leave(_ source: Int) {
      let command = ownership.handle(.left(source))
      latestBySource[source] = nil
      carryOut(command, position: nil)
    }

    /// Hands `position`, drawn by the sheet numbered `source`, to every observer, unless another
    /// sheet that moves owns the hub.
    func publish(_ position: BottomSheetPosition, from source: Int) {
      latestBySource[source] = position
      carryOut(ownership.handle(.moved(source, phase: position.phase)), position: position)
    }

    private func carryOut(
      _ command: LivePositionOwnership<Int>.Command?, position: BottomSheetPosition?
    ) {
      switch command {
      case .deliver:
        if let position { hand(position) }
      case .deliverAndRestore(let other):
        if let position { hand(position) }
        if let restored = latestBySource[other] { hand(restored) }
      case .restore(let other):
        if let restored = latestBySource[other] { hand(restored) }
      case nil:
        break
      }
    }

    private func hand(_ position: BottomSheetPosition) {
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
    /// The number this sheet reports under in ``contentHub`` (its only source).
    private let contentSource: Int
    /// The hub of the observers around the modified view, if any; the sheet joins a new one
    /// and leaves the one before.
    weak var presenterHub: BottomSheetPositionHub? {
      didSet {
        guard presenterHub !== oldValue else { return }
        if let oldValue, let presenterSource { oldValue.leave(presenterSource) }
        presenterSource = presenterHub?.join()
      }
    }
    /// The number this sheet reports under in ``presenterHub``.
    private var presenterSource: Int?
    private var rules = LivePositionDelivery()
    private var latest: BottomSheetPosition?

    init() {
      contentSource = contentHub.join()
    }

    /// Every wrapper view's updates, counted in one place: a sheet drawn inside another
    /// sheet's update (a covered persistent sheet stepping down as a modal one is presented
    /// from an update) waits as one drawn inside its own.
    private static var updates = ViewUpdateNesting()

    /// The wrapper entered `make…`/`update…`/`dismantle…`.
    func updateBegan() {
      Self.updates.began()
    }

    /// The wrapper left it.
    func updateEnded() {
      Self.updates.ended()
    }

    /// The sheet was drawn at `frame`.
    func moved(_ frame: SheetFrame) {
      latest = BottomSheetPosition(frame)
      carryOut(rules.handle(.moved(insideUpdate: Self.updates.isInside)))
    }

    /// The sheet modifier went away: its sheet no longer holds the observers around it.
    func removed() {
      presenterHub = nil
    }

    private func carryOut(_ command: LivePositionDelivery.Command?) {
      switch command {
      case .deliver:
        guard let latest else { return }
        contentHub.publish(latest, from: contentSource)
        if let presenterHub, let presenterSource {
          presenterHub.publish(latest, from: presenterSource)
        }
      case .scheduleTurn:
        BottomSheetTurn.next { [weak self] in
          guard let self else { return }
          self.carryOut(self.rules.handle(.turn(insideUpdate: Self.updates.isInside)))
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
