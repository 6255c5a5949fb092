import BottomSheetCore

/// A container the tests, sheet-lab and the benchmarks put a sheet in: its size and safe area,
/// in points.
///
/// The standard set is the static members (``phone``, ``phoneLandscape``,
/// ``phoneLandscapeUnequal``, ``iPad``, ``iPadLandscape``, ``iPadSplitView``,
/// ``leftInsetContainer``; ``all`` lists them). Every test that means "a phone" uses ``phone``
/// instead of spelling 390 × 844 out again; a test that deliberately needs another size keeps
/// its own.
///
/// ```swift
/// let context = StandardDevice.phone.context(content: 300)
/// var engine = SheetEngine.fixture(.fitting, on: .iPadSplitView)
/// ```
public struct StandardDevice: Sendable, Hashable, CustomStringConvertible {
  /// A short name for failure messages and row labels.
  public let name: String
  /// The container's size, in points.
  public let size: Size
  /// The container's safe-area insets, in points.
  public let safeAreaInsets: Insets

  /// Creates a device named `name`, `size` points with `safeAreaInsets`.
  public init(name: String, size: Size, safeAreaInsets: Insets) {
    self.name = name
    self.size = size
    self.safeAreaInsets = safeAreaInsets
  }

  /// The device's ``name``.
  public var description: String { name }

  /// The device with `content` points of preferred content, on a display whose corners have
  /// `displayCornerRadius` (0: square), laid out in `direction`.
  public func context(
    content: Double = 300, displayCornerRadius: Double = 0,
    direction: SheetLayoutDirection = .leftToRight
  ) -> LayoutContext {
    LayoutContext(
      containerSize: size, safeAreaInsets: safeAreaInsets, preferredContentHeight: content,
      displayCornerRadius: displayCornerRadius, layoutDirection: direction)
  }
}

// MARK: - The standard set

extension StandardDevice {
  /// The standard portrait phone: 390 × 844 pt, safe area top 47, bottom 34.
  ///
  /// iPhone 13/14 (and 12): Apple's Human Interface Guidelines, "Layout › Specifications", list
  /// 390 × 844 pt; the insets are what iOS reports for the window in portrait (status bar with
  /// the notch 47 pt, home indicator 34 pt).
  public static let phone = StandardDevice(
    name: "phone", size: Size(width: 390, height: 844),
    safeAreaInsets: Insets(top: 47, bottom: 34))

  /// The ``phone`` turned to landscape: 844 × 390 pt, 47 pt at each side, 21 pt below.
  ///
  /// What iOS reports for the window of that phone in landscape: the sensor housing's 47 pt on
  /// both sides (iOS keeps them equal whichever way the phone is turned) and a 21 pt home
  /// indicator.
  public static let phoneLandscape = StandardDevice(
    name: "phone landscape", size: Size(width: 844, height: 390),
    safeAreaInsets: Insets(top: 0, left: 47, bottom: 21, right: 47))

  /// The ``phoneLandscape`` with UNEQUAL side insets: 47 pt on the left, 0 on the right, 21 pt
  /// below.
  ///
  /// A synthetic container, not a value iOS reports for a window: the sensor housing's 47 pt on
  /// its left as in ``phoneLandscape``, none on the right, as a view gets when the app sets
  /// `additionalSafeAreaInsets` or the container's right edge stops short of the housing. A
  /// rule that centres in the container instead of its safe area, or narrows a rect by both
  /// insets without moving it by the leading one, gives a different answer here (issue 42,
  /// symmetric fixtures).
  public static let phoneLandscapeUnequal = StandardDevice(
    name: "phone landscape, unequal sides", size: Size(width: 844, height: 390),
    safeAreaInsets: Insets(top: 0, left: 47, bottom: 21, right: 0))

  /// An 11-inch iPad in portrait: 820 × 1180 pt, a 24 pt status bar and a 20 pt home-indicator
  /// inset.
  ///
  /// iPad Air (4th generation and later) and iPad (10th generation): the Human Interface
  /// Guidelines list 820 × 1180 pt; 24/20 are the insets iOS reports for a full-screen window.
  public static let iPad = StandardDevice(
    name: "iPad", size: Size(width: 820, height: 1180),
    safeAreaInsets: Insets(top: 24, bottom: 20))

  /// The ``iPad`` in landscape: 1180 × 820 pt, the same insets.
  public static let iPadLandscape = StandardDevice(
    name: "iPad landscape", size: Size(width: 1180, height: 820),
    safeAreaInsets: Insets(top: 24, bottom: 20))

  /// The ``iPad`` with the app in the narrow side of a Split View: 320 × 1180 pt, the same
  /// insets.
  ///
  /// Apple's "Multitasking on iPad" sizes: the narrow third of a Split View is 320 pt wide on
  /// every iPad, and iOS gives it the compact horizontal size class. Narrower than the core's
  /// `SheetLayout.wideContainerThreshold` (600 pt), so the sheet takes the whole width as on a
  /// phone, and than `SheetContentTraits.compactWidthLimit`, so its content is compact.
  public static let iPadSplitView = StandardDevice(
    name: "iPad split view", size: Size(width: 320, height: 1180),
    safeAreaInsets: Insets(top: 24, bottom: 20))

  /// A container with a left inset only: the ``phone``'s size, 47 pt on the left and nothing
  /// on any other side.
  ///
  /// Synthetic, like ``phoneLandscapeUnequal``: the one-sided shape a sidebar or an app's
  /// `additionalSafeAreaInsets` gives a child view, so a dropped leading offset or a swapped
  /// side shows without a bottom inset mixed in.
  public static let leftInsetContainer = StandardDevice(
    name: "left inset only", size: Size(width: 390, height: 844),
    safeAreaInsets: Insets(left: 47))

  /// Every standard device, for tests that run over the whole set.
  public static let all: [StandardDevice] = [
    .phone, .phoneLandscape, .phoneLandscapeUnequal, .iPad, .iPadLandscape, .iPadSplitView,
    .leftInsetContainer,
  ]
}
