import KeyboardGeometry

/// Decodes a valid adjust request straight from its bytes, in one pass, without the JSON value tree.
///
/// Profiling showed that reading an adjust request (the value tree, then `WireReader` over it) was three
/// quarters of the operation; a request that test suites send thousands of times is almost always valid and
/// in a plain form. So this decoder reads that plain form directly, and gives up (nil) at the first thing it
/// does not expect: a syntax or type problem, an unknown or repeated key, escapes or non-ASCII in a string,
/// a text-form notification, an unknown userInfo key (a warning), a value out of range. The request then
/// goes through `JSONReader` and `WireReader`, which report every problem with its pointer. The two must
/// agree on every request this one accepts: `DirectAdjustDecoderTests` and the request fuzzer check that
/// they decode the same scene and notification.
///
/// What it reads is `WireReader`'s contract (DESIGN.md "The scene", "The keyboard notification"): the same
/// keys, defaults and range checks, and the same functions where there are any (printed rects and points,
/// userInfo strings, `resolve`, the whole-scene `check`).
struct DirectAdjustDecoder {
    /// Anything this decoder does not take; the validating reader says what.
    struct GiveUp: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: Limits
    private var index = 0

    /// A key's bytes in the input.
    private struct Key {
        var start: Int
        var count: Int
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The request, or nil when it is not in the plain valid form this decoder reads.
    static func decode(_ body: [UInt8], limits: Limits) -> AdjustRequest? {
        body.withUnsafeBufferPointer { buffer in
            var decoder = DirectAdjustDecoder(bytes: buffer, limits: limits)
            return try? decoder.request()
        }
    }

    // MARK: The request

    private mutating func request() throws(GiveUp) -> AdjustRequest {
        var notification: KeyboardNotification?
        var screen: Screen?
        var windowStart: Int?
        var views: [SceneView]?
        var behaviors: [Behavior]?
        var options: LayoutOptions?
        try members { d, key throws(GiveUp) in
            if d.key(key, is: "notification") {
                try once(notification == nil)
                notification = try d.notification()
            } else if d.key(key, is: "screen") {
                try once(screen == nil)
                screen = try d.screen()
            } else if d.key(key, is: "window") {
                // The window's default frame is the screen's, which may come after it: read it at the end.
                try once(windowStart == nil)
                windowStart = d.index
                try d.skipObject()
            } else if d.key(key, is: "views") {
                try once(views == nil)
                views = try d.views()
            } else if d.key(key, is: "behaviors") {
                try once(behaviors == nil)
                behaviors = try d.behaviors()
            } else if d.key(key, is: "options") {
                try once(options == nil)
                options = try d.options()
            } else {
                throw GiveUp()
            }
        }
        skipWhitespace()
        guard index == bytes.count, let notification, let screen, let windowStart, let views, let behaviors else {
            throw GiveUp()
        }
        index = windowStart
        let window = try self.window(screen: screen)

        // The same checks and defaults as the validating reader, on the values read.
        var reader = WireReader()
        let decoded = DecodedNotification(notification: notification, pointer: "/notification", isText: false)
        let resolved = reader.resolve(decoded)
        reader.check(views: views, behaviors: behaviors, viewsAt: "/views", behaviorsAt: "/behaviors")
        guard reader.errors.isEmpty, let resolved else { throw GiveUp() }
        return AdjustRequest(
            notification: resolved,
            scene: Scene(
                screen: screen, window: window, views: views, behaviors: behaviors, options: options ?? LayoutOptions()),
            readWarnings: [])
    }

    // MARK: The notification

