public import HTTPMessages
import HTTPTypes
import OpenAPIContract
import ServiceJSON
import Synchronization

/// The HTTP interface of docs/wire.md "Endpoints" as a plain function from a request to a response. The server
/// (`KeyboardLayoutServer`), the in-process test client and the benchmarks all answer through `respond`, so
/// the bytes of an answer never depend on the transport.
public final class KeyboardLayoutService: Sendable {
    /// The limits every request is held to: what one request may ask for (body bytes, views, events, keyframes).
    public let limits: Limits
    /// The Prometheus counters and histograms each answer is counted in (`GET /metrics`).
    public let metrics: ServiceMetrics
    private let draining = Atomic<Bool>(false)

    /// A service with `limits` (the documented defaults unless given) that counts its answers in `metrics`.
    /// The wire's key tables are made here (`WireKeyTables.build`), once a process: a server makes its service before
    /// it listens, so no request pays for them.
    public init(limits: Limits = Limits(), metrics: ServiceMetrics = ServiceMetrics()) {
        self.limits = limits
        self.metrics = metrics
        WireKeyTables.build()
    }

    /// Marks the service as shutting down: `/readyz` answers 503 from now on, so a load balancer stops
    /// sending it new requests while those in flight finish.
    public func beginDraining() {
        draining.store(true, ordering: .relaxed)
    }

    /// Whether shutdown has begun: `/readyz` then answers 503 so load balancers stop sending requests.
    public var isDraining: Bool { draining.load(ordering: .relaxed) }

    /// Answers one request: 404 for an unknown path, 405 with `Allow` for a known path and another method,
    /// else the route's answer (415, 400, 422 or 200).
    public func respond(to request: Request) -> Response {
        let path = request.path
        guard let route = Route(path: path) else {
            return metrics.measure(route: "unmatched", method: Self.methodLabel(request.method)) {
                .problem(.notFound(path))
            }
        }
        return metrics.measure(route: route.rawValue, method: Self.methodLabel(request.method)) {
            guard request.method == route.method else {
                let allow = route.method.rawValue
                return .problem(
                    .methodNotAllowed(request.method.rawValue, path, allow: [allow]), headerFields: [.allow: allow])
            }
            return answer(route, request)
        }
    }

    /// The answer to a body over `limits.maxBodyBytes`, which the server gives before reading the body whole.
    public func contentTooLarge(_ request: Request) -> Response {
        let route = Route(rawValue: request.path)
        return metrics.measure(route: route?.rawValue ?? "unmatched", method: Self.methodLabel(request.method)) {
            .problem(.contentTooLarge(limit: maxBodyBytes(forPath: request.path)))
        }
    }

    /// The answer to a request the server sheds because it is full (a 503 with `Retry-After: 1`): every compute
    /// worker busy and the queue full, or the body budget held by other requests' bodies. `reason` (`queue`,
    /// `memory`, `stopping`) is counted in `keyboard_layout_http_requests_shed_total`.
    public func unavailable(_ request: Request, reason: String, detail: String) -> Response {
        metrics.countShed(reason: reason)
        let route = Route(rawValue: request.path)
        return metrics.measure(route: route?.rawValue ?? "unmatched", method: Self.methodLabel(request.method)) {
            .problem(.serviceUnavailable(detail), headerFields: [.retryAfter: "1"])
        }
    }

    /// The body limit of a path: the dump limit for the routes that take pasted dumps, else `maxBodyBytes`.
    public func maxBodyBytes(forPath path: String) -> Int {
        Route(rawValue: path)?.takesDumps == true ? limits.maxDumpBodyBytes : limits.maxBodyBytes
    }

    /// Every route's path, for the transport to keep as Strings (a request to one then makes no String of its path).
    public var paths: [String] { Route.allCases.map(\.rawValue) }

    /// Every path with a body limit of its own, for the transport to refuse larger bodies before reading them.
    public var bodyLimitsByPath: [String: Int] {
        Dictionary(
            uniqueKeysWithValues: Route.allCases.filter(\.takesDumps).map {
                ($0.rawValue, limits.maxDumpBodyBytes)
            })
    }

