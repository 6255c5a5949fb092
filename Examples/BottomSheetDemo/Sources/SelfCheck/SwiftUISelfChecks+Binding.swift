#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import SwiftUI
  import UIKit

  /// The SwiftUI wrapper on a device: a persistent sheet lets touches through SwiftUI's
  /// hit-testing up to its undimmed detent, a text field lifts the sheet once, a detent removed
  /// while resting writes the selection once and after the update, and a sheet whose content
  /// asks for `[.medium, .large]` heads for `.medium` from its first frame, a detent change
  /// inside `withAnimation` moves at the animation's pace where the app asks for it; and whether SwiftUI's own
  /// `interactiveDismissDisabled` reaches the sheet's veto.
  @MainActor
  enum SwiftUIBindingSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(name: "swiftui: persistent sheet passes touches through", run: passThrough),
        SelfCheck(name: "swiftui: a text field lifts the sheet once", run: field),
        SelfCheck(name: "swiftui: a removed detent writes the selection once", run: removedDetent),
        SelfCheck(name: "swiftui: the first frame heads for the content's detent", run: firstFrame),
        SelfCheck(
          name: "swiftui: Apple's interactiveDismissDisabled reaches the veto",
          run: appleDismissDisabled),
        SelfCheck(name: pacedName, run: paced),
      ]
    }

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
    /// did not show or rest (the context says why).
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
      var seen: [(elapsed: Double, extent: Double)] = []
      let startTime = CACurrentMediaTime()
      start()
      let sampled = await context.everyFrame(for: pacedDuration) {
        seen.append(
          ((CACurrentMediaTime() - startTime) / pacedDuration, sheet.sheetFrame.selfCheckExtent))
      }
      guard sampled, await context.waitForRest(sheet, "the sheet to rest at large") else {
        return nil
      }
      let to = sheet.sheetFrame.selfCheckExtent
      var pacing = DeviceCheckPacing()
      if to - from > 1 {
        for sample in seen {
          pacing.record(elapsed: sample.elapsed, progress: (sample.extent - from) / (to - from))
        }
      }
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
        let hit = context.hitView(at: point, in: view)
        let reached = hit.map { !$0.isDescendant(of: view) } ?? false
        reach.record(detent: detent.identifier.rawValue, reached: reached, expected: expected)
      }
      return [
        DeviceCheckResult(
          name: "swiftui: persistent sheet passes touches through",
          measurements: [("window.hitTest above the sheet", reach)])
      ]
    }

    static func field(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckBindingModel()
      model.showsField = true
      model.detents = [.fitting]
      model.selection = .fitting
      guard let sheet = await present(model, in: context, restingFor: "the sheet to rest"),
        let field = textField(in: sheet.sheetViewController.view)
      else { return [] }
      let keyboard = SelfCheckKeyboardWatch()
      keyboard.start()
      defer { keyboard.stop() }
      let before = model.positions.count
      let focused = field.becomeFirstResponder()
      guard
        await context.waitUntil("the keyboard", { keyboard.endFrame != nil }),
        await context.waitForRest(sheet, "the sheet to rest on the keyboard"),
        await context.pause(0.8)
      else { return [] }
      var settles = DeviceCheckSettles(allowed: 1...1)
      for position in model.positions.dropFirst(before) { settles.record(position.phase) }
      // Measured only against a software keyboard of real height, as the UIKit keyboard row
      // is: a bar alone (a hardware keyboard, a minimised one) or none skips.
      var measuredKeyboard = DeviceCheckKeyboard()
      if let window = context.window, let frame = keyboard.endFrame {
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
        return [
          DeviceCheckResult(
            name: "swiftui: a text field lifts the sheet once",
            measurements: [("", measuredKeyboard)])
        ]
      }
      return [
        DeviceCheckResult(
          name: "swiftui: a text field lifts the sheet once",
          measurements: [
            ("first responder", DeviceCheckCondition("the field took focus", isMet: focused)),
            ("", measuredKeyboard),
            ("sheet", settles),
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
    /// hosting controller's `isModalInPresentation`, which SwiftUI is expected to set from it.
    static func appleDismissDisabled(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckBindingModel()
      model.usesAppleDismissDisabled = true
      guard let sheet = await present(model, in: context, restingFor: "the sheet to rest") else {
        return []
      }
      let isModal = sheet.sheetViewController.isModalInPresentation
      model.isPresented = false
      _ = await context.waitUntil("the sheet to leave", { context.presentedSheet == nil })
      return [
        DeviceCheckResult(
          name: "swiftui: Apple's interactiveDismissDisabled reaches the veto",
          measurements: [
            (
              "hosting controller",
              DeviceCheckCondition("isModalInPresentation is set", isMet: isModal)
            )
          ])
      ]
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
