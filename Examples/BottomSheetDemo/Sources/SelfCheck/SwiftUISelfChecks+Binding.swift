#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import SwiftUI
  import UIKit

  /// The SwiftUI wrapper on a device: a persistent sheet lets touches through SwiftUI's
  /// hit-testing up to its undimmed detent, to the very view put behind it; a text field lifts
  /// the sheet once; a detent removed while resting writes the selection once and after the
  /// update; a sheet whose content asks for `[.medium, .large]` heads for `.medium` from its
  /// first frame; a detent change inside `withAnimation` moves at the animation's pace where the
  /// app asks for it. Whether SwiftUI's own `interactiveDismissDisabled` sets the hosting
  /// controller's `isModalInPresentation` is reported, not judged: nothing documents it.
  @MainActor
  enum SwiftUIBindingSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(name: passThroughName, run: passThrough),
        SelfCheck(name: fieldName, run: field),
        SelfCheck(name: "swiftui: a removed detent writes the selection once", run: removedDetent),
        SelfCheck(name: "swiftui: the first frame heads for the content's detent", run: firstFrame),
        SelfCheck(name: appleDismissDisabledName, rows: [], run: appleDismissDisabled),
        SelfCheck(name: pacedName, run: paced),
      ]
    }

    static let passThroughName = "swiftui: persistent sheet passes touches through"
    static let fieldName = "swiftui: a text field lifts the sheet once"
    static let appleDismissDisabledName =
      "swiftui: Apple's interactiveDismissDisabled and the hosting controller"
    static let pacedName = "swiftui: withAnimation paces a sheet that follows it"

    /// Where the app asks for it (`bottomSheetFollowsTransactionAnimation()`), the animation in
    /// the transaction paces the sheet: a detent change inside
    /// `withAnimation(.linear(duration: 0.8))` moves the sheet at the animation's pace, not
    /// with its own spring, whether the state is the modifier's binding or lives inside the
    /// sheet's content. The core's `DeviceCheckPacing` decides. iOS 15 and 16 cannot sample an
    /// animation, so there it skips.
    static func paced(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      guard #available(iOS 17.0, *) else {
        return [.skipped(name: pacedName, because: "sampling an animation needs iOS 17")]
      }
      let outside = SelfCheckBindingModel()
      outside.selection = .medium
      SwiftUISelfChecks.embed(SelfCheckPacedPresenter(model: outside), in: context.stage)
      guard
        let modifier = await pacedMove(
          of: outside, in: context,
          start: {
            withAnimation(.linear(duration: pacedDuration)) { outside.selection = .large }
          })
      else { return [] }
      let inside = SelfCheckBindingModel()
      SwiftUISelfChecks.embed(SelfCheckContentPacedPresenter(model: inside), in: context.stage)
      guard
        let content = await pacedMove(
          of: inside, in: context,
          start: {
            inside.contentMove.send(pacedDuration)
          })
      else { return [] }
      return [
        DeviceCheckResult(
          name: pacedName,
          measurements: [
            ("the modifier's selection", modifier), ("state inside the sheet", content),
          ])
      ]
    }

    /// How long the paced moves' linear animation runs, in seconds.
    static let pacedDuration = 0.8

    /// Presents `model`'s sheet at `.medium`, lets `start` move it to `.large` in a linear
    /// animation, and measures the move's progress against the animation's; nil when the sheet
    /// did not show or rest (the context says why). The sheet's frames are read on a display
    /// link of the check's own, each with its own timestamp (`SheetFrame.time`, the instant it
    /// is shown): a main-thread hitch drops frames but never pairs a frame with another moment.
    static func pacedMove(
      of model: SelfCheckBindingModel, in context: SelfCheckContext, start: () -> Void
    ) async -> DeviceCheckPacing? {
      guard await context.pause(0.2) else { return nil }
      model.isPresented = true
      guard
        await context.waitUntil("the sheet", { context.presentedSheet != nil }),
        let sheet = context.presentedSheet,
        await context.waitForRest(sheet, "the sheet to rest at medium")
      else { return nil }
      let from = sheet.sheetFrame.selfCheckExtent
      let frames = SelfCheckFrameLog()
      let link = SelfCheckDisplayLink { [weak sheet] _ in
        guard let frame = sheet?.sheetFrame else { return }
        frames.frames.append(.init(time: frame.time, extent: frame.selfCheckExtent))
      }
      let startTime = CACurrentMediaTime()
      link.start()
      start()
      // The animation's duration and a frame more, by the clock: a sheet that arrives early
      // draws no more frames, and must still be measured (and fail), not wait.
      let sampled = await context.pause(pacedDuration + 1.0 / 30)
      link.stop()
      guard sampled, await context.waitForRest(sheet, "the sheet to rest at large") else {
        return nil
      }
      let pacing = DeviceCheckPacing(
        frames: frames.frames, start: startTime, duration: pacedDuration, from: from,
        to: sheet.sheetFrame.selfCheckExtent)
      model.isPresented = false
      guard await context.waitUntil("the sheet to leave", { context.presentedSheet == nil }) else {
        return nil
      }
      return pacing
    }

    static func passThrough(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckBindingModel()
      SwiftUISelfChecks.embed(SelfCheckPersistentPresenter(model: model), in: context.stage)
      guard
        await context.waitUntil("the persistent sheet", { container(in: context.stage) != nil }),
        let container = container(in: context.stage)
      else { return [] }
      var reach = DeviceCheckBackgroundReach()
      for (detent, expected) in [
        (Detent.collapsed, true), (.medium, true), (.large, false),
      ] {
        model.persistentSelection = detent
        guard
          await context.waitUntil(
            "the sheet to head for \(detent.identifier)",
            {
              container.selectedDetent == detent.identifier
            }),
          await context.waitForRest(container, "the sheet to rest at \(detent.identifier)"),
          let view = container.viewIfLoaded
        else { return [] }
        // Inside the window at every size: no room above the sheet is not measured (SKIP),
        // never a touch off the screen that "blocks" by testing nothing.
        guard let point = context.pointAbove(extent: container.sheetFrame.selfCheckExtent, in: view)
        else {
          reach.recordUnmeasured(detent: detent.identifier.rawValue)
          continue
        }
        // The view the check put behind the sheet, not merely any view outside the container.
        let hit = context.hitView(at: point, in: view)
        let reached = model.backgroundView.map { hit?.isDescendant(of: $0) == true } ?? false
        reach.record(detent: detent.identifier.rawValue, reached: reached, expected: expected)
      }
      return [
        DeviceCheckResult(
          name: passThroughName,
          measurements: [("window.hitTest above the sheet, the background's view", reach)])
      ]
    }

    static func field(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckBindingModel()
      model.showsField = true
      model.detents = [.fitting]
      model.selection = .fitting
      guard let sheet = await present(model, in: context, restingFor: "the sheet to rest"),
        let field = textField(in: sheet.sheetViewController.view), let window = context.window
      else { return [] }
      // The sheet's frames, read on every display frame, and each keyboard frame as it is
      // announced, into one settle count (`DeviceCheckSettles` starts again at each keyboard
      // change).
      let settles = SelfCheckSettlesLog()
      let keyboard = SelfCheckKeyboardWatch()
      keyboard.onFrame = { frame in
        let visible = KeyboardSelfChecks.visibleFrame(of: frame, in: window)
        settles.settles.recordKeyboardFrame(
          top: Double(visible.minY), height: Double(visible.height))
      }
      keyboard.start()
      defer { keyboard.stop() }
      let link = SelfCheckDisplayLink { [weak sheet] _ in
        if let phase = sheet?.sheetFrame.phase { settles.settles.record(phase) }
      }
      link.start()
      defer { link.stop() }
      let focused = field.becomeFirstResponder()
      // Whether a keyboard shows is the machine's doing, not the sheet's: a measurement, not a
      // timeout (as in the UIKit keyboard row).
      let announced = await context.holds(within: 5) { keyboard.endFrame != nil }
      if announced {
        guard
          await context.waitForRest(sheet, "the sheet to rest on the keyboard"),
          await context.pause(0.8)
        else { return [] }
      }
      link.stop()
      // Measured only against a software keyboard of real height, as the UIKit keyboard row
      // is: a bar alone (a hardware keyboard, a minimised one) or none skips.
      var measuredKeyboard = DeviceCheckKeyboard()
      if let frame = keyboard.endFrame {
        let visible = KeyboardSelfChecks.visibleFrame(of: frame, in: window)
        measuredKeyboard.record(
          visibleHeight: Double(visible.height), top: Double(visible.minY),
          fieldBottom: Double(field.convert(field.bounds, to: window).maxY))
      }
      field.resignFirstResponder()
      _ = await context.holds(within: 1) { keyboard.isHidden }
      model.isPresented = false
      _ = await context.waitUntil("the sheet to leave", { context.presentedSheet == nil })
      guard measuredKeyboard.hasRealKeyboard else {
        return [DeviceCheckResult(name: fieldName, measurements: [("", measuredKeyboard)])]
      }
      return [
        DeviceCheckResult(
          name: fieldName,
          measurements: [
            ("first responder", DeviceCheckCondition("the field took focus", isMet: focused)),
            ("", measuredKeyboard),
            ("sheet", settles.settles),
            (
              "keyboard notifications (will show, will change frame)",
              DeviceCheckTally.atLeast(1, count: keyboard.notifications)
            ),
          ])
      ]
    }

    static func removedDetent(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckBindingModel()
      guard
        let sheet = await present(model, in: context, restingFor: "the sheet to rest at medium")
      else { return [] }
      model.writes = DeviceCheckBindingWrites(expected: Detent.Identifier.large.rawValue)
      model.detents = [.large]
      guard
        await context.waitUntil("the sheet to head for large", { sheet.selectedDetent == .large }),
        await context.waitForRest(sheet, "the sheet to rest at large"),
        await context.pause(0.3)
      else { return [] }
      let writes = model.writes
      model.isPresented = false
      _ = await context.waitUntil("the sheet to leave", { context.presentedSheet == nil })
      return [
        DeviceCheckResult(
          name: "swiftui: a removed detent writes the selection once",
          measurements: [("selection", writes)])
      ]
    }

    static func firstFrame(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckBindingModel()
      // No selection: the sheet's first frames go to its first detent (`.medium`) by itself.
      model.passesSelection = false
      guard await present(model, in: context, restingFor: "the sheet to rest") != nil else {
        return []
      }
      var arrival = DeviceCheckFirstDetent(expected: Detent.Identifier.medium.rawValue)
      for position in model.positions where position.phase == .presenting {
        arrival.record(detent: position.detent?.rawValue)
      }
      model.isPresented = false
      _ = await context.waitUntil("the sheet to leave", { context.presentedSheet == nil })
      return [
        DeviceCheckResult(
          name: "swiftui: the first frame heads for the content's detent",
          measurements: [("presentation", arrival)])
      ]
    }

    /// SwiftUI's own `interactiveDismissDisabled()` in the content: the sheet's veto reads the
    /// hosting controller's `isModalInPresentation`, which SwiftUI may set from it on a hosting
    /// controller UIKit presented. Nothing documents that SwiftUI does, so a yes or a no here is
    /// SwiftUI's behaviour on this system, not the package's promise: reported, not judged
    /// (`DeviceCheckReport`). The package's own `bottomSheetInteractiveDismissDisabled` is what
    /// apps are told to use.
    static func appleDismissDisabled(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckBindingModel()
      model.usesAppleDismissDisabled = true
      guard let sheet = await present(model, in: context, restingFor: "the sheet to rest") else {
        context.report(
          DeviceCheckReport(
            name: appleDismissDisabledName, figure: "not seen: the sheet did not rest"))
        return []
      }
      let isModal = sheet.sheetViewController.isModalInPresentation
      model.isPresented = false
      _ = await context.waitUntil("the sheet to leave", { context.presentedSheet == nil })
      context.report(
        DeviceCheckReport(
          name: appleDismissDisabledName,
          figure: "isModalInPresentation of the hosting controller with "
            + "interactiveDismissDisabled(): \(isModal ? "set" : "not set")"))
      return []
    }

    /// Shows `model`'s modal sheet on the stage and waits until it rests; nil when it did not
    /// (the context says why).
    static func present(
      _ model: SelfCheckBindingModel, in context: SelfCheckContext, restingFor what: String
    ) async -> (any BottomSheetPresentation)? {
      SwiftUISelfChecks.embed(SelfCheckBindingPresenter(model: model), in: context.stage)
      guard await context.pause(0.2) else { return nil }
      model.isPresented = true
      guard
        await context.waitUntil("the sheet", { context.presentedSheet != nil }),
        let sheet = context.presentedSheet,
        await context.waitForRest(sheet, what)
      else { return nil }
      return sheet
    }

    /// The persistent sheet's container under `controller`, if any.
    static func container(in controller: UIViewController) -> BottomSheetContainerViewController? {
      for child in controller.children {
        if let container = child as? BottomSheetContainerViewController { return container }
        if let found = container(in: child) { return found }
      }
      return nil
    }

    /// The first text field in `view`'s hierarchy (SwiftUI's `TextField` is one).
    static func textField(in view: UIView?) -> UITextField? {
      guard let view else { return nil }
      if let field = view as? UITextField { return field }
      for subview in view.subviews {
        if let field = textField(in: subview) { return field }
      }
      return nil
    }
  }
#endif