    /// `{"name", "userInfo"}` with JSON values (or the strings iOS prints for them) under known keys.
    private mutating func notification() throws(GiveUp) -> KeyboardNotification {
        var n = KeyboardNotification()
        var sawName = false
        var sawUserInfo = false
        try members { d, key throws(GiveUp) in
            if d.key(key, is: "name") {
                try once(!sawName)
                sawName = true
                guard let event = KeyboardEvent(name: try d.string()) else { throw GiveUp() }
                n.event = event
            } else if d.key(key, is: "userInfo") {
                try once(!sawUserInfo)
                sawUserInfo = true
                try d.userInfo(into: &n)
            } else {
                // A userInfo key here is the bare userInfo form; anything else is unknown.
                throw GiveUp()
            }
        }
        return n
    }

    private mutating func userInfo(into n: inout KeyboardNotification) throws(GiveUp) {
        var given: [UserInfoKey] = []
        try members { d, key throws(GiveUp) in
            guard let userInfoKey = d.userInfoKey(key), !given.contains(userInfoKey) else { throw GiveUp() }
            given.append(userInfoKey)
            n.set(userInfoKey, try d.userInfoValue(for: userInfoKey))
        }
    }

    /// The ObjC and Swift spellings of each key, as bytes (`UIResponder.`-qualified ones go the long way).
    private static let userInfoKeyNames: [(key: UserInfoKey, name: [UInt8])] = UserInfoKey.allCases.flatMap {
        [($0, Array($0.rawValue.utf8)), ($0, Array($0.swiftName.utf8))]
    }

    private func userInfoKey(_ key: Key) -> UserInfoKey? {
        Self.userInfoKeyNames.first { key.count == $0.name.count && self.key(key, equals: $0.name) }?.key
    }

    private mutating func userInfoValue(for key: UserInfoKey) throws(GiveUp) -> UserInfoValue {
        if peek() == .quote, key.kind != .rect, key.kind != .point {
            do { return try key.parseValue(try string()) } catch { throw GiveUp() }
        }
        switch key.kind {
        case .rect: return .rect(try rect())
        case .point: return .point(try point())
        case .number: return .number(try number())
        case .integer:
            let d = try number()
            guard d == d.rounded(), abs(d) < 1e15 else { throw GiveUp() }
            return .integer(Int(d))
        case .boolean:
            if let flag = try boolIfPresent() { return .boolean(flag) }
            let d = try number()
            guard d == 0 || d == 1 else { throw GiveUp() }
            return .boolean(d == 1)
        }
    }

    // MARK: The scene

    private mutating func screen() throws(GiveUp) -> Screen {
        var bounds: Rect?
        var scale: Double?
        var space: CoordinateSpace?
        var orientation: InterfaceOrientation?
        try members { d, key throws(GiveUp) in
            if d.key(key, is: "bounds") {
                try once(bounds == nil)
                bounds = try d.rect()
            } else if d.key(key, is: "scale") {
                try once(scale == nil)
                let s = try d.number()
                guard s > 0 else { throw GiveUp() }
                scale = s
            } else if d.key(key, is: "coordinateSpace") {
                try once(space == nil)
                space = try d.choice(CoordinateSpace.self)
            } else if d.key(key, is: "interfaceOrientation") {
                try once(orientation == nil)
                orientation = try d.choice(InterfaceOrientation.self)
            } else {
                throw GiveUp()
            }
        }
        guard let bounds else { throw GiveUp() }
        let theSpace = space ?? .interface
        if theSpace == .fixedPortrait, bounds.width > bounds.height { throw GiveUp() }
        return Screen(
            bounds: bounds, scale: scale ?? 1, coordinateSpace: theSpace, interfaceOrientation: orientation ?? .portrait)
    }

    private mutating func window(screen: Screen) throws(GiveUp) -> Window {
        var frame: Rect?
        var safe: Insets?
        try members { d, key throws(GiveUp) in
            if d.key(key, is: "frame") {
                try once(frame == nil)
                frame = try d.rect()
            } else if d.key(key, is: "safeAreaInsets") {
                try once(safe == nil)
                safe = try d.insets()
            } else {
                throw GiveUp()
            }
        }
        return Window(frame: frame ?? screen.interfaceBounds, safeAreaInsets: safe ?? .zero)
    }

