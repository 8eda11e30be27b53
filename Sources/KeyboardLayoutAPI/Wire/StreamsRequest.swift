import KeyboardGeometry
import ServiceJSON

/// A validated streams request (docs/devices.md, "Streams"): adjust's scene, the notification optional; the
/// scene's keys as given, to be echoed in each stream's simulate request.
struct StreamsRequest {
    var scene: Scene
    /// The notification, when the request has one: its keyboard's height is the streams' height.
    var notification: ResolvedNotification?
    /// `screen`, `window`, `views`, `behaviors`, `options` and `frameworks` as the request gave them, in its order.
    var sceneMembers: [(String, JSONValue)]

    static let sceneKeys: [StaticString] = ["screen", "window", "views", "behaviors", "options", "frameworks"]
    static let keys = ["notification"] + sceneKeys

    /// Reads and validates the whole request, collecting every problem.
    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> StreamsRequest {
        var r = WireReader(document)
        let p = JSONPointer()
        let root = document.root
        guard let o = r.object(root, at: p, allowed: keys, what: "a streams request") else {
            throw Problem.invalid(r.errors)
        }
        var notification: ResolvedNotification?
        if let v = o["notification"], let decoded = r.notification(v, at: p / "notification") {
            notification = r.resolve(decoded)
        }
        let scene = r.scene(o, at: p, limits: limits)
        guard let scene, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
        var members: [(String, JSONValue)] = []
        if let all = document.members(root) {
            for m in all where sceneKeys.contains(where: { r.key(m, is: $0) }) {
                members.append((r.key(m), r.tree(m.value)))
            }
        }
        return StreamsRequest(scene: scene, notification: notification, sceneMembers: members)
    }

    /// The docked keyboard height the streams use: the notification's, else the device's default.
    var keyboardHeight: (height: Double, from: String) {
        if let n = notification, let h = KeyboardHeights.given(by: n, screen: scene.screen) {
            return (h, "notification")
        }
        return (KeyboardHeights.docked(screen: scene.screen.interfaceBounds, window: scene.window), "default")
    }
}
