// swift-tools-version:6.0
import PackageDescription

// One settings array for every target, as swift-log and hummingbird do.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "keyboard-layout",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "KeyboardGeometry", targets: ["KeyboardGeometry"]),
        .library(name: "KeyboardLayoutAPI", targets: ["KeyboardLayoutAPI"]),
        .executable(name: "keyboard-layout", targets: ["keyboard-layout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .target(name: "KeyboardGeometry", swiftSettings: swiftSettings),
        .target(name: "KeyboardLayoutAPI", dependencies: ["KeyboardGeometry"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "keyboard-layout",
            dependencies: [
                "KeyboardLayoutAPI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "KeyboardGeometryTests", dependencies: ["KeyboardGeometry"], swiftSettings: swiftSettings),
        .testTarget(
            name: "KeyboardLayoutAPITests",
            dependencies: ["KeyboardLayoutAPI", "KeyboardGeometry"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