    private mutating func views() throws(GiveUp) -> [SceneView] {
        var out: [SceneView] = []
        try elements { d throws(GiveUp) in
            guard out.count < d.limits.maxViews else { throw GiveUp() }
            out.append(try d.view())
        }
        return out
    }

    private mutating func view() throws(GiveUp) -> SceneView {
        var id: String?
        var parent: String??
        var frame: Rect?
        var scrollStart: Int?
        var safe: Insets??
        var pin: GuidePin??
        try members { d, key throws(GiveUp) in
            if d.key(key, is: "id") {
                try once(id == nil)
                id = try d.id()
            } else if d.key(key, is: "parent") {
                try once(parent == nil)
                parent = .some(try d.id())
            } else if d.key(key, is: "frame") {
                try once(frame == nil)
                frame = try d.rect()
            } else if d.key(key, is: "scroll") {
                // Its default content size is the frame's, which may come after it.
                try once(scrollStart == nil)
                scrollStart = d.index
                try d.skipObject()
            } else if d.key(key, is: "safeAreaInsets") {
                try once(safe == nil)
                safe = .some(try d.insets())
            } else if d.key(key, is: "pinnedTo") {
                try once(pin == nil)
                pin = .some(try d.guidePin())
            } else {
                throw GiveUp()
            }
        }
        guard let id, let frame else { throw GiveUp() }
        var scroll: ScrollState?
        if let scrollStart {
            let end = index
            index = scrollStart
            scroll = try self.scroll(frameSize: frame.size)
            index = end
        }
        return SceneView(
            id: id, parent: parent ?? nil, frame: frame, scroll: scroll, safeAreaInsets: safe ?? nil,
            pinnedTo: pin ?? nil)
    }

    private mutating func guidePin() throws(GiveUp) -> GuidePin {
        let s = try string()
        if s == "guide" { return .nearest }
        if s.hasPrefix("guide:"), s.count > 6 { return .view(String(s.dropFirst(6))) }
        throw GiveUp()
    }

    private mutating func scroll(frameSize: Size) throws(GiveUp) -> ScrollState {
        var size: Size?
        var offset: Point?
        var inset: Insets?
        var adjustment: InsetAdjustment?
        try members { d, key throws(GiveUp) in
            if d.key(key, is: "contentSize") {
                try once(size == nil)
                size = try d.size()
            } else if d.key(key, is: "contentOffset") {
                try once(offset == nil)
                offset = try d.point()
            } else if d.key(key, is: "contentInset") {
                try once(inset == nil)
                inset = try d.insets()
            } else if d.key(key, is: "insetAdjustment") {
                try once(adjustment == nil)
                adjustment = try d.choice(InsetAdjustment.self)
            } else {
                throw GiveUp()
            }
        }
        return ScrollState(
            contentSize: size ?? frameSize, contentOffset: offset ?? .zero, contentInset: inset ?? .zero,
            insetAdjustment: adjustment ?? .automatic)
    }

    private mutating func options() throws(GiveUp) -> LayoutOptions {
        var follow, ignore, inTransition: Bool?
        try members { d, key throws(GiveUp) in
            guard let flag = try d.boolIfPresent() else { throw GiveUp() }
            switch try d.slot(key, "followUndockedKeyboard", "ignoreNonLocal", "inTransition") {
            case 0: try once(follow == nil); follow = flag
            case 1: try once(ignore == nil); ignore = flag
            default: try once(inTransition == nil); inTransition = flag
            }
        }
        return LayoutOptions(
            followUndockedKeyboard: follow ?? false, ignoreNonLocal: ignore ?? false, inTransition: inTransition ?? false)
    }

    // MARK: Behaviors

    private mutating func behaviors() throws(GiveUp) -> [Behavior] {
        var out: [Behavior] = []
        try elements { d throws(GiveUp) in out.append(try d.behavior()) }
        return out
    }

