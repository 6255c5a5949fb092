// swift-tools-version: 6.1

import PackageDescription

// A package of its own, so the root package's `swift test` never builds the benchmark
// harness. Run with `swift package benchmark` from this folder (see README.md).
let core = Target.Dependency.product(name: "BottomSheetCore", package: "BottomSheet")

let package = Package(
  name: "BottomSheetBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    // Named, so the products below resolve whatever the checkout's folder is called.
    .package(name: "BottomSheet", path: ".."),
  ],
  targets: [
    // The usual display-link spring (semi-implicit Euler, 1 ms sub-steps), as a yardstick.
    .target(name: "BaselineAnimator", dependencies: [core]),
    .executableTarget(
      name: "SheetEngineBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        core,
        .product(name: "BottomSheetTestSupport", package: "BottomSheet"),
        // The scroll hand-off and navigation workloads (`LabBenchmarks`, an SPI): the rules
        // they drive are `package` in the core.
        .product(name: "_SheetLabKit", package: "BottomSheet"),
        "BaselineAnimator",
      ],
      path: "Benchmarks/SheetEngineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // sheet-lab's HTML report at two scenario lengths: its cost must grow linearly.
    .executableTarget(
      name: "ReportBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"), core,
        .product(name: "_SheetLabKit", package: "BottomSheet"),
      ],
      path: "Benchmarks/ReportBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // sheet-lab's scenario decoder on the hard 1 MiB files the tests count the work of.
    .executableTarget(
      name: "DecoderBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "_SheetLabKit", package: "BottomSheet"),
      ],
      path: "Benchmarks/DecoderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // One benchmark's per-frame loop alone, for callgrind's instruction counts (README.md).
    .executableTarget(
      name: "frame-instructions",
      dependencies: [core],
      path: "Sources/FrameInstructions"
    ),
    // Closed form against the baseline: per-frame time and the baseline's error, as a table.
    .executableTarget(
      name: "spring-comparison",
      dependencies: [core, "BaselineAnimator"],
      path: "Sources/SpringComparison"
    ),
  ],
  swiftLanguageModes: [.v6]
)
