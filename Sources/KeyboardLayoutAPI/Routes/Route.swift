import HTTPTypes

/// The endpoints that exist now (docs/wire.md "Endpoints"), each with the method it takes.
enum Route: String, CaseIterable, Sendable {
    case adjust = "/v1/keyboard/adjust"
    case simulate = "/v1/keyboard/simulate"
    case render = "/v1/keyboard/render"
    case check = "/v1/keyboard/check"
    case compare = "/v1/keyboard/compare"
    case streams = "/v1/keyboard/streams"
    case replay = "/v1/keyboard/replay"
    case parse = "/v1/notifications/parse"
    case sceneParse = "/v1/scene/parse"
    case devices = "/v1/devices"
    case playground = "/"
    case healthz = "/healthz"
    case readyz = "/readyz"
    case metrics = "/metrics"
    case openapi = "/openapi.yaml"

    /// The one method the route takes: what `Allow` lists on a 405. One value, not a list: a list was made (an
    /// allocation) on every request to check its method.
    var method: HTTPRequest.Method {
        switch self {
        case .adjust, .simulate, .render, .check, .compare, .streams, .replay, .parse, .sceneParse: .post
        case .playground, .healthz, .readyz, .metrics, .openapi, .devices: .get
        }
    }

    /// The route at `path` (a request's path, without its query), nil for none: found in a table by path
    /// rather than by `init(rawValue:)`, which compares the path with each case's in turn.
    init?(path: String) {
        guard let route = Self.byPath[path] else { return nil }
        self = route
    }

    /// Every route by its path.
    private static let byPath = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Whether the route reads only JSON (415 for another Content-Type): the operations but parse and scene/parse,
    /// which read text as well.
    var takesJSONOnly: Bool {
        switch self {
        case .adjust, .simulate, .render, .check, .compare, .streams, .replay: true
        case .parse, .sceneParse, .playground, .healthz, .readyz, .metrics, .openapi, .devices: false
        }
    }

    /// Whether the route takes a pasted view dump or log, and so has the dump body limit (`Limits.maxDumpBodyBytes`).
    var takesDumps: Bool {
        switch self {
        case .sceneParse, .check, .compare, .replay: true
        default: false
        }
    }
}
