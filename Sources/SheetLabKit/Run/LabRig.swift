import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport

/// The engine and its drivers, wired as the UIKit adapter wires them: the app's present and
/// dismiss and the sheet's own pan go through a `ModalPresentationRig` (the core's
/// `TransitionLifecycle` over an emulated UIKit host), a pan on the list goes through
/// ``ScrollHandoff`` with a `ScrollViewEmulator` standing in for `UIScrollView`, and a
/// navigation stack feeds its content height through ``NavigationSizing/drive(_:at:)``.
struct LabRig {
  /// Where a finger grabs the sheet, below its top edge, in points: the middle of the 20 pt
  /// strip a grabber's touch target covers.
  static let grabberTouchDepth: Double = 10
  /// Where a finger lands in the list, below the sheet's top edge, in points.
  static let listTouchDepth: Double = 160
  /// Where an edge swipe starts, right of the sheet's left edge, in points (inside UIKit's
  /// 20 pt screen-edge zone).
  static let edgeTouchInset: Double = 8
  /// Where an edge swipe runs, below the sheet's top edge, in points.
  static let edgeTouchDepth: Double = 120
  /// The identifier of the emulated list's scroll view.
  static let listID = ScrollViewID(1)

  /// The engine, the transition machine and the emulated host.
  var presentation: ModalPresentationRig
  var handoff = ScrollHandoff()
  var scroll: ScrollViewEmulator?
  var navigation: NavigationSizing?
  var finger: Point?
  var fingerOrigin = Point.zero
  /// The finger's vertical travel between frames, up to its release.
  var fingerTravel = FingerTravel()
  /// Whether the finger on screen is a `touch` no drag has moved on from.
  var isTouchOnly = false
  /// Whether the list's last movement went to the sheet (nil before any movement in a pan).
  var listMovesSheet: Bool?
  var markers: [TraceMarker] = []
  /// The presenting screen as the UIKit adapter shows it, through rotations too.
  var presenter = LabPresenter()
  /// The settings and detents in force (a `configure` input changes them).
  var settings: ConfigurationSpec
  var detents: [DetentSpec]
  /// What a persistent sheet does while the stacked sheet covers it (the rules').
  var covered = CoveredPersistentSheet()

  /// Wires `scenario`'s sheet; with `records`, its engine keeps a ``SheetRecording``.
  init(_ scenario: Scenario, records: Bool = false) {
    let context = LayoutContext(
      containerSize: scenario.container, safeAreaInsets: scenario.safeArea,
      preferredContentHeight: scenario.navigation?.screens.last?.height ?? scenario.contentHeight,
      grabberHeight: scenario.grabberHeight, displayCornerRadius: scenario.displayCornerRadius,
      layoutDirection: scenario.configuration.layoutDirection)
    var engine = SheetEngine(
      configuration: scenario.configuration.sheetConfiguration(detents: scenario.detents),
      context: context, time: 0, records: records)
    if let spec = scenario.scrollView {
      scroll = ScrollViewEmulator(
        contentHeight: spec.contentHeight, boundsHeight: spec.viewportHeight)
    }
    if let spec = scenario.navigation, let root = spec.screens.first {
      var stack = NavigationSizing(
        root: NavigationScreen(id: root.id, preferredHeight: root.height),
        containerWidth: engine.layout.sheetWidth)
      for screen in spec.screens.dropFirst() {
        stack.push(
          NavigationScreen(id: screen.id, preferredHeight: screen.height), animated: false, at: 0)
      }
      stack.drive(&engine, at: 0)
      stack.drainEvents { _ in }
      navigation = stack
    }
    presentation = ModalPresentationRig(engine: engine)
    settings = scenario.configuration
    detents = scenario.detents
  }

  /// The sheet's engine.
  var engine: SheetEngine {
    get { presentation.engine }
    _modify { yield &presentation.engine }
  }

