/// The media type of a `Content-Type` field, without its parameters, lowercased (RFC 9110, 8.3.1):
/// `Application/JSON; charset=utf-8` is `application/json`.
struct MediaType: Hashable, Sendable {
    let essence: String

    init(_ field: String) {
        // The field nearly every request carries, as clients write it, without splitting and lowercasing.
        if field == "application/json" || field == "text/plain" {
            essence = field
            return
        }
        let type = field.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        essence = type.trimmingSpaces.lowercased()
    }

    /// `application/json` and any `+json` suffix type (`application/problem+json`).
    var isJSON: Bool { essence == "application/json" || essence.hasSuffix("+json") }
    var isText: Bool { essence == "text/plain" }
    /// What curl sends with `--data` / `--data-binary` unless told otherwise. A body sent that way is read as
    /// it is (JSON for adjust), so that `curl --data-binary @scene.json` works without `-H`.
    var isCurlDefault: Bool { essence == "application/x-www-form-urlencoded" }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s
    }
}
