import BottomSheetCore
import BottomSheetRules
import BottomSheetTestSupport
import Testing

/// The shared fixtures must be what their names promise: a fixture that drifts (equal sides
/// again, a split view wide enough for the wide layout) would silently hide the bugs it exists
/// to catch.
@Suite("Test support: the standard devices")
struct StandardDeviceTests {
  @Test func everyDeviceHasAUniqueNameAFiniteSizeAndASafeAreaInsideIt() {
    #expect(Set(StandardDevice.all.map(\.name)).count == StandardDevice.all.count)
    for device in StandardDevice.all {
      let insets = device.safeAreaInsets
      #expect(device.size.width > 0 && device.size.height > 0, "\(device)")
      #expect(device.size.width.isFinite && device.size.height.isFinite, "\(device)")
      #expect(
        [insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0 >= 0 },
        "\(device)")
      #expect(insets.left + insets.right < device.size.width, "\(device)")
      #expect(insets.top + insets.bottom < device.size.height, "\(device)")
    }
  }

  @Test func thePhoneIsTheStandard390By844WithItsNotchAndHomeIndicator() {
    #expect(StandardDevice.phone.size == Size(width: 390, height: 844))
    #expect(StandardDevice.phone.safeAreaInsets == Insets(top: 47, bottom: 34))
    // The test suite's own name for it is the same device.
    #expect(Phone.size == StandardDevice.phone.size)
    #expect(Phone.insets == StandardDevice.phone.safeAreaInsets)
  }

  @Test func theLandscapePhonesAreThePhoneTurnedAndOneHasUnequalSides() {
    let portrait = StandardDevice.phone.size
    for device in [StandardDevice.phoneLandscape, .phoneLandscapeUnequal] {
      #expect(device.size == Size(width: portrait.height, height: portrait.width), "\(device)")
      #expect(device.safeAreaInsets.top == 0, "\(device)")
    }
    let equal = StandardDevice.phoneLandscape.safeAreaInsets
    #expect(equal.left == equal.right)
    let unequal = StandardDevice.phoneLandscapeUnequal.safeAreaInsets
    #expect(unequal.left != unequal.right)
    #expect(unequal.left > 0)
  }

  @Test func theLeftInsetContainerHasALeftInsetAndNothingElse() {
    let insets = StandardDevice.leftInsetContainer.safeAreaInsets
    #expect(insets.left > 0)
    #expect(insets.top == 0 && insets.bottom == 0 && insets.right == 0)
  }

  @Test func theSplitViewIsCompactAndTheIPadIsWide() {
    // (line, device, whether the core lays it out as a wide container)
    let rows: [(line: UInt, device: StandardDevice, wide: Bool)] = [
      (#line, .phone, false),
      (#line, .phoneLandscape, true),
      (#line, .iPad, true),
      (#line, .iPadLandscape, true),
      (#line, .iPadSplitView, false),
    ]
    for row in rows {
      let width = row.device.size.width
      #expect(
        (width > SheetLayout.wideContainerThreshold) == row.wide, "\(row.device)",
        sourceLocation: rowLocation(row.line))
    }
    let split = StandardDevice.iPadSplitView
    #expect(split.size.width < SheetContentTraits.compactWidthLimit)
    #expect(split.size.height == StandardDevice.iPad.size.height)
    #expect(split.safeAreaInsets == StandardDevice.iPad.safeAreaInsets)
  }

  @Test func aSheetTakesTheWholeWidthOfTheSplitViewButNotOfTheIPad() {
    let split = SheetEngine.fixture(.fitting, on: .iPadSplitView, start: .presented)
    #expect(split.currentFrame.sheetRect.width == StandardDevice.iPadSplitView.size.width)
    let iPad = SheetEngine.fixture(.fitting, on: .iPad, start: .presented)
    #expect(iPad.currentFrame.sheetRect.width < StandardDevice.iPad.size.width)
  }

  @Test func theFixtureEngineStartsHiddenOrPresentedAndDoesNotPrintCorrections() {
    let hidden = SheetEngine.fixture()
    #expect(hidden.phase == .hidden)
    #expect(!hidden.configuration.printsCorrectionsInDebug)
    let presented = SheetEngine.fixture(start: .presented)
    #expect(presented.phase == .resting)
    #expect(presented.currentFrame.extent == 334)  // 300 pt of content + the 34 pt inset
    #expect(presented.layout.context == StandardDevice.phone.context())
  }

  @Test func theSeededGeneratorDrawsSplitMix64sPublishedSequence() {
    // The first outputs for seed 0 of the reference C code (Vigna, splitmix64.c).
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }
}