  /// Applies one event at its own time.
  mutating func apply(_ event: LabEvent, at time: Double) {
    switch event {
    case .engine(let input):
      switch input.kind {
      case .present(let animated): presentation.appPresents(animated: animated, at: time)
      case .dismiss(let animated): presentation.appDismissesSheet(animated: animated, at: time)
      case .selectDetent:
        // The app's word when the engine took it, as the container's `selectDetent` tells its
        // cover rule.
        if presentation.input(input, at: time) { _ = covered.handle(.selectedByApp) }
      default: presentation.input(input, at: time)
      }
    case .layout(let size, let insets):
      var context = engine.layout.context
      // A new container size is a rotation, which the presenter's recession animates along.
      let rotates = context.containerSize != size
      if rotates { presenter.containerWillChange(at: time) }
      context.containerSize = size
      context.safeAreaInsets = insets
      presentation.input(.layoutChanged(context), at: time)
      if rotates {
        presenter.animate(
          toward: engine.restingPresenterRecession(inContainerOfSize: size), at: time)
      }
      let width = engine.layout.sheetWidth
      navigation?.containerWidth = width
    case .began(let surface):
      began(surface, at: time)
    case .moved(let surface, let translation):
      moved(surface, translation: translation, at: time)
    case .ended(let surface, let velocity):
      ended(surface, velocity: velocity, at: time)
    case .touch(let down):
      touch(down: down, at: time)
    case .push(let screen, let animated):
      navigation?.push(
        NavigationScreen(id: screen.id, preferredHeight: screen.height), animated: animated,
        at: time)
    case .pop(let animated):
      navigation?.pop(animated: animated, at: time)
    case .popToRoot(let animated):
      navigation?.popToRoot(animated: animated, at: time)
    case .setStack(let screens, let animated):
      navigation?.setStack(
        screens.map { NavigationScreen(id: $0.id, preferredHeight: $0.height) },
        animated: animated, at: time)
    case .configure(let change):
      settings = change.applied(to: settings)
      detents = change.detents ?? detents
      presentation.engine.updateConfiguration(
        settings.sheetConfiguration(detents: detents), at: time)
      if engine.layout.context.layoutDirection != settings.layoutDirection {
        // The container's direction is part of its layout, as UIKit's trait change is.
        var context = engine.layout.context
        context.layoutDirection = settings.layoutDirection
        presentation.input(.layoutChanged(context), at: time)
      }
      let width = engine.layout.sheetWidth
      navigation?.containerWidth = width
      presentation.sync(at: time)
    case .cover(let began):
      let event: CoveredPersistentSheet.Event =
        began
        ? .coverBegan(
          over: engine,
          behavior: settings.stepsDownWhenCovered ? .stepsDownToLowestDetent : .keepsDetent)
        : .coverEnded
      markers.append(
        TraceMarker(
          time: time, label: began ? "covered by the stacked sheet" : "uncovered", kind: .input))
      if case .select(let detent) = covered.handle(event) {
        presentation.input(.selectDetent(detent, animated: true), at: time)
      }
    case .tapOutside:
      // The engine's frame says whether touches outside the sheet reach the views behind.
      if engine.currentFrame.passesTouchesThrough {
        markers.append(TraceMarker(time: time, label: "tap reaches the background", kind: .input))
      } else {
        presentation.input(.tapOnDimming, at: time)
      }
    }
  }

  /// Hears the sheet's notifications: a detent change while covered tells the cover rule that
  /// someone moved the sheet (unless it is the rule's own step).
  mutating func observe(_ notifications: [TimedNotification]) {
    for timed in notifications {
      guard let change = timed.notification.detentChange else { continue }
      _ = covered.handle(.detentChanged(to: change.to))
    }
  }

  /// Moves everything that runs by itself to `time`: the navigation transition (which sends
  /// the content height) and the list's deceleration.
  mutating func tick(to time: Double) {
    if navigation != nil {
      navigation?.drive(&presentation.engine, at: time)
      presentation.sync(at: time)
    }
    scroll?.advance(to: time)
  }

  // MARK: - Fingers

