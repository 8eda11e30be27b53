// swift-tools-version:6.0
import PackageDescription

// A Swift client of the keyboard-layout service, for iOS UI tests and any Swift test suite: the library's
// Generated/ sources are written by swift-openapi-generator from the repository's openapi.yaml
// (scripts/generate-swift-client), with URLSession as the transport. Depend on it by path or by URL with
// `.product(name: "KeyboardLayoutClient", package: "keyboard-layout-client")`. docs/swift-client.md shows a UI test.
let package = Package(
    name: "keyboard-layout-client",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [.library(name: "KeyboardLayoutClient", targets: ["KeyboardLayoutClient"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
    ],
    targets: [
        .target(
            name: "KeyboardLayoutClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ]
        ),
        .testTarget(name: "KeyboardLayoutClientTests", dependencies: ["KeyboardLayoutClient"]),
    ],
    swiftLanguageModes: [.v6]
)
