/// The contract that `GET /openapi.yaml` serves: the repository's openapi.yaml, byte for byte. SwiftPM embeds the
/// file at build time (`resources: [.embedInCode("openapi.yaml")]` in Package.swift, which generates
/// `PackageResources`), so the binary needs no file at run time and there is no second copy to keep in step.
public enum OpenAPIContract {
    /// The file's bytes, as they stand in the repository.
    public static var yaml: [UInt8] { PackageResources.openapi_yaml }
}