    /// One behavior: its members by name, then the type's own keys, required ones and defaults.
    private mutating func behavior() throws(GiveUp) -> Behavior {
        var type: String?
        var scrollView, reveal, view, resize: String?
        var margin: Double?
        var alsoAvoid: [String]?
        var follows, usesSafeArea: Bool?
        /// Bit n: the key of slot n was given.
        var given: UInt16 = 0
        try members { d, key throws(GiveUp) in
            let slot = try d.slot(
                key, "type", "scrollView", "reveal", "view", "resize", "margin", "alsoAvoid", "followsUndockedKeyboard",
                "usesBottomSafeArea")
            try once(given & 1 << slot == 0)
            given |= 1 << slot
            switch slot {
            case 0: type = try d.string()
            case 1: scrollView = try d.id()
            case 2: reveal = try d.id()
            case 3: view = try d.id()
            case 4: resize = try d.id()
            case 5: margin = try d.number()
            case 6:
                var list: [String] = []
                try d.elements { d throws(GiveUp) in list.append(try d.id()) }
                alsoAvoid = list
            case 7: follows = try d.boolIfPresent()
            default: usesSafeArea = try d.boolIfPresent()
            }
        }
        if given & 1 << 7 != 0, follows == nil { throw GiveUp() }
        if given & 1 << 8 != 0, usesSafeArea == nil { throw GiveUp() }
        /// Each type takes only its own keys (by slot; "type" is slot 0).
        func only(_ slots: Int...) throws(GiveUp) {
            var allowed: UInt16 = 1
            for slot in slots { allowed |= 1 << slot }
            try once(given & ~allowed == 0)
        }
        switch type {
        case "insetScrollView":
            try only(1, 2, 5, 6)
            guard let scrollView else { throw GiveUp() }
            return .insetScrollView(
                .init(scrollView: scrollView, reveal: reveal, margin: margin ?? 0, alsoAvoid: alsoAvoid ?? []))
        case "offsetScrollView":
            try only(1, 2, 5)
            guard let scrollView, let reveal else { throw GiveUp() }
            return .offsetScrollView(.init(scrollView: scrollView, reveal: reveal, margin: margin ?? 0))
        case "attachToKeyboard":
            try only(3, 4)
            guard let view else { throw GiveUp() }
            return .attachToKeyboard(.init(view: view, resize: resize))
        case "shiftView":
            try only(2, 3, 5)
            guard let view, let reveal else { throw GiveUp() }
            return .shiftView(.init(view: view, reveal: reveal, margin: margin ?? 0))
        case "layoutGuide":
            try only(3, 7, 8)
            guard let view else { throw GiveUp() }
            return .layoutGuide(
                .init(view: view, followsUndockedKeyboard: follows ?? false, usesBottomSafeArea: usesSafeArea ?? true))
        default:
            throw GiveUp()
        }
    }

    // MARK: Geometry

    /// `{"x","y","width","height"}`, `[x, y, w, h]` or a printed rect; a size >= 0.
    private mutating func rect() throws(GiveUp) -> Rect {
        let r: Rect
        switch peek() {
        case .openBrace:
            var v = Slots()
            try members { d, key throws(GiveUp) in try v.set(try d.slot(key, "x", "y", "width", "height"), try d.number()) }
            guard let x = v.a, let y = v.b, let w = v.c, let h = v.d else { throw GiveUp() }
            r = Rect(x: x, y: y, width: w, height: h)
        case .openBracket:
            let n = try numbers(4)
            r = Rect(x: n.0, y: n.1, width: n.2, height: n.3)
        case .quote:
            do { r = try Rect(printed: try string()) } catch { throw GiveUp() }
        default:
            throw GiveUp()
        }
        guard r.width >= 0, r.height >= 0, WireBounds.contains(r) else { throw GiveUp() }
        return r
    }

