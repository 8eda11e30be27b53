// swift-tools-version:6.0
// The peer of issue 27's comparison: Hummingbird 2 with Foundation's Codable doing the same work as the service's
// adjust route (decode the request, run the same rules from KeyboardGeometry, encode the answer). bench/run builds
// and runs it beside the service and the bare C server; it is not part of the service or its tests.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which is the checkout's (main, keyboard-layout, ...).
let root = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("../..").standardizedFileURL

let package = Package(
    name: "hummingbird-peer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
        .package(path: root.path),
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdPeer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "KeyboardGeometry", package: root.lastPathComponent),
            ])
    ]
)
