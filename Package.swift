// swift-tools-version: 6.2

// 6.2: the oldest compiler the package supports is Swift 6.2.3, Xcode 26.2's (the iOS 26.2 SDK).
// The sources and the demo use no language feature newer than that, and CI builds them with
// Xcode 26.2 and with the newest Xcode on GitHub's runner images (.github/workflows/ios.yml);
// only the Linux test suite runs on a newer toolchain (Swift 6.3).

import PackageDescription

let package = Package(
  name: "BottomSheet",
  // The adapter's VoiceOver strings (Sources/BottomSheetLocalization/Resources/<language>.lproj)
  // fall back to English.
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  // The products apps use. sheet-lab is deliberately not a product: its executable target is
  // still `swift run sheet-lab` from this folder, but apps that depend on the package do not
  // resolve swift-argument-parser for it.
  products: [
    .library(name: "BottomSheetCore", targets: ["BottomSheetCore"]),
    .library(name: "BottomSheet", targets: ["BottomSheet"]),
    .library(name: "BottomSheetSwiftUI", targets: ["BottomSheetSwiftUI"]),
    // Kept as a product an app is offered, for the app's own tests: the fixed-step clock,
    // gesture paths and standard devices drive a sheet's engine in an app's test target
    // (BottomSheetCore.docc/TestingASheet.md); it is linked by test targets only, never by an
    // app that ships.
    .library(name: "BottomSheetTestSupport", targets: ["BottomSheetTestSupport"]),
    // Tooling, not for apps (hence the underscore): sheet-lab's engine room (scenarios, runs,
    // reports), a product only because the benchmarks (Benchmarks/Package.swift, a separate
    // package) can link nothing else. BottomSheetRules is in no product at all.
    .library(name: "_SheetLabKit", targets: ["SheetLabKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    // Test-only, and pinned exactly: Package.resolved is not committed, so a fresh clone (CI)
    // resolves the newest version a range allows, and the suite relies on this version closely:
    // its seeded property checks replay cases by seed through the generators' `run(using:)`
    // (Tests/BottomSheetCoreTests/Support/SeededPropertyCheck.swift), so a release that draws
    // values differently changes every case a seed names. 2.0.1 is the version this project's
    // CI resolves and runs. Apps never resolve it: SwiftPM resolves only what the products they
    // use need, and no product uses it. Move the pin deliberately, with the suite run on it.
    .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Builds the DocC catalogs (`swift package generate-documentation`). No product uses it,
    // so an app that depends on this package never resolves it (SwiftPM resolves only what the
    // products it uses need).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "BottomSheetCore",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")]
    ),
    // The rules only our adapters apply (transition lifecycle, presentation binding, scroll
    // handoff, navigation sizing, material, presenter recession, the on-device self-check): pure
    // Swift like the core, tested on Linux, but in no product an app is offered and all
    // `package` (the self-check's `@_spi(SelfCheck)` types aside), so moving a rule here is a
    // refactor, not an API change. core → rules → adapters.
    .target(
      name: "BottomSheetRules",
      dependencies: ["BottomSheetCore"]
    ),
    .target(
      name: "BottomSheetTestSupport",
      dependencies: [
        "BottomSheetCore", "BottomSheetRules",
        .product(name: "RealModule", package: "swift-numerics"),
      ]
    ),
    // The UIKit adapter and the SwiftUI wrapper: every file sits inside `#if os(iOS)`,
    // so on Linux both targets build empty and the core stays testable there.
    .target(
      name: "BottomSheet",
      dependencies: ["BottomSheetCore", "BottomSheetRules", "BottomSheetLocalization"],
      exclude: ["API-AVAILABILITY.md"]
    ),
    // The adapter's localized VoiceOver strings (Localizable.strings and .stringsdict per
    // language) and their lookup through `Bundle.module`. Swift 5 mode for one reason: SwiftPM's
    // generated `Bundle.module` is a `static let` of `Bundle`, not `Sendable` in the iOS 16.5
    // SDK, so Swift 6 rejects that generated line (see LocalizedString.swift).
    .target(
      name: "BottomSheetLocalization",
      resources: [.process("Resources")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
      name: "BottomSheetSwiftUI",
      dependencies: ["BottomSheet", "BottomSheetCore", "BottomSheetRules"]
    ),
    // Counts heap allocations by interposing malloc in the test process only; nothing that
    // ships links it.
    .target(
      name: "CAllocationCounter",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
    ),
    // Its Swift face, shared by both test targets; like the interposer, in no product.
    .target(name: "AllocationCounting", dependencies: ["CAllocationCounter"]),
    .testTarget(
      name: "BottomSheetCoreTests",
      dependencies: [
        "BottomSheetCore",
        "BottomSheetRules",
        "BottomSheetTestSupport",
        "AllocationCounting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // sheet-lab: scenarios run through the real engine into a summary table and an HTML report.
    // All logic lives in SheetLabKit (which may use Foundation; the core may not).
    .target(
      name: "SheetLabKit",
      dependencies: ["BottomSheetCore", "BottomSheetRules", "BottomSheetTestSupport"]
    ),
    .executableTarget(
      name: "sheet-lab",
      dependencies: [
        "SheetLabKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "SheetLabTests",
      dependencies: [
        "SheetLabKit", "BottomSheetCore", "BottomSheetRules", "BottomSheetTestSupport",
        "AllocationCounting",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
