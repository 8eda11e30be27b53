// The Hummingbird + Codable peer of the adjust route (bench/run): JSONDecoder reads the request into Codable
// types, the same rules (KeyboardGeometry) compute the answer, JSONEncoder writes it. What an engineer would write
// with Hummingbird 2 and Foundation's Codable; the wire types cover the bench's request (Examples/
// iphone-comment-bar.json) and the answer's main fields, not the whole contract.
import Foundation
import Hummingbird
import KeyboardGeometry

struct WireRect: Codable {
    var x: Double, y: Double, width: Double, height: Double
    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
    init(_ r: Rect) { (x, y, width, height) = (r.x, r.y, r.width, r.height) }
}

struct WireInsets: Codable {
    var top: Double?, left: Double?, bottom: Double?, right: Double?
    var insets: Insets { Insets(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0) }
    init(_ i: Insets) { (top, left, bottom, right) = (i.top, i.left, i.bottom, i.right) }
}

struct WirePoint: Codable { var x: Double, y: Double }
struct WireSize: Codable { var width: Double, height: Double }

/// A userInfo value: a printed NSRect, a number or a Boolean.
enum UserInfoValue: Decodable {
    case string(String), number(Double), bool(Bool)
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let d = try? c.decode(Double.self) {
            self = .number(d)
        } else {
            self = .string(try c.decode(String.self))
        }
    }
}

struct AdjustBody: Decodable {
    struct Note: Decodable {
        var name: String
        var userInfo: [String: UserInfoValue]
    }
    struct WireScreen: Decodable {
        var bounds: WireRect
        var scale: Double?
        var coordinateSpace: String?
        var interfaceOrientation: String?
    }
    struct WireWindow: Decodable {
        var frame: WireRect
        var safeAreaInsets: WireInsets?
    }
    struct WireScroll: Decodable {
        var contentSize: WireSize
        var contentOffset: WirePoint?
        var contentInset: WireInsets?
        var insetAdjustment: String?
    }
    struct WireView: Decodable {
        var id: String
        var parent: String?
        var frame: WireRect
        var scroll: WireScroll?
    }
    struct WireBehavior: Decodable {
        var type: String
        var scrollView: String?
        var view: String?
        var reveal: String?
        var resize: String?
        var margin: Double?
    }
    struct WireOptions: Decodable {
        var followUndockedKeyboard: Bool?
        var ignoreNonLocal: Bool?
        var inTransition: Bool?
    }
    var notification: Note
    var screen: WireScreen
    var window: WireWindow
    var views: [WireView]
    var behaviors: [WireBehavior]
    var options: WireOptions?

    func rect(_ key: String) throws -> Rect? {
        guard case .string(let text)? = notification.userInfo[key] else { return nil }
        return try Rect(printed: text)
    }

    func number(_ key: String) -> Double? {
        guard case .number(let n)? = notification.userInfo[key] else { return nil }
        return n
    }

