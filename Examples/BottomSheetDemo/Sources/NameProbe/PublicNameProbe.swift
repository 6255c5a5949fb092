#if os(iOS)
  // Names every public type of the package unqualified in a file that also imports the Apple
  // frameworks an app's files import beside it: a type of ours that shares a name with one of
  // theirs makes this file fail to compile ("ambiguous for type lookup"), as it would in an app.
  // `PublicNameProbeTests` (Linux) keeps the list complete.
  @_spi(SelfCheck) import BottomSheetRules
  import CoreGraphics
  import Foundation
  import QuartzCore
  import SwiftUI
  import UIKit
  @_spi(Benchmarks) import BottomSheetCore
  @_spi(SelfCheck) import BottomSheet
  import BottomSheetSwiftUI

  enum PublicNameProbe {
    typealias ProbeBenchmarkProbes = BenchmarkProbes
    typealias ProbeBottomSheetAppearance = BottomSheetAppearance
    typealias ProbeBottomSheetBackground = BottomSheetBackground
    typealias ProbeBottomSheetConfiguration = BottomSheetConfiguration
    typealias ProbeBottomSheetContainerViewController = BottomSheetContainerViewController
    typealias ProbeBottomSheetControlling = any BottomSheetControlling
    typealias ProbeBottomSheetDelegate = any BottomSheetDelegate
    typealias ProbeBottomSheetDismiss = BottomSheetDismiss
    typealias ProbeBottomSheetDismissAction = BottomSheetDismissAction
    typealias ProbeBottomSheetEdgePresenter = BottomSheetEdgePresenter
    typealias ProbeBottomSheetGrabberStyle = BottomSheetGrabberStyle
    typealias ProbeBottomSheetNavigationController = BottomSheetNavigationController
    typealias ProbeBottomSheetNotRecordingError = BottomSheetNotRecordingError
    typealias ProbeBottomSheetPosition = BottomSheetPosition
    typealias ProbeBottomSheetPresentation = any BottomSheetPresentation
    typealias ProbeBottomSheetScrollViewProviding = any BottomSheetScrollViewProviding
    typealias ProbeBottomSheetShadow = BottomSheetShadow
    typealias ProbeDecelerationRate = DecelerationRate
    typealias ProbeDetent = Detent
    typealias ProbeDetentResolutionContext = DetentResolutionContext
    typealias ProbeDeviceCheckArrival = DeviceCheckArrival
    typealias ProbeDeviceCheckBackgroundReach = DeviceCheckBackgroundReach
    typealias ProbeDeviceCheckBindingWrites = DeviceCheckBindingWrites
    typealias ProbeDeviceCheckCondition = DeviceCheckCondition
    typealias ProbeDeviceCheckFirstDetent = DeviceCheckFirstDetent
    typealias ProbeDeviceCheckInsetSeries = DeviceCheckInsetSeries
    typealias ProbeDeviceCheckKeyboard = DeviceCheckKeyboard
    typealias ProbeDeviceCheckKeyboardWarmUp = DeviceCheckKeyboardWarmUp
    typealias ProbeDeviceCheckLayoutBudget = DeviceCheckLayoutBudget
    typealias ProbeDeviceCheckLayoutSizes = DeviceCheckLayoutSizes
    typealias ProbeDeviceCheckLocalization = DeviceCheckLocalization
    typealias ProbeDeviceCheckMeasurement = DeviceCheckMeasurement
    typealias ProbeDeviceCheckMeasuring = any DeviceCheckMeasuring
    typealias ProbeDeviceCheckPlan = DeviceCheckPlan
    typealias ProbeDeviceCheckReference = DeviceCheckReference
    typealias ProbeDeviceCheckRelease = DeviceCheckRelease
    typealias ProbeDeviceCheckReport = DeviceCheckReport
    typealias ProbeDeviceCheckResult = DeviceCheckResult
    typealias ProbeDeviceCheckRuntimeWarnings = DeviceCheckRuntimeWarnings
    typealias ProbeDeviceCheckSettles = DeviceCheckSettles
    typealias ProbeDeviceCheckSummary = DeviceCheckSummary
    typealias ProbeDeviceCheckSurfaceSlide = DeviceCheckSurfaceSlide
    typealias ProbeDeviceCheckPacing = DeviceCheckPacing
    typealias ProbeDeviceCheckTally = DeviceCheckTally
    typealias ProbeDeviceCheckVerdict = DeviceCheckVerdict
    typealias ProbeDimming = Dimming
    typealias ProbeInsets = Insets
    typealias ProbeKeyboardAnimation = KeyboardAnimation
    typealias ProbeKeyboardBehavior = KeyboardBehavior
    typealias ProbeKeyboardScope = KeyboardScope
    typealias ProbeCoveredSheetBehavior = CoveredSheetBehavior
    typealias ProbeLayoutContext = LayoutContext
    typealias ProbePoint = Point
    typealias ProbeRect = Rect
    typealias ProbeSheetBackgroundInteraction = SheetBackgroundInteraction
    typealias ProbeSheetCardSize = SheetCardSize
    typealias ProbeSheetConfiguration = SheetConfiguration
    typealias ProbeSheetContentInteraction = SheetContentInteraction
    typealias ProbeSheetEngine = SheetEngine
    typealias ProbeSheetFrame = SheetFrame
    typealias ProbeSheetInput = SheetInput
    typealias ProbeSheetLayoutDirection = SheetLayoutDirection
    typealias ProbeSheetNotification = SheetNotification
    typealias ProbeSheetPhase = SheetPhase
    typealias ProbeSheetPlacement = SheetPlacement
    typealias ProbeSheetRecording = SheetRecording
    typealias ProbeSheetSpring = SheetSpring
    typealias ProbeSheetStringsSelfCheck = SheetStringsSelfCheck
    typealias ProbeSheetSurfaceStyle = SheetSurfaceStyle
    typealias ProbeSize = Size
    typealias ProbeSnapPolicy = SnapPolicy
    typealias ProbeTimingCurve = TimingCurve
  }
#endif
