#if os(iOS)
  @_spi(SelfCheck) import BottomSheetCore
  import BottomSheet
  @_spi(SelfCheck) import BottomSheetRules
  import BottomSheetSwiftUI
  import SwiftUI
  import UIKit

  /// The SwiftUI wrapper's first frame and its quiet updates: a sheet whose content names its
  /// own detents and selection heads for the content's detent from its first frame, with no
  /// re-selection and no selection write before it rests; and presenter updates that change
  /// nothing the content reads run none of the content's bodies.
  @MainActor
  enum SwiftUIFirstFrameSelfChecks {
    static var all: [SelfCheck] {
      [
        SelfCheck(name: firstFrameName, run: firstFrame),
        SelfCheck(name: quietName, run: quietUpdates),
      ]
    }

    static let firstFrameName =
      "swiftui: a sheet heading for the content's detent writes no selection before it rests"
    static let quietName =
      "swiftui: presenter updates the content does not read run none of its bodies"

    /// How many presenter updates the quiet check makes, one per frame.
    static let presenterUpdates = 30

    static func firstFrame(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckSwiftUIModel()
      SwiftUISelfChecks.embed(SelfCheckFirstFrameScreen(model: model), in: context.stage)
      guard await context.pause(0.2) else { return [] }
      model.isPresented = true
      // Where it heads on each frame is row 33's (every presenting frame, from the sheet's own
      // frames); polled here it could miss a one-frame re-target, so this row judges only the
      // writes, which the content counts itself, and where the sheet rests.
      guard
        await context.waitUntil("the sheet", { context.presentedSheet != nil }),
        let sheet = context.presentedSheet,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      let rested = sheet.sheetFrame.detent?.rawValue ?? "none"
      let writesBeforeRest = model.contentSelectionWrites
      model.isPresented = false
      guard await context.waitUntil("the sheet to leave", { context.presentedSheet == nil })
      else { return [] }
      return [
        DeviceCheckResult(
          name: firstFrameName,
          measurements: [
            (
              "rest",
              DeviceCheckCondition(
                "rests at \(rested) (expected medium)", isMet: rested == "medium")
            ),
            ("selection writes", DeviceCheckTally(allowed: 0...0, count: writesBeforeRest)),
          ])
      ]
    }

    static func quietUpdates(_ context: SelfCheckContext) async -> [DeviceCheckResult] {
      let model = SelfCheckSwiftUIModel()
      SwiftUISelfChecks.embed(SelfCheckQuietPresenterScreen(model: model), in: context.stage)
      guard await context.pause(0.2) else { return [] }
      model.isPresented = true
      guard await context.waitUntil("the sheet", { context.presentedSheet != nil }),
        let sheet = context.presentedSheet,
        await context.waitForRest(sheet, "the sheet to rest")
      else { return [] }
      let before = model.contentBodies
      for _ in 0..<presenterUpdates {
        model.tick += 1
        guard await context.pause(0.016) else { return [] }
      }
      let bodies = model.contentBodies - before
      model.isPresented = false
      guard await context.waitUntil("the sheet to leave", { context.presentedSheet == nil })
      else { return [] }
      return [
        DeviceCheckResult(
          name: quietName,
          measurements: [
            (
              "content bodies over \(presenterUpdates) presenter updates",
              DeviceCheckTally(allowed: 0...0, count: bodies)
            )
          ])
      ]
    }
  }

  /// Presents a sheet whose modifier says `[.large]` and whose content says `[.medium, .large]`
  /// with its own selection at `.medium`.
  struct SelfCheckFirstFrameScreen: View {
    @ObservedObject var model: SelfCheckSwiftUIModel

    var body: some View {
      Color.clear
        .bottomSheet(isPresented: $model.isPresented, detents: [.large]) {
          SelfCheckFirstFrameContent(model: model)
        }
    }
  }

  /// Names its own detents and selection, counting the sheet's writes to it.
  struct SelfCheckFirstFrameContent: View {
    let model: SelfCheckSwiftUIModel
    @State private var detent = Detent.medium

    var body: some View {
      Text("First frame")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .bottomSheetDetents(
          [.medium, .large],
          selection: Binding(
            get: { detent },
            set: { newValue in
              model.contentSelectionWrites += 1
              detent = newValue
            }))
    }
  }

  /// A presenter whose padding follows `tick`, which its sheet's content never reads.
  struct SelfCheckQuietPresenterScreen: View {
    @ObservedObject var model: SelfCheckSwiftUIModel

    var body: some View {
      Color.clear
        .padding(.bottom, CGFloat(model.tick % 2))
        .bottomSheet(isPresented: $model.isPresented, detents: [.medium]) {
          SelfCheckCountedContent(model: model)
        }
    }
  }

  /// Counts its bodies; reads nothing the presenter changes.
  struct SelfCheckCountedContent: View {
    let model: SelfCheckSwiftUIModel

    var body: some View {
      let _ = model.countContentBody()
      Text("Counted")
    }
  }
#endif
