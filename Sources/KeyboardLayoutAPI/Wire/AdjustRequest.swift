import KeyboardGeometry

/// A validated adjust request: the notification with its defaults applied and the scene.
struct AdjustRequest {
    var notification: ResolvedNotification
    var scene: Scene
    /// Warnings from reading the notification (skipped text, unknown userInfo keys).
    var readWarnings: [LayoutWarning]

    static let keys = ["notification", "screen", "window", "views", "behaviors", "options"]

    /// Reads and validates the whole request, collecting every problem.
    static func read(_ root: JSONValue, limits: Limits) throws(Problem) -> AdjustRequest {
        var r = WireReader()
        let p = JSONPointer()
        guard let o = r.object(root, at: p, allowed: keys, what: "an adjust request") else {
            throw Problem.invalid(r.errors)
        }
        let decoded = r.required(o, "notification", at: p).flatMap { r.notification($0, at: p / "notification") }
        let resolved = decoded.flatMap { r.resolve($0) }
        let screen = r.required(o, "screen", at: p).flatMap { r.screen($0, at: p / "screen") }
        let window = r.required(o, "window", at: p).flatMap { r.window($0, at: p / "window", screen: screen) }
        let read = r.required(o, "views", at: p).flatMap { r.views($0, at: p / "views", limit: limits.maxViews) }
        let listed = r.required(o, "behaviors", at: p).flatMap { r.behaviors($0, at: p / "behaviors") }
        let options = r.optional(o, "options", at: p, default: LayoutOptions()) { $0.options($1, at: $2) }
        if let read, let listed {
            r.check(views: read.views, behaviors: listed, viewsAt: p / "views", behaviorsAt: p / "behaviors")
        }
        let views = read.flatMap { $0.complete ? $0.views : nil }
        let behaviors = listed.flatMap { $0.contains(nil) ? nil : $0.compactMap(\.self) }
        guard r.errors.isEmpty, let resolved, let decoded, let screen, let window, let views, let behaviors, let options
        else { throw Problem.invalid(r.errors) }
        return AdjustRequest(
            notification: resolved,
            scene: Scene(screen: screen, window: window, views: views, behaviors: behaviors, options: options),
            readWarnings: decoded.warnings)
    }
}