    private mutating func point() throws(GiveUp) -> Point {
        switch peek() {
        case .openBrace:
            var v = Slots()
            try members { d, key throws(GiveUp) in try v.set(try d.slot(key, "x", "y"), try d.number()) }
            guard let x = v.a, let y = v.b else { throw GiveUp() }
            return Point(x: x, y: y)
        case .openBracket:
            let n = try numbers(2)
            return Point(x: n.0, y: n.1)
        case .quote:
            guard let p = try? Point(printed: try string()), WireBounds.contains(p) else { throw GiveUp() }
            return p
        default:
            throw GiveUp()
        }
    }

    private mutating func size() throws(GiveUp) -> Size {
        let s: Size
        switch peek() {
        case .openBrace:
            var v = Slots()
            try members { d, key throws(GiveUp) in try v.set(try d.slot(key, "width", "height"), try d.number()) }
            guard let w = v.a, let h = v.b else { throw GiveUp() }
            s = Size(width: w, height: h)
        case .openBracket:
            let n = try numbers(2)
            s = Size(width: n.0, height: n.1)
        default:
            throw GiveUp()
        }
        guard s.width >= 0, s.height >= 0 else { throw GiveUp() }
        return s
    }

    private mutating func insets() throws(GiveUp) -> Insets {
        var v = Slots()
        try members { d, key throws(GiveUp) in try v.set(try d.slot(key, "top", "left", "bottom", "right"), try d.number()) }
        return Insets(top: v.a ?? 0, left: v.b ?? 0, bottom: v.c ?? 0, right: v.d ?? 0)
    }

    /// An array of exactly 2 or 4 numbers, the unused ones 0.
    private mutating func numbers(_ count: Int) throws(GiveUp) -> (Double, Double, Double, Double) {
        var v = Slots()
        var n = 0
        try elements { d throws(GiveUp) in
            guard n < count else { throw GiveUp() }
            try v.set(n, try d.number())
            n += 1
        }
        guard n == count else { throw GiveUp() }
        return (v.a ?? 0, v.b ?? 0, v.c ?? 0, v.d ?? 0)
    }

    /// Up to four numbers by position, each given once: the members of a rect, point, size or insets.
    private struct Slots {
        var a, b, c, d: Double?

        mutating func set(_ slot: Int, _ value: Double) throws(GiveUp) {
            switch slot {
            case 0: try once(a == nil); a = value
            case 1: try once(b == nil); b = value
            case 2: try once(c == nil); c = value
            default: try once(d == nil); d = value
            }
        }
    }

    // MARK: Scalars

    /// A non-empty string naming a view.
    private mutating func id() throws(GiveUp) -> String {
        let s = try string()
        guard !s.isEmpty else { throw GiveUp() }
        return s
    }

    private mutating func choice<T: RawRepresentable>(_: T.Type) throws(GiveUp) -> T where T.RawValue == String {
        guard let v = T(rawValue: try string()) else { throw GiveUp() }
        return v
    }

    /// A string of printable ASCII without escapes (anything else goes the long way).
    private mutating func string() throws(GiveUp) -> String {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .quote else { throw GiveUp() }
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .quote {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
            }
            guard byte >= 0x20, byte < 0x80, byte != .backslash else { throw GiveUp() }
            index += 1
        }
        throw GiveUp()
    }

    /// A JSON number, read and converted by the reader's own `JSONNumber.scan`.
    private mutating func number() throws(GiveUp) -> Double {
        skipWhitespace()
        guard let (value, end) = try? JSONNumber.scan(bytes, from: index), WireBounds.contains(value) else {
            throw GiveUp()
        }
        index = end
        return value
    }

    /// `true` or `false`, or nil (nothing read) when something else is next.
    private mutating func boolIfPresent() throws(GiveUp) -> Bool? {
        skipWhitespace()
        if matches("true") { return true }
        if matches("false") { return false }
        return nil
    }

    // MARK: Structure

