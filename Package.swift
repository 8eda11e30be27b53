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
        .library(name: "MicroHTTPD", targets: ["MicroHTTPD"]),
        .executable(name: "keyboard-layout", targets: ["keyboard-layout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .target(name: "KeyboardGeometry", swiftSettings: swiftSettings),
        .target(name: "KeyboardLayoutAPI", dependencies: ["KeyboardGeometry"], swiftSettings: swiftSettings),
        // libmicrohttpd from the system (Debian: libmicrohttpd-dev); shim.h holds the C helpers Swift cannot call.
        .systemLibrary(
            name: "CMicroHTTPD",
            path: "Sources/CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(
            name: "MicroHTTPD",
            dependencies: ["CMicroHTTPD", .product(name: "Logging", package: "swift-log")],
            swiftSettings: swiftSettings
        ),
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
        .testTarget(
            name: "MicroHTTPDTests",
            dependencies: ["MicroHTTPD", .product(name: "Logging", package: "swift-log")],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