  private mutating func began(_ surface: LabEvent.Surface, at time: Double) {
    // A grab goes to the engine first, so the finger lands where the sheet is at the touch's
    // own time (the last tick can be a few points behind a fast sheet).
    if surface == .sheet { presentation.fingerDown(at: time) }
    if surface == .bottomEdge {
      // As `BottomSheetEdgePresenter`: the touch grabs the hidden sheet, then the host presents.
      presentation.fingerDown(at: time)
      presentation.appPresents(animated: true, at: time)
    }
    let rect = engine.currentFrame.sheetRect
    switch surface {
    case .sheet:
      fingerOrigin = Point(x: rect.midX, y: rect.minY + LabRig.grabberTouchDepth)
    case .list:
      fingerOrigin = Point(x: rect.midX, y: rect.minY + LabRig.listTouchDepth)
      listMovesSheet = nil
      if var list = scroll {
        list.beginPan(at: time)
        _ = handoff.panBegan(scrollView: LabRig.listID, isVertical: true, metrics: list.metrics)
        scroll = list
      }
    case .edge:
      fingerOrigin = Point(
        x: rect.minX + LabRig.edgeTouchInset, y: rect.minY + LabRig.edgeTouchDepth)
      navigation?.interactivePopBegan(at: time)
    case .bottomEdge:
      fingerOrigin = Point(
        x: rect.midX, y: engine.layout.context.containerSize.height - LabRig.edgeTouchInset)
    }
    finger = fingerOrigin
    fingerTravel.down(at: fingerOrigin)
    isTouchOnly = false
  }

  /// A finger that touches the grabber, and lifts from it, as the adapter's touch-down
  /// recognizer reports it: the core decides whether the touch catches the sheet.
  private mutating func touch(down: Bool, at time: Double) {
    if down {
      presentation.touchDown(at: time)
      let rect = engine.currentFrame.sheetRect
      fingerOrigin = Point(x: rect.midX, y: rect.minY + LabRig.grabberTouchDepth)
      finger = fingerOrigin
      fingerTravel.down(at: fingerOrigin)
      isTouchOnly = true
      markers.append(TraceMarker(time: time, label: "touch", kind: .input))
    } else {
      presentation.touchLifted(at: time)
      markers.append(TraceMarker(time: time, label: "lift", kind: .release))
      // A drag that began meanwhile is this finger moving on; its own release lifts it.
      guard isTouchOnly else { return }
      isTouchOnly = false
      fingerTravel.lift(at: finger)
      finger = nil
    }
  }

  private mutating func moved(_ surface: LabEvent.Surface, translation: Double, at time: Double) {
    switch surface {
    case .sheet, .bottomEdge:
      finger = Point(x: fingerOrigin.x, y: fingerOrigin.y + translation)
      presentation.fingerMoved(translation: translation, at: time)
    case .list:
      finger = Point(x: fingerOrigin.x, y: fingerOrigin.y + translation)
      guard var list = scroll else { return }
      list.pan(translation: translation)
      let update = handoff.panChanged(
        translation: translation, metrics: list.metrics, engine: &presentation.engine, at: time)
      if let offset = update.contentOffset { list.setContentOffset(offset) }
      scroll = list
      presentation.sync(at: time)
      guard update.sheetDelta != 0 || update.contentDelta != 0 else { return }
      let movesSheet = update.sheetDelta != 0
      if let previous = listMovesSheet, previous != movesSheet {
        markers.append(
          TraceMarker(
            time: time, label: movesSheet ? "handoff → sheet" : "handoff → list", kind: .handoff))
      }
      listMovesSheet = movesSheet
    case .edge:
      finger = Point(x: fingerOrigin.x + translation, y: fingerOrigin.y)
      navigation?.interactivePopChanged(translation: translation, at: time)
    }
  }

  private mutating func ended(_ surface: LabEvent.Surface, velocity: Double?, at time: Double) {
    fingerTravel.lift(at: finger)
    finger = nil
    let label =
      velocity.map { "release \(LabFormat.number($0, digits: 0)) pt/s" } ?? "cancelled"
    markers.append(TraceMarker(time: time, label: label, kind: .release))
    switch surface {
    case .sheet, .bottomEdge:
      if let velocity {
        presentation.fingerUp(velocity: velocity, at: time)
      } else {
        presentation.fingerCancelled(at: time)
      }
    case .list:
      guard var list = scroll else { return }
      if let velocity {
        let allowed = presentation.allowsUserDismissal
        let release = handoff.panEnded(
          velocity: velocity, metrics: list.metrics, engine: &presentation.engine, at: time
        ) { allowed }
        list.endPan(velocity: velocity, at: time, stopAt: release.stopContentAt)
      } else {
        handoff.panCancelled(engine: &presentation.engine, at: time)
        list.endPan(velocity: 0, at: time)
      }
      scroll = list
      presentation.sync(at: time)
    case .edge:
      if let velocity {
        navigation?.interactivePopEnded(velocity: velocity, at: time)
      } else {
        navigation?.interactivePopCancelled(at: time)
      }
    }
  }
}