    /// Calls `member` at each key of the object next, with the cursor at the key's value, which `member` reads.
    private mutating func members(_ member: (inout DirectAdjustDecoder, Key) throws(GiveUp) -> Void) throws(GiveUp) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .openBrace else { throw GiveUp() }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == .closeBrace {
            index += 1
            return
        }
        while true {
            let key = try self.key()
            try member(&self, key)
            skipWhitespace()
            guard index < bytes.count else { throw GiveUp() }
            if bytes[index] == .closeBrace {
                index += 1
                return
            }
            guard bytes[index] == .comma else { throw GiveUp() }
            index += 1
        }
    }

    /// Calls `element` at each element of the array next, with the cursor at the element.
    private mutating func elements(_ element: (inout DirectAdjustDecoder) throws(GiveUp) -> Void) throws(GiveUp) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .openBracket else { throw GiveUp() }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == .closeBracket {
            index += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            guard index < bytes.count else { throw GiveUp() }
            if bytes[index] == .closeBracket {
                index += 1
                return
            }
            guard bytes[index] == .comma else { throw GiveUp() }
            index += 1
        }
    }

    /// Passes over an object whose members are read later (the window, a view's scroll), checking only that
    /// its brackets balance outside strings; the later read checks the rest.
    private mutating func skipObject() throws(GiveUp) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .openBrace else { throw GiveUp() }
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if byte == .backslash { throw GiveUp() }
                if byte == .quote { inString = false }
            } else if byte == .quote {
                inString = true
            } else if byte == .openBrace || byte == .openBracket {
                depth += 1
            } else if byte == .closeBrace || byte == .closeBracket {
                depth -= 1
                if depth == 0 { return }
            }
        }
        throw GiveUp()
    }

    /// A key and the `:` after it.
    private mutating func key() throws(GiveUp) -> Key {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .quote else { throw GiveUp() }
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != .quote {
            guard bytes[index] >= 0x20, bytes[index] < 0x80, bytes[index] != .backslash else { throw GiveUp() }
            index += 1
        }
        guard index < bytes.count else { throw GiveUp() }
        let key = Key(start: start, count: index - start)
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .colon else { throw GiveUp() }
        index += 1
        return key
    }

    private func key(_ key: Key, is name: StaticString) -> Bool {
        key.count == name.utf8CodeUnitCount
            && self.key(key, equals: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    private func key<C: Collection>(_ key: Key, equals name: C) -> Bool where C.Element == UInt8 {
        var i = key.start
        for byte in name {
            guard bytes[i] == byte else { return false }
            i += 1
        }
        return true
    }

    /// Which of the names the key is.
    private func slot(_ key: Key, _ names: StaticString...) throws(GiveUp) -> Int {
        for (i, name) in names.enumerated() where self.key(key, is: name) { return i }
        throw GiveUp()
    }

    private mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func matches(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard index + n <= bytes.count,
            key(Key(start: index, count: n), is: word)
        else { return false }
        index += n
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}

/// A key given twice goes the long way (the validating reader reports it).
private func once(_ first: Bool) throws(DirectAdjustDecoder.GiveUp) {
    if !first { throw DirectAdjustDecoder.GiveUp() }
}

extension Operations {
    /// Whether the direct decoder and the validating reader agree on `body`: the direct decoder gives up, or
    /// decodes exactly the scene and notification the reader reads, without warnings. For the request fuzzer
    /// and the tests, which check it on inputs of every kind.
    @_spi(Testing) public static func decodersAgree(_ body: [UInt8], limits: Limits = Limits()) -> Bool {
        guard let direct = DirectAdjustDecoder.decode(body, limits: limits) else { return true }
        guard let root = try? parseJSON(body), let read = try? AdjustRequest.read(root, limits: limits) else {
            return false
        }
        return direct.scene == read.scene && direct.notification == read.notification
            && direct.readWarnings.isEmpty && read.readWarnings.isEmpty
    }
}
