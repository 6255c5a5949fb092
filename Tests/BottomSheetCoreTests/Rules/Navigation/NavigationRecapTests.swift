import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// A limit that changes mid-transition re-caps *both* screens: each screen's shown height is
/// its preferred height under the current cap (``NavigationSizing/maximumHeight``), the one
/// being left as much as the one arriving, and the blend of the two follows the slide. So once
/// the glide to the new cap is over, the height is the blend of the two re-capped heights, and
/// whichever way the transition ends it ends on the re-capped height of the screen left on top,
/// without the sheet jumping when it ends.
@Suite("Navigation: a cap that changes mid-transition re-caps both screens")
struct NavigationRecapTests {
  /// The sheet's width and the pop's measure, in points.
  static let width = 400.0

  @Test func aHeldPopBlendsBothScreensUnderTheNewCap() {
    // An edge-swipe pop held at `progress`; the cap changes from `before` to `after` while the
    // finger holds it. (popped screen's height, revealed screen's height, caps, progress.)
    let rows:
      [(
        line: UInt, top: Double, below: Double, before: Double, after: Double,
        progress: Double
      )] = [
        (#line, 2_000, 300, 753, 359, 0.5),  // only the popped screen is over the new cap
        (#line, 300, 2_000, 753, 359, 0.5),  // only the revealed one
        (#line, 2_000, 1_500, 753, 359, 0.25),  // both
        (#line, 2_000, 300, 359, 753, 0.5),  // the cap rises: the popped screen grows to it
        (#line, 300, 2_000, 359, 753, 0.25),
        (#line, 1_000, 600, 359, 753, 0.5),  // both capped before, neither after
        (#line, 500, 400, 753, 359, 0.75),
      ]
    for row in rows {
      let location = rowLocation(row.line)
      var navigation = NavigationSizing(
        root: NavigationScreen(id: 1, preferredHeight: row.below), containerWidth: Self.width)
      navigation.push(NavigationScreen(id: 2, preferredHeight: row.top), animated: false, at: 0)
      navigation.setMaximumHeight(row.before, at: 0)
      let began = navigation.interactivePopBegan(at: 1)
      #expect(began, sourceLocation: location)
      navigation.interactivePopChanged(translation: row.progress * Self.width, at: 1.1)
      let held = navigation.frame(at: 1.1)
      #expect(held.progress == row.progress, sourceLocation: location)
      expectClose(
        held.contentHeight,
        Self.blend(row.top, row.below, cap: row.before, progress: row.progress),
        tolerance: 1e-9, "before the change", sourceLocation: location)
      navigation.setMaximumHeight(row.after, at: 1.2)
      // 1.8 s later the 0.3 s critically damped glide has long arrived.
      let glided = navigation.frame(at: 3)
      #expect(glided.isTransitioning, sourceLocation: location)
      expectClose(
        glided.contentHeight,
        Self.blend(row.top, row.below, cap: row.after, progress: row.progress),
        tolerance: 1e-6, "after the glide", sourceLocation: location)
      // Finished or cancelled, the pop ends on the re-capped height of the screen on top.
      for (velocity, height) in [(2_000.0, row.below), (-2_000.0, row.top)] {
        var ending = navigation
        ending.interactivePopEnded(velocity: velocity, at: 3)
        let end = ending.frame(at: 5)
        #expect(!end.isTransitioning, sourceLocation: location)
        expectClose(
          end.contentHeight, min(height, row.after), tolerance: 1e-9, "at the end",
          sourceLocation: location)
      }
    }
  }

  /// The shown height of a transition from a `from`-tall screen to a `to`-tall one at
  /// `progress`, each capped at `cap` first, in points.
  static func blend(_ from: Double, _ to: Double, cap: Double, progress: Double) -> Double {
    min(from, cap) + (min(to, cap) - min(from, cap)) * progress
  }

  /// The push or pop under way when the limit changes.
  enum Operation {
    /// Pushes a 2000 pt screen over a 300 pt one.
    case push
    /// Pops a 2000 pt screen off a 300 pt one.
    case pop
    /// An edge-swipe pop of a 2000 pt screen off a 300 pt one, released back: only the popped
    /// screen, the one left on top, feels the new limit.
    case cancelledPop
  }

  /// What changes the limit mid-transition.
  enum LimitChange {
    /// The phone turns from portrait to landscape: 753 → 359 pt of content.
    case toLandscape
    /// The phone turns from landscape to portrait: 359 → 753 pt.
    case toPortrait
    /// A 336 pt keyboard arrives with its spring: 753 → 451 pt.
    case keyboardArrives
    /// The keyboard leaves with its spring: 451 → 753 pt.
    case keyboardLeaves
    /// The status bar hides, so the top safe area shrinks from 47 to 20 pt: 753 → 780 pt.
    /// The sheet, below both limits when it happens, has no reason to move by itself.
    case statusBarHides
  }

  @Test func theSheetDoesNotJumpWhenATransitionEndsAfterTheLimitChanged() {
    // (operation at 1 s, what changes the limit, and when: seconds after the operation began).
    let rows: [(line: UInt, operation: Operation, change: LimitChange, delay: Double)] = [
      (#line, .push, .toLandscape, 0.05),
      (#line, .push, .toLandscape, 0.3),
      (#line, .push, .toPortrait, 0.05),
      (#line, .push, .toPortrait, 0.2),
      (#line, .push, .toPortrait, 0.3),
      (#line, .push, .keyboardArrives, 0.2),
      (#line, .push, .keyboardLeaves, 0.05),
      (#line, .push, .keyboardLeaves, 0.2),
      (#line, .push, .keyboardLeaves, 0.3),
      (#line, .push, .statusBarHides, 0.05),
      (#line, .push, .statusBarHides, 0.2),
      (#line, .push, .statusBarHides, 0.3),
      (#line, .pop, .toPortrait, 0.3),
      (#line, .pop, .keyboardLeaves, 0.3),
      (#line, .pop, .keyboardArrives, 0.3),
      (#line, .cancelledPop, .toPortrait, 0.4),
      (#line, .cancelledPop, .keyboardLeaves, 0.4),
      (#line, .cancelledPop, .keyboardArrives, 0.4),
      (#line, .cancelledPop, .statusBarHides, 0.4),
    ]
    for row in rows {
      let location = rowLocation(row.line)
      let extents = Self.run(row.operation, change: row.change, delay: row.delay)
      // A jump is a step far larger than the steps on either side of it: smooth motion at
      // 120 Hz changes its step only a little from frame to frame. A turn of the phone changes
      // the container at once, so its frame and the next are left out.
      let steps = zip(extents, extents.dropFirst()).map { ($1.time, abs($1.extent - $0.extent)) }
      for index in steps.indices.dropFirst().dropLast()
      where steps[index - 1].0 > 1 + row.delay + 1.5 / 120 {
        let (time, step) = steps[index]
        let (before, after) = (steps[index - 1].1, steps[index + 1].1)
        #expect(
          step <= before + after + 1,
          "a \(step) pt jump at \(time) s between steps of \(before) and \(after) pt",
          sourceLocation: location)
      }
      // And it ends on the new limit's height of the screen on top.
      let top: Double = row.operation == .push ? 2_000 : (row.operation == .pop ? 300 : 2_000)
      let limit: Double =
        switch row.change {
        case .toLandscape: 359
        case .toPortrait: 753
        case .keyboardArrives: 451
        case .keyboardLeaves: 753
        case .statusBarHides: 780
        }
      let inset: Double =
        switch row.change {
        case .toLandscape: 21
        case .toPortrait, .keyboardLeaves, .statusBarHides: 34
        case .keyboardArrives: 0
        }
      expectClose(
        extents[extents.count - 1].extent, min(top, limit) + inset, tolerance: 0.01,
        sourceLocation: location)
    }
  }

  /// Runs `operation` at 1 s on a fitting sheet whose content is the stack, changing the limit
  /// `delay` seconds later, and returns the sheet's extent at every 120 Hz frame until 3 s.
  static func run(
    _ operation: Operation, change: LimitChange, delay: Double
  ) -> [(time: Double, extent: Double)] {
    let short = NavigationScreen(id: 1, preferredHeight: 300)
    let tall = NavigationScreen(id: 2, preferredHeight: 2_000)
    let screens: [NavigationScreen] =
      switch operation {
      case .push: [short]
      case .pop: [short, tall]
      case .cancelledPop: [short, tall]
      }
    var rig = NavigationRig(screens: screens)
    let portrait = Phone.context()
    let landscape = PhoneLandscape.context(content: 0)
    var extents: [(time: Double, extent: Double)] = []
    for frame in 1...360 {
      let time = Double(frame) / 120
      if frame == 60 {
        // How things stand before the operation.
        switch change {
        case .toPortrait: Self.turn(&rig, to: landscape, at: time)
        case .keyboardLeaves:
          rig.engine.handle(.keyboardChanged(overlap: 336, animation: .immediate), at: time)
        case .toLandscape, .keyboardArrives, .statusBarHides: break
        }
      }
      if frame == 120 + Int((delay * 120).rounded()) {
        switch change {
        case .toLandscape: Self.turn(&rig, to: landscape, at: time)
        case .toPortrait: Self.turn(&rig, to: portrait, at: time)
        case .keyboardArrives:
          rig.engine.handle(.keyboardChanged(overlap: 336, animation: .systemKeyboard), at: time)
        case .keyboardLeaves:
          rig.engine.handle(.keyboardChanged(overlap: 0, animation: .systemKeyboard), at: time)
        case .statusBarHides:
          var context = portrait
          context.safeAreaInsets.top = 20
          Self.turn(&rig, to: context, at: time)
        }
      }
      if frame == 120 {
        switch operation {
        case .push: rig.navigation.push(tall, animated: true, at: time)
        case .pop: rig.navigation.pop(animated: true, at: time)
        case .cancelledPop: _ = rig.navigation.interactivePopBegan(at: time)
        }
      }
      if operation == .cancelledPop, frame > 120, frame <= 120 + 48 {
        // The finger slides a fifth of the width in 0.2 s, comes back almost to the edge in
        // another 0.2 s and lets go, flicking back: the pop cancels soon after.
        let step = Double(frame - 120)
        let progress = step <= 24 ? 0.2 * step / 24 : 0.2 - 0.18 * (step - 24) / 24
        rig.navigation.interactivePopChanged(
          translation: progress * rig.navigation.containerWidth, at: time)
        if frame == 168 { rig.navigation.interactivePopEnded(velocity: -300, at: time) }
      }
      rig.navigation.drive(&rig.engine, at: time)
      extents.append((time, rig.engine.step(to: time).extent))
      rig.navigation.drainEvents { _ in }
    }
    return extents
  }

  /// Lays the sheet out in `context` (a turn of the phone, a new safe area), keeping the
  /// content's height.
  static func turn(_ rig: inout NavigationRig, to context: LayoutContext, at time: Double) {
    var turned = context
    turned.preferredContentHeight = rig.engine.layout.context.preferredContentHeight
    rig.engine.handle(.layoutChanged(turned), at: time)
  }
}
