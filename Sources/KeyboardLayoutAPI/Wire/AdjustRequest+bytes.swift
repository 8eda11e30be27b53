import KeyboardGeometry
import ServiceJSON

// The adjust request's fast path: the typed request filled straight from the body's bytes, front to back, by the
// keys of WireKeys.swift, with no document of the whole body. It takes the request that has no problem; at the
// first thing it does not take (`JSONCursor.Unusual`: a problem, or a form it leaves to the full reader, such as
// a string with escapes, a notification as text or `frameworks`) it gives up, and `AdjustRequest.read` reads the
// body again with the full reader, which reports every problem with its pointer. So the checks here are the full
// reader's own, called on the typed values where they can be (`resolve`, `check`, `WireBounds`), and
// AdjustFastPathTests holds the two readers to the same request on every example and on fuzzed bodies.

extension AdjustRequest {
    /// The request in `body` when it reads without a problem by the fast path; nil to read it fully.
    static func readFast(_ body: [UInt8], limits: Limits) -> AdjustRequest? {
        var c = JSONCursor(body)
        return try? c.adjustRequest(limits: limits)
    }
}

extension JSONCursor {
    fileprivate typealias Unusual = JSONCursor.Unusual

    fileprivate mutating func adjustRequest(limits: Limits) throws(Unusual) -> AdjustRequest {
        var notification: ResolvedNotification?
        var screen: Screen?
        var window: WindowParts?
        var views: [SceneView]?
        var behaviors: [Behavior]?
        var options = LayoutOptions()
        var explain = false
        var policy = Policy.reference
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, RequestKey.self) {
            try seen.insert(key)
            switch key {
            case .notification: notification = try self.notification()
            case .screen: screen = try self.screen()
            case .window: window = try self.window()
            case .views: views = try self.views(limit: limits.maxViews)
            case .behaviors: behaviors = try self.behaviors()
            case .options: options = try self.options()
            case .explain: explain = try bool()
            case .policy: policy = try choice(Policy.self)
            case .frameworks: throw Unusual()
            }
        }
        try end()
        guard let notification, let screen, let window, let views, let behaviors else { throw Unusual() }
        // The whole scene's checks, the full reader's own: a problem there is reported by it.
        var checks = WireReader()
        checks.check(views: views, behaviors: behaviors, viewsAt: JSONPointer(), behaviorsAt: JSONPointer())
        guard checks.errors.isEmpty else { throw Unusual() }
        let theWindow = Window(
            frame: window.frame ?? screen.interfaceBounds, safeAreaInsets: window.safeAreaInsets, mode: window.mode)
        let scene = Scene(screen: screen, window: theWindow, views: views, behaviors: behaviors, options: options)
        return AdjustRequest(
            notification: notification, scene: scene, readWarnings: [], explain: explain, policy: policy)
    }

    // MARK: The notification

    fileprivate mutating func notification() throws(Unusual) -> ResolvedNotification {
        var decoded = DecodedNotification(pointer: JSONPointer(), isText: false)
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, NotificationKey.self) {
            try seen.insert(key)
            switch key {
            case .name:
                // The ObjC name matched in place (no String made of it), else any spelling `KeyboardEvent` takes.
                let name = try string()
                guard
                    let event = WireReader.objCNames.first(where: { text(name, is: $0.name) })?.event
                        ?? KeyboardEvent(name: String(decoding: bytes[name], as: UTF8.self))
                else { throw Unusual() }
                decoded.notification.event = event
            case .userInfo:
                if try null() { continue }
                try userInfo(into: &decoded.notification)
            }
        }
        // Rule 9's defaults and the checks of the values printed in strings: the full reader's `resolve`.
        var checks = WireReader()
        guard let resolved = checks.resolve(decoded), checks.errors.isEmpty else { throw Unusual() }
        return resolved
    }

    /// The userInfo keys by their ObjC or Swift names (the full reader's table); each value of its key's kind.
    private mutating func userInfo(into notification: inout KeyboardNotification) throws(Unusual) {
        var given: UInt64 = 0
        var items = try openObject()
        while let name = try nextName(&items) {
            guard let (key, _, place) = WireReader.userInfoKey(named: name, in: bytes) else { throw Unusual() }
            let bit: UInt64 = 1 << place
            guard given & bit == 0 else { throw Unusual() }
            given |= bit
            // A number or boolean iOS printed (`"0.25"`, `"1"`), read as the full reader reads it.
            if key.kind != .rect, key.kind != .point, peek() == .quote {
                guard let value = try? key.parseValue(try text()) else { throw Unusual() }
                notification.set(key, value)
                continue
            }
            switch key.kind {
            case .rect: notification.set(key, .rect(try rect()))
            case .point: notification.set(key, .point(try point()))
            case .number: notification.set(key, .number(try bounded()))
            case .integer:
                let d = try bounded()
                guard d == d.rounded(), abs(d) < 1e15 else { throw Unusual() }
                notification.set(key, .integer(Int(d)))
            case .boolean:
                if peek() == .minus || peek().map(\.isDigit) == true {
                    let d = try number()
                    guard d == 0 || d == 1 else { throw Unusual() }
                    notification.set(key, .boolean(d == 1))
                } else {
                    notification.set(key, .boolean(try bool()))
                }
            }
        }
    }

    // MARK: The scene

    fileprivate mutating func screen() throws(Unusual) -> Screen {
        var bounds: Rect?
        var scale = 1.0
        var space = CoordinateSpace.interface
        var orientation = InterfaceOrientation.portrait
        var version: OSVersion?
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, ScreenKey.self) {
            try seen.insert(key)
            switch key {
            case .bounds: bounds = try rect()
            case .scale:
                scale = try bounded()
                guard scale > 0 else { throw Unusual() }
            case .coordinateSpace: space = try choice(CoordinateSpace.self)
            case .interfaceOrientation: orientation = try choice(InterfaceOrientation.self)
            case .osVersion:
                guard let v = OSVersion(try text()) else { throw Unusual() }
                version = v
            }
        }
        guard let bounds, !(space == .fixedPortrait && bounds.width > bounds.height) else { throw Unusual() }
        return Screen(
            bounds: bounds, scale: scale, coordinateSpace: space, interfaceOrientation: orientation, osVersion: version)
    }

    /// The window's members; its frame defaults to the screen's, which may come after it.
    fileprivate struct WindowParts {
        var frame: Rect?
        var safeAreaInsets = Insets.zero
        var mode = WindowMode.fullScreen
    }

    fileprivate mutating func window() throws(Unusual) -> WindowParts {
        var window = WindowParts()
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, WindowKey.self) {
            try seen.insert(key)
            switch key {
            case .frame: window.frame = try rect()
            case .safeAreaInsets: window.safeAreaInsets = try insets()
            case .mode: window.mode = try choice(WindowMode.self)
            }
        }
        return window
    }

    fileprivate mutating func views(limit: Int) throws(Unusual) -> [SceneView] {
        // Room for the usual scene's views at once: one allocation rather than one at each growth.
        var views: [SceneView] = []
        views.reserveCapacity(8)
        var items = try openArray()
        while try nextElement(&items) {
            guard views.count < limit else { throw Unusual() }
            views.append(try view())
        }
        return views
    }

    private mutating func view() throws(Unusual) -> SceneView {
        var id: String?
        var parent: String?
        var frame: Rect?
        var scroll: ScrollParts?
        var safe: Insets?
        var pin: GuidePin?
        var className: String?
        var overlay = false
        var avoids: SelfAvoidance?
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, ViewKey.self) {
            try seen.insert(key)
            switch key {
            case .id: id = try self.id()
            case .class: className = try text()
            case .overlay: overlay = try bool()
            case .avoidsKeyboard: avoids = try choice(SelfAvoidance.self)
            case .parent: parent = try self.id()
            case .frame: frame = try rect()
            case .scroll: scroll = try self.scroll()
            case .safeAreaInsets: safe = try insets()
            case .pinnedTo:
                let s = try string()
                if text(s, is: "guide") {
                    pin = .nearest
                } else {
                    guard s.count > 6, text(s.lowerBound..<s.lowerBound + 6, is: "guide:") else { throw Unusual() }
                    pin = .view(String(decoding: bytes[s.lowerBound + 6..<s.upperBound], as: UTF8.self))
                }
            }
        }
        guard let id, let frame else { throw Unusual() }
        return SceneView(
            id: id, parent: parent, frame: frame,
            scroll: scroll.map {
                ScrollState(
                    contentSize: $0.contentSize ?? frame.size, contentOffset: $0.contentOffset,
                    contentInset: $0.contentInset, insetAdjustment: $0.insetAdjustment)
            }, safeAreaInsets: safe, pinnedTo: pin, className: className, overlay: overlay, avoidsKeyboard: avoids)
    }

    /// A scroll view's members; its content size defaults to the frame's size, which may come after it.
    private struct ScrollParts {
        var contentSize: Size?
        var contentOffset = Point.zero
        var contentInset = Insets.zero
        var insetAdjustment = InsetAdjustment.automatic
    }

    private mutating func scroll() throws(Unusual) -> ScrollParts {
        var scroll = ScrollParts()
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, ScrollKey.self) {
            try seen.insert(key)
            switch key {
            case .contentSize: scroll.contentSize = try size()
            case .contentOffset: scroll.contentOffset = try point()
            case .contentInset: scroll.contentInset = try insets()
            case .insetAdjustment: scroll.insetAdjustment = try choice(InsetAdjustment.self)
            }
        }
        return scroll
    }

    fileprivate mutating func behaviors() throws(Unusual) -> [Behavior] {
        var behaviors: [Behavior] = []
        behaviors.reserveCapacity(4)
        var items = try openArray()
        while try nextElement(&items) { behaviors.append(try behavior()) }
        return behaviors
    }

    /// A behavior: its members are read as they come (`type` may come last), then held to its type's keys.
    private mutating func behavior() throws(Unusual) -> Behavior {
        var type: Range<Int>?
        var scrollView: String?
        var view: String?
        var reveal: String?
        var margin = 0.0
        var alsoAvoid: [String] = []
        var anchored = false
        var lift: Behavior.InsetScrollView.Lift?
        var inverted = false
        var resize: String?
        var follows = false
        var usesSafe = true
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, BehaviorKey.self) {
            try seen.insert(key)
            switch key {
            case .type: type = try string()
            case .scrollView: scrollView = try id()
            case .view: view = try id()
            case .reveal: reveal = try id()
            case .margin: margin = try bounded()
            case .alsoAvoid:
                var ids = try openArray()
                while try nextElement(&ids) { alsoAvoid.append(try id()) }
            case .keepBottomAnchored: anchored = try bool()
            case .resize: resize = try id()
            case .followsUndockedKeyboard: follows = try bool()
            case .usesBottomSafeArea: usesSafe = try bool()
            case .lift: lift = try choice(Behavior.InsetScrollView.Lift.self)
            case .inverted: inverted = try bool()
            }
        }
        guard let type, let behaviorType = BehaviorKey.BehaviorType.all.first(where: { text(type, is: $0.name) }),
            seen.keys & ~behaviorType.keys == 0
        else { throw Unusual() }
        switch behaviorType {
        case .insetScrollView:
            // The alias and `lift` together are the full reader's problem to report.
            guard let scrollView, !(seen.has(BehaviorKey.keepBottomAnchored) && lift != nil) else { throw Unusual() }
            return .insetScrollView(
                .init(
                    scrollView: scrollView, reveal: reveal, margin: margin, alsoAvoid: alsoAvoid,
                    keepBottomAnchored: anchored, lift: lift, inverted: inverted))
        case .offsetScrollView:
            guard let scrollView, let reveal else { throw Unusual() }
            return .offsetScrollView(.init(scrollView: scrollView, reveal: reveal, margin: margin))
        case .attachToKeyboard:
            guard let view else { throw Unusual() }
            return .attachToKeyboard(.init(view: view, resize: resize))
        case .shiftView:
            guard let view, let reveal else { throw Unusual() }
            return .shiftView(.init(view: view, reveal: reveal, margin: margin))
        case .layoutGuide:
            guard let view else { throw Unusual() }
            return .layoutGuide(.init(view: view, followsUndockedKeyboard: follows, usesBottomSafeArea: usesSafe))
        }
    }

    fileprivate mutating func options() throws(Unusual) -> LayoutOptions {
        var options = LayoutOptions()
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, OptionsKey.self) {
            try seen.insert(key)
            switch key {
            case .followUndockedKeyboard: options.followUndockedKeyboard = try bool()
            case .ignoreNonLocal: options.ignoreNonLocal = try bool()
            case .inTransition: options.inTransition = try bool()
            }
        }
        return options
    }

    // MARK: Values

    /// A number within `WireBounds`.
    private mutating func bounded() throws(Unusual) -> Double {
        let d = try number()
        guard WireBounds.contains(d) else { throw Unusual() }
        return d
    }

    /// A non-empty string naming a view.
    private mutating func id() throws(Unusual) -> String {
        let range = try string()
        guard !range.isEmpty else { throw Unusual() }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// One of a fixed set of strings.
    private mutating func choice<T: RawRepresentable>(_: T.Type) throws(Unusual) -> T where T.RawValue == String {
        guard let v = T(rawValue: try text()) else { throw Unusual() }
        return v
    }

    /// A rect in any of its forms, finite, bounded, with a size >= 0.
    private mutating func rect() throws(Unusual) -> Rect {
        let r: Rect
        switch peek() {
        case .openBrace:
            var values = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
            var seen = Seen()
            var items = try openObject()
            while let key = try nextKey(&items, RectKey.self) {
                try seen.insert(key)
                let d = try bounded()
                switch key {
                case .x: values.x = d
                case .y: values.y = d
                case .width: values.width = d
                case .height: values.height = d
                }
            }
            guard seen.keys == 0b1111 else { throw Unusual() }
            r = Rect(x: values.x, y: values.y, width: values.width, height: values.height)
        case .openBracket:
            var items = try openArray()
            var n = (0.0, 0.0, 0.0, 0.0)
            guard try nextElement(&items) else { throw Unusual() }
            n.0 = try bounded()
            guard try nextElement(&items) else { throw Unusual() }
            n.1 = try bounded()
            guard try nextElement(&items) else { throw Unusual() }
            n.2 = try bounded()
            guard try nextElement(&items) else { throw Unusual() }
            n.3 = try bounded()
            guard try !nextElement(&items) else { throw Unusual() }
            r = Rect(x: n.0, y: n.1, width: n.2, height: n.3)
        case .quote:
            let range = try string()
            guard let printed = try? Rect(printed: bytes, in: range), WireBounds.contains(printed) else {
                throw Unusual()
            }
            r = printed
        default:
            throw Unusual()
        }
        guard r.width >= 0, r.height >= 0 else { throw Unusual() }
        return r
    }

    /// A point in any of its forms, bounded.
    private mutating func point() throws(Unusual) -> Point {
        switch peek() {
        case .openBrace:
            var values = (x: 0.0, y: 0.0)
            var seen = Seen()
            var items = try openObject()
            while let key = try nextKey(&items, PointKey.self) {
                try seen.insert(key)
                switch key {
                case .x: values.x = try bounded()
                case .y: values.y = try bounded()
                }
            }
            guard seen.keys == 0b11 else { throw Unusual() }
            return Point(x: values.x, y: values.y)
        case .openBracket:
            var items = try openArray()
            guard try nextElement(&items) else { throw Unusual() }
            let x = try bounded()
            guard try nextElement(&items) else { throw Unusual() }
            let y = try bounded()
            guard try !nextElement(&items) else { throw Unusual() }
            return Point(x: x, y: y)
        case .quote:
            let range = try string()
            guard let printed = try? Point(printed: bytes, in: range), WireBounds.contains(printed) else {
                throw Unusual()
            }
            return printed
        default:
            throw Unusual()
        }
    }

    /// A size, object or array, both >= 0.
    private mutating func size() throws(Unusual) -> Size {
        var values = (width: 0.0, height: 0.0)
        switch peek() {
        case .openBrace:
            var seen = Seen()
            var items = try openObject()
            while let key = try nextKey(&items, SizeKey.self) {
                try seen.insert(key)
                switch key {
                case .width: values.width = try bounded()
                case .height: values.height = try bounded()
                }
            }
            guard seen.keys == 0b11 else { throw Unusual() }
        case .openBracket:
            var items = try openArray()
            guard try nextElement(&items) else { throw Unusual() }
            values.width = try bounded()
            guard try nextElement(&items) else { throw Unusual() }
            values.height = try bounded()
            guard try !nextElement(&items) else { throw Unusual() }
        default:
            throw Unusual()
        }
        guard values.width >= 0, values.height >= 0 else { throw Unusual() }
        return Size(width: values.width, height: values.height)
    }

    /// Insets, each edge 0 when absent.
    private mutating func insets() throws(Unusual) -> Insets {
        var insets = Insets.zero
        var seen = Seen()
        var items = try openObject()
        while let key = try nextKey(&items, InsetsKey.self) {
            try seen.insert(key)
            switch key {
            case .top: insets.top = try bounded()
            case .left: insets.left = try bounded()
            case .bottom: insets.bottom = try bounded()
            case .right: insets.right = try bounded()
            }
        }
        return insets
    }
}

/// The keys an object has given so far, a bit each by raw value: a key given twice is the full reader's to report.
private struct Seen {
    var keys: UInt32 = 0

    mutating func insert<Key: WireKey>(_ key: Key) throws(JSONCursor.Unusual) {
        let bit: UInt32 = 1 << UInt32(key.rawValue)
        guard keys & bit == 0 else { throw JSONCursor.Unusual() }
        keys |= bit
    }

    func has<Key: WireKey>(_ key: Key) -> Bool { keys & 1 << UInt32(key.rawValue) != 0 }
}
