// swift-tools-version:6.3
import PackageDescription

// In-process micro-benchmarks of the core and the wire (issue 7), apart from the main package so that its
// build and CI never pay for the harness. Run: `cd Benchmarks && swift package benchmark`.
let package = Package(
    name: "keyboard-layout-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // By path the package is named after its folder ("main" in a checkout called main): name it.
        .package(name: "keyboard-layout", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "KeyboardGeometry", package: "keyboard-layout"),
                .product(name: "KeyboardLayoutAPI", package: "keyboard-layout"),
            ],
            path: "Benchmarks/CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
