// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets (issue 7), apart from the main package: they build only with the fuzzer sanitizer.
//   cd Fuzz && swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
//   .build/release/FuzzNotificationText -max_total_time=600 Corpus/NotificationText
// or all of them: Fuzz/run [seconds]. Each program's main hands its callback to LLVMFuzzerRunDriver (SwiftPM
// gives executables a main of their own, so libFuzzer's is not used).
let package = Package(
    name: "keyboard-layout-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "keyboard-layout", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .executableTarget(
            name: "FuzzNotificationText",
            dependencies: ["CFuzzer", .product(name: "KeyboardGeometry", package: "keyboard-layout")]),
        .executableTarget(
            name: "FuzzGeometryText",
            dependencies: ["CFuzzer", .product(name: "KeyboardGeometry", package: "keyboard-layout")]),
        .executableTarget(
            name: "FuzzViewDump",
            dependencies: ["CFuzzer", .product(name: "KeyboardGeometry", package: "keyboard-layout")]),
        .executableTarget(
            name: "FuzzNotificationLog",
            dependencies: ["CFuzzer", .product(name: "KeyboardGeometry", package: "keyboard-layout")]),
        .executableTarget(
            name: "FuzzRequests",
            dependencies: ["CFuzzer", .product(name: "KeyboardLayoutAPI", package: "keyboard-layout")]),
    ]
)