    /// The rules' answer for the request.
    func answer() throws -> AdjustAnswer {
        guard let event = KeyboardEvent(name: notification.name),
            let end = try rect("UIKeyboardFrameEndUserInfoKey")
        else { throw HTTPError(.badRequest, message: "no event or end frame") }
        var isLocal = true
        if case .bool(let b)? = notification.userInfo["UIKeyboardIsLocalUserInfoKey"] { isLocal = b }
        let n = ResolvedNotification(
            event: event, beginFrame: try rect("UIKeyboardFrameBeginUserInfoKey"), endFrame: end,
            duration: number("UIKeyboardAnimationDurationUserInfoKey") ?? 0,
            curve: Int(number("UIKeyboardAnimationCurveUserInfoKey") ?? 0), isLocal: isLocal)
        let scene = Scene(
            screen: Screen(
                bounds: screen.bounds.rect, scale: screen.scale ?? 1,
                coordinateSpace: CoordinateSpace(rawValue: screen.coordinateSpace ?? "interface") ?? .interface,
                interfaceOrientation: InterfaceOrientation(rawValue: screen.interfaceOrientation ?? "portrait")
                    ?? .portrait),
            window: Window(frame: window.frame.rect, safeAreaInsets: window.safeAreaInsets?.insets ?? .zero),
            views: views.map { v in
                SceneView(
                    id: v.id, parent: v.parent, frame: v.frame.rect,
                    scroll: v.scroll.map { s in
                        ScrollState(
                            contentSize: Size(width: s.contentSize.width, height: s.contentSize.height),
                            contentOffset: Point(x: s.contentOffset?.x ?? 0, y: s.contentOffset?.y ?? 0),
                            contentInset: s.contentInset?.insets ?? .zero,
                            insetAdjustment: InsetAdjustment(rawValue: s.insetAdjustment ?? "automatic") ?? .automatic)
                    })
            },
            behaviors: try behaviors.map { b in
                switch b.type {
                case "insetScrollView":
                    return .insetScrollView(.init(scrollView: b.scrollView ?? "", reveal: b.reveal, margin: b.margin ?? 0))
                case "offsetScrollView":
                    return .offsetScrollView(
                        .init(scrollView: b.scrollView ?? "", reveal: b.reveal ?? "", margin: b.margin ?? 0))
                case "attachToKeyboard": return .attachToKeyboard(.init(view: b.view ?? "", resize: b.resize))
                case "shiftView": return .shiftView(.init(view: b.view ?? "", reveal: b.reveal ?? "", margin: b.margin ?? 0))
                case "layoutGuide": return .layoutGuide(.init(view: b.view ?? ""))
                default: throw HTTPError(.badRequest, message: "unknown behavior \(b.type)")
                }
            },
            options: LayoutOptions(
                followUndockedKeyboard: options?.followUndockedKeyboard ?? false,
                ignoreNonLocal: options?.ignoreNonLocal ?? false, inTransition: options?.inTransition ?? false))
        let a: Adjustment
        do {
            a = try KeyboardLayout.adjust(n, in: scene)
        } catch {
            throw HTTPError(.unprocessableContent, message: "\(error)")
        }
        return AdjustAnswer(a)
    }
}

struct AdjustAnswer: ResponseEncodable {
    struct Keyboard: Encodable {
        var frameInWindow: WireRect
        var beginFrameInWindow: WireRect?
        var visible: Bool, docked: Bool, local: Bool
        var overlap: Double
    }
    struct Animation: Encodable {
        var animated: Bool, duration: Double, curve: Int, options: Int
    }
    struct Constraint: Encodable { var toSuperview: Double, toSafeArea: Double }
    struct View: Encodable {
        var id: String
        var frame: WireRect
        var contentInset: WireInsets?
        var verticalScrollIndicatorInsets: WireInsets?
        var adjustedContentInset: WireInsets?
        var contentOffset: WirePoint?
        var bottomConstraint: Constraint?
    }
    struct Warning: Encodable { var code: String, message: String }
    var event: String
    var keyboard: Keyboard
    var animation: Animation
    var views: [View]
    var warnings: [Warning]

    init(_ a: Adjustment) {
        event = a.event.rawValue
        keyboard = Keyboard(
            frameInWindow: WireRect(a.keyboard.frameInWindow), beginFrameInWindow: a.keyboard.beginFrameInWindow.map(WireRect.init),
            visible: a.keyboard.visible, docked: a.keyboard.docked, local: a.keyboard.local, overlap: a.keyboard.overlap)
        animation = Animation(
            animated: a.animation.animated, duration: a.animation.duration, curve: a.animation.curve,
            options: a.animation.options)
        views = a.views.map { v in
            View(
                id: v.id, frame: WireRect(v.frame), contentInset: v.contentInset.map(WireInsets.init),
                verticalScrollIndicatorInsets: v.verticalScrollIndicatorInsets.map(WireInsets.init),
                adjustedContentInset: v.adjustedContentInset.map(WireInsets.init),
                contentOffset: v.contentOffset.map { WirePoint(x: $0.x, y: $0.y) },
                bottomConstraint: v.bottomConstraint.map { Constraint(toSuperview: $0.toSuperview, toSafeArea: $0.toSafeArea) })
        }
        warnings = a.warnings.map { Warning(code: $0.code.rawValue, message: $0.message) }
    }
}

let port = Int(CommandLine.arguments.dropFirst().first ?? "8080") ?? 8080
let router = Router()
// An access line a request, as the service writes by default.
router.add(middleware: LogRequestsMiddleware(.info))
router.post("/v1/keyboard/adjust") { request, context -> AdjustAnswer in
    try await request.decode(as: AdjustBody.self, context: context).answer()
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
