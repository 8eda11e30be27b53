// Written by hand (not by the generator): `import KeyboardLayoutClient` alone gives a test what docs/swift-client.md's
// three lines use, the generated `Client` and `URLSessionTransport`, so a test target needs one product and one
// import.
@_exported import OpenAPIRuntime
@_exported import OpenAPIURLSession