    private func answer(_ route: Route, _ request: Request) -> Response {
        if route.takesJSONOnly, let refused = refuseUnlessJSON(request) { return refused }
        switch route {
        case .adjust:
            switch Operations.adjustAnswer(request.body, limits: limits) {
            case .success(let answer): return .json(bytes: answer)
            case .failure(let problem): return .problem(problem)
            }
        case .simulate:
            return Self.response(Operations.simulate(request.body, limits: limits))
        case .check:
            return Self.response(Operations.check(request.body, limits: limits))
        case .compare:
            return Self.response(Operations.compare(request.body, limits: limits))
        case .streams:
            let name = QueryParameters(request.query)["name"]
            return Self.response(Operations.streams(request.body, name: name, limits: limits))
        case .replay:
            return Self.response(Operations.replay(request.body, limits: limits))
        case .render:
            switch Operations.render(request.body, limits: limits) {
            case .success(let svg):
                return Response(status: .ok, headerFields: [.contentType: "image/svg+xml"], body: svg)
            case .failure(let problem): return .problem(problem)
            }
        case .parse:
            switch Self.textOrJSON(request) {
            case .success(let input): return Self.response(Operations.parse(request.body, input: input))
            case .failure(let refused): return .problem(refused)
            }
        case .sceneParse:
            let input: Operations.ParseInput
            switch Self.textOrJSON(request) {
            case .success(let kind): input = kind
            case .failure(let refused): return .problem(refused)
            }
            let keyboard = QueryParameters(request.query)["keyboard"]
            return Self.response(
                Operations.sceneParse(request.body, input: input, keyboard: keyboard, limits: limits))
        case .devices:
            let q = QueryParameters(request.query)
            let known = ["name", "width", "height", "osVersion", "orientation"]
            let query = Operations.DevicesQuery(
                name: q["name"], width: q["width"], height: q["height"], osVersion: q["osVersion"],
                orientation: q["orientation"], unknown: q.names.filter { !known.contains($0) })
            return Self.response(Operations.devices(query))
        case .playground:
            return .text(PlaygroundPage.html, contentType: "text/html; charset=utf-8")
        case .healthz:
            return .json(.object([("status", .string("ok"))]))
        case .readyz:
            return isDraining
                ? .json(.object([("status", .string("draining"))]), status: .serviceUnavailable)
                : .json(.object([("status", .string("ready"))]))
        case .metrics:
            return Response(
                status: .ok, headerFields: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: metrics.exposition())
        case .openapi:
            return Response(status: .ok, headerFields: [.contentType: "application/yaml"], body: OpenAPIContract.yaml)
        }
    }

    /// How a route that takes text or JSON reads the body, from its Content-Type: JSON, text, or (no type, or
    /// curl's default) detected from the body; 415 for any other type.
    private static func textOrJSON(_ request: Request) -> Result<Operations.ParseInput, Problem> {
        switch contentType(of: request).map(MediaType.init) {
        case let type? where type.isJSON: .success(.json)
        case let type? where type.isText: .success(.text)
        case let type? where !type.isCurlDefault:
            .failure(.unsupportedMediaType(type.essence, accepted: ["text/plain", "application/json"]))
        default: .success(.detect)
        }
    }

    /// 415 unless the body is JSON: `application/json`, a `+json` type, no Content-Type at all, or curl's
    /// default for `--data-binary` (see `MediaType.isCurlDefault`).
    private func refuseUnlessJSON(_ request: Request) -> Response? {
        guard let field = Self.contentType(of: request) else { return nil }
        let type = MediaType(field)
        if type.isJSON || type.isCurlDefault { return nil }
        return .problem(.unsupportedMediaType(type.essence, accepted: ["application/json"]))
    }

    /// The first `Content-Type` field's value. Not `headers[.contentType]`, which joins repeated fields with
    /// ", ": the first type given is the one read, as it always was.
    private static func contentType(of request: Request) -> String? {
        request.headers.first { $0.name == .contentType }?.value
    }

    private static func response(_ result: Result<some JSONWritable, Problem>) -> Response {
        switch result {
        case .success(let answer): .json(bytes: answer.bytes())
        case .failure(let problem): .problem(problem)
        }
    }

    /// The method as a metric label: the standard ones as they are, anything else `other`, so clients cannot
    /// make up new series.
    static func methodLabel(_ method: HTTPRequest.Method) -> String {
        switch method {
        case .get, .head, .post, .put, .delete, .patch, .options: method.rawValue
        default: "other"
        }
    }
}
