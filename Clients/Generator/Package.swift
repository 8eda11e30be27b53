// swift-tools-version:6.0
import PackageDescription

// The code generator of the Swift client (Clients/keyboard-layout-client), apart from both packages so that neither builds it:
// scripts/generate-swift-client builds swift-openapi-generator's executable from here, runs it on openapi.yaml
// and writes the client's Generated/ sources, which are committed. CI regenerates them and fails when they differ.
let package = Package(
    name: "keyboard-layout-client-generator",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")],
    targets: []
)
