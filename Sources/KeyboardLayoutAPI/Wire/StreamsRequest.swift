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

    /// Reads and validates the whole request, collecting every problem.
    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> StreamsRequest {
        var r = WireReader(document)
        let p = JSONPointer()
        let root = document.root
        guard let o = r.object(root, at: p, keys: StreamsKey.names, what: "a streams request") else {
            throw Problem.invalid(r.errors)
        }
        var notification: ResolvedNotification?
        if let v = r.member(o, StreamsKey.notification, at: p),
            let decoded = r.notification(v, at: p / StreamsKey.notification)
        {
            notification = r.resolve(decoded)
        }
        let scene = r.scene(o, at: p, limits: limits)
        guard let scene, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
        var members: [(String, JSONValue)] = []
        if let all = document.members(root) {
            // Every key but the notification is the scene's: the object read with no problem, so each is known.
            for m in all where !r.key(m, is: StreamsKey.notification) {
                members.append((r.key(m), r.tree(m.value)))
            }
        }
        return StreamsRequest(scene: scene, notification: notification, sceneMembers: members)
    }

    /// The docked keyboard height the streams use: the notification's, else the device's default, with the
    /// device-table row and iOS version it was taken from (nil when the table has no height for the screen).
    var keyboardHeight: (height: Double, from: String, device: ResolvedDevice?) {
        if let n = notification, let h = KeyboardHeights.given(by: n, screen: scene.screen) {
            return (h, "notification", nil)
        }
        let docked = KeyboardHeights.dockedOnDevice(
            screen: scene.screen.interfaceBounds, window: scene.window, osVersion: scene.screen.osVersion)
        return (docked.height, "default", docked.device)
    }
}

/// A streams request's keys: adjust's scene, and its notification (optional here).
enum StreamsKey: Int, ObjectKey {
    case notification, screen, window, views, behaviors, options, frameworks
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys; the scene's reader finds its keys in it as adjust names them.
    static let names = KeyNames(Self.self, alsoFor: [RequestKey.self])
    /// What each key's absence means: without a notification, the device's docked keyboard.
    var presence: KeyPresence {
        switch self {
        case .screen, .window, .views, .behaviors: .required
        case .notification, .options, .frameworks: .optional
        }
    }
}
