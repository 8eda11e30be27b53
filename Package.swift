// swift-tools-version:6.2
import PackageDescription

// One settings array for every target, as swift-log and hummingbird do.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    // Every use of unsafe code is marked `unsafe` and stays in the few files that own raw memory
    // (docs/architecture.md, "Unsafe code").
    .strictMemorySafety(),
]

let package = Package(
    name: "keyboard-layout",
    // Mutex and Atomic (Synchronization) need macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "KeyboardGeometry", targets: ["KeyboardGeometry"]),
        .library(name: "KeyboardGeometryTesting", targets: ["KeyboardGeometryTesting"]),
        .library(name: "HTTPMessages", targets: ["HTTPMessages"]),
        .library(name: "KeyboardLayoutAPI", targets: ["KeyboardLayoutAPI"]),
        .library(name: "MicroHTTPD", targets: ["MicroHTTPD"]),
        .library(name: "MicroHTTPDTesting", targets: ["MicroHTTPDTesting"]),
        .library(name: "KeyboardLayoutServer", targets: ["KeyboardLayoutServer"]),
        .library(name: "ServiceLogging", targets: ["ServiceLogging"]),
        .library(name: "SystemIO", targets: ["SystemIO"]),
        .library(name: "KeyboardLayoutTesting", targets: ["KeyboardLayoutTesting"]),
        .executable(name: "keyboard-layout", targets: ["keyboard-layout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // 1.16.2: LogHandler.log(event:).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.1.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    ],
    targets: [
        .target(name: "KeyboardGeometry", swiftSettings: swiftSettings),
        // The system calls on file descriptors (whole writes, reads, loopback sockets): with the JSON writer's
        // buffer, the one place outside the transport's two files where raw memory is handled; no pointer in its API.
        .target(name: "SystemIO", swiftSettings: swiftSettings),
        // Logging that never blocks a request: a bounded ring of log records, the one thread that formats and
        // writes them, the swift-log handler that feeds it, and the two line formats.
        .target(
            name: "ServiceLogging",
            dependencies: ["SystemIO", "HTTPMessages", .product(name: "Logging", package: "swift-log")],
            swiftSettings: swiftSettings
        ),
        // What tests of the core need and nothing else (a seeded generator): no server, no metrics linked.
        .target(name: "KeyboardGeometryTesting", swiftSettings: swiftSettings),
        // A whole request and response: swift-http-types' heads and the body bytes. The one HTTP vocabulary of
        // the transport (MicroHTTPD), the routes (KeyboardLayoutAPI) and the test clients.
        .target(
            name: "HTTPMessages",
            dependencies: [.product(name: "HTTPTypes", package: "swift-http-types")],
            swiftSettings: swiftSettings
        ),
        // JSON as bytes: the reader (a document of nodes over the request's bytes, with key look-ups that allocate
        // nothing), the one writer every answer goes through (`JSONWritable`), the tree for tests. Not the API's
        // business: it knows no request or answer, only the positioned error every reader throws.
        .target(name: "ServiceJSON", dependencies: ["KeyboardGeometry"], swiftSettings: swiftSettings),
        // The contract: openapi.yaml (the file at the repository's root, linked from the target's folder), embedded
        // in the binary by SwiftPM at build time, so that no copy of it stands in Sources and none can go stale.
        // A target of its own: its bytes compile once, not with every change to the routes.
        .target(
            name: "OpenAPIContract",
            resources: [.embedInCode("openapi.yaml")],
            swiftSettings: swiftSettings
        ),
        // The wire and the routes as plain functions; metrics through swift-metrics into a Prometheus registry.
        .target(
            name: "KeyboardLayoutAPI",
            dependencies: [
                "OpenAPIContract",
                "KeyboardGeometry",
                "ServiceJSON",
                "HTTPMessages",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: swiftSettings
        ),
        // libmicrohttpd from the system (Debian: libmicrohttpd-dev); shim.h holds the C helpers Swift cannot call.
        .systemLibrary(
            name: "CMicroHTTPD",
            path: "Sources/CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(
            name: "MicroHTTPD",
            dependencies: [
                "CMicroHTTPD",
                "HTTPMessages",
                "SystemIO",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // A blocking HTTP/1.1 client over loopback sockets, for tests of any MicroHTTPD server (it links no
        // libmicrohttpd): whole exchanges, and raw connections for the tests that misbehave on purpose.
        .target(
            name: "MicroHTTPDTesting",
            dependencies: ["HTTPMessages", "SystemIO", .product(name: "HTTPTypes", package: "swift-http-types")],
            swiftSettings: swiftSettings
        ),
        // The routes on a MicroHTTPD server, with one log line a request: shared by `serve` and the live test client.
        .target(
            name: "KeyboardLayoutServer",
            dependencies: [
                "KeyboardLayoutAPI", "HTTPMessages", "MicroHTTPD", "ServiceLogging",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "KeyboardLayoutTesting",
            dependencies: [
                "KeyboardLayoutAPI", "KeyboardLayoutServer", "HTTPMessages", "MicroHTTPD", "MicroHTTPDTesting",
                "SystemIO", .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "keyboard-layout",
            dependencies: [
                "KeyboardGeometry",
                "KeyboardLayoutAPI",
                "KeyboardLayoutServer",
                "MicroHTTPD",
                "ServiceLogging",
                "SystemIO",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "KeyboardGeometryTests", dependencies: ["KeyboardGeometry", "KeyboardGeometryTesting"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "KeyboardLayoutAPITests",
            dependencies: ["KeyboardLayoutAPI", "KeyboardGeometry", "KeyboardGeometryTesting", "ServiceJSON"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "KeyboardLayoutServiceTests",
            dependencies: [
                "KeyboardLayoutTesting", "KeyboardLayoutAPI", "KeyboardLayoutServer", "KeyboardGeometryTesting",
                "ServiceLogging",
                "HTTPMessages", "MicroHTTPD", "MicroHTTPDTesting", .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MicroHTTPDTests",
            dependencies: [
                "MicroHTTPD", "MicroHTTPDTesting", "HTTPMessages",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
