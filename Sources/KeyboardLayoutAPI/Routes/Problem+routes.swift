/// The problems the routes answer before any operation runs (docs/errors-and-limits.md).
extension Problem {
    /// 404: no route has this path.
    public static func notFound(_ path: String) -> Problem {
        Problem(
            status: 404, type: "/problems/not-found", title: "Not Found",
            detail: "There is no resource at \(path); GET /openapi.yaml lists the endpoints.")
    }

    /// 405: the path exists but not with this method; the response carries `Allow`.
    public static func methodNotAllowed(_ method: String, _ path: String, allow: [String]) -> Problem {
        Problem(
            status: 405, type: "/problems/method-not-allowed", title: "Method Not Allowed",
            detail: "\(path) does not take \(method); it takes \(allow.joined(separator: ", ")).")
    }

    /// 413: the body passed the limit; it was not read whole.
    public static func contentTooLarge(limit: Int) -> Problem {
        Problem(
            status: 413, type: "/problems/content-too-large", title: "Content Too Large",
            detail: "The request body is larger than the limit of \(limit) bytes.")
    }

    /// 503: the server is full (its compute queue or its memory budget for bodies); the response carries
    /// `Retry-After`. Not the client's fault: the same request a moment later, or to another instance, is answered.
    public static func serviceUnavailable(_ detail: String) -> Problem {
        Problem(
            status: 503, type: "/problems/service-unavailable", title: "Service Unavailable", detail: detail)
    }

    /// 415: a content type the route does not read.
    public static func unsupportedMediaType(_ given: String, accepted: [String]) -> Problem {
        Problem(
            status: 415, type: "/problems/unsupported-media-type", title: "Unsupported Media Type",
            detail: "Content-Type \(given) is not accepted here; send \(accepted.joined(separator: " or ")).")
    }
}
