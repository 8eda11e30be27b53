import KeyboardGeometry
import ServiceJSON

/// A notification read from the wire, with where each key stood (for later errors) and its warnings.
struct DecodedNotification {
    var notification: KeyboardNotification
    var warnings: [LayoutWarning]
    /// The pointer of the notification itself.
    var pointer: JSONPointer
    /// Whether the notification is a bare userInfo object (its keys are userInfo keys).
    var isBareUserInfo: Bool
    /// The pointer of the userInfo object (the notification's own for a bare userInfo object); made when asked
    /// for, which is for a problem.
    var userInfoPointer: JSONPointer { isBareUserInfo ? pointer : pointer / NotificationKey.userInfo }
    /// The keys given, a bit each by the key's place in `UserInfoKey.allCases` (eight keys; room for 64, which
    /// NotificationWireTests holds to: a 65th key's bit would shift out, and its repeats would go unreported).
    var given: UInt64 = 0
    /// The given keys that came under another spelling than their ObjC name (a handful at most, usually none:
    /// so the usual request makes no list, where a list of every given key was an allocation).
    var spellings: [(key: UserInfoKey, name: String)] = []
    /// True when the notification came as text: pointers then name the text, positions are in messages.
    var isText: Bool

    init(
        notification: KeyboardNotification = KeyboardNotification(), warnings: [LayoutWarning] = [],
        pointer: JSONPointer, isBareUserInfo: Bool = false, isText: Bool
    ) {
        self.notification = notification
        self.warnings = warnings
        self.pointer = pointer
        self.isBareUserInfo = isBareUserInfo
        self.isText = isText
    }

    /// The pointer for a key, present or not (absent keys point where they would go).
    func pointer(for key: UserInfoKey) -> JSONPointer {
        if isText { return pointer }
        return userInfoPointer / (spellings.first { $0.key == key }?.name ?? key.rawValue)
    }
}

extension WireInput {
    /// A notification as JSON (`{"name", "userInfo"}`, or a bare userInfo object) or as the text iOS logs.
    /// `ignoring` is the table of a member that the caller reads itself (simulate's `at`).
    mutating func notification(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, ignoring: KeyNames? = nil)
        -> DecodedNotification?
    {
        switch form(value) {
        case .string:
            guard let text = string(value, at: p()) else { return nil }
            return notificationText(text, at: p())
        case .object:
            // A bare userInfo object: its keys are userInfo keys, there is no name. An input that stops at its first
            // problem need not look (a walk past the whole userInfo object): its walk below gives up at the first
            // key that is not a notification's, and the document, which reads on, decides.
            if reportsEveryProblem, let list = members(value), list.contains(where: { userInfoKey($0) != nil }) {
                var decoded = DecodedNotification(pointer: p(), isBareUserInfo: true, isText: false)
                userInfo(list, into: &decoded, ignoring: ignoring)
                return decoded
            }
            typealias Key = NotificationKey
            guard var o = open(value, at: p(), keys: Key.names, what: "a notification", order: nil, ignoring: ignoring)
            else { return nil }
            var decoded = DecodedNotification(pointer: p(), isText: false)
            while let (place, v) = next(&o), let key = Key(rawValue: place) {
                guard let v else { continue }
                switch key {
                case .name:
                    if let objC = WireReader.objCNames.first(where: { string(v, is: $0.name) }) {
                        // The usual spelling, matched in place (the names are over 15 bytes: a String an allocation).
                        decoded.notification.event = objC.event
                    } else if let name = string(v, at: p() / key) {
                        if let event = KeyboardEvent(name: name) {
                            decoded.notification.event = event
                        } else {
                            fail(
                                p() / key,
                                "'\(name)' is not a keyboard notification; accepted: \(KeyboardEvent.acceptedNamesDescription)"
                            )
                        }
                    }
                case .userInfo:
                    switch form(v) {
                    case .object: if let members = members(v) { userInfo(members, into: &decoded) }
                    case .null: break  // `userInfo = nil`: a partial notification
                    default: fail(p() / key, "must be an object, not \(typeName(v))")
                    }
                }
            }
            return decoded
        default:
            fail(
                p(),
                "a notification must be an object {\"name\", \"userInfo\"} or the text iOS logs for it, not \(typeName(value))"
            )
            return nil
        }
    }

    /// The text iOS logs for a notification.
    mutating func notificationText(_ text: String, at p: @autoclosure () -> JSONPointer) -> DecodedNotification? {
        do {
            let result = try NotificationTextParser.parse(text)
            let warnings = result.skipped.map { s in
                switch s.kind {
                case .text:
                    LayoutWarning(.skippedText, "line \(s.line), column \(s.column): skipped '\(s.text)'")
                case .key:
                    LayoutWarning(.skippedKey, "line \(s.line), column \(s.column): skipped unknown key \(s.text)")
                case .looseKey: s.looseKeyWarning
                }
            }
            return DecodedNotification(
                notification: result.notification, warnings: warnings, pointer: p(), isText: true)
        } catch {
            // Several notifications in one text (a console log) read as one notification given twice: say so.
            let log = NotificationLog.read(text)
            if log.notifications.count > 1 {
                let lines = log.notifications.prefix(20).map { String($0.line) }.joined(separator: ", ")
                fail(
                    p(),
                    "\(log.notifications.count) notifications in this text (on lines \(lines)"
                        + (log.notifications.count > 20 ? ", ..." : "")
                        + "): use replay (POST /v1/keyboard/replay, keyboard-layout replay), which reads a log; "
                        + "parse reads one notification",
                    line: log.notifications[0].line, column: 1)
                return nil
            }
            fail(p(), error.message, line: error.line, column: error.column)
            return nil
        }
    }

    /// The members of the userInfo object at `decoded.userInfoPointer`.
    private mutating func userInfo(
        _ members: Members, into decoded: inout DecodedNotification, ignoring: KeyNames? = nil
    ) {
        var p: JSONPointer { decoded.userInfoPointer }
        for m in members where ignoring.map({ place(of: m, in: $0) != nil }) != true {
            guard let (userInfoKey, isObjCName, place) = userInfoKey(m) else {
                let name = key(m)
                decoded.warnings.append(
                    LayoutWarning(.skippedKey, "\(p / name): unknown userInfo key '\(name)' skipped"))
                continue
            }
            let bit: UInt64 = 1 << place
            if decoded.given & bit != 0 {
                let name = key(m)
                fail(p / name, "\(userInfoKey.rawValue) given twice")
                continue
            }
            decoded.given |= bit
            // The spelling is kept for pointers only when it is not the key's ObjC name (no String made for it).
            let spelling = isObjCName ? nil : key(m)
            if let spelling { decoded.spellings.append((userInfoKey, spelling)) }
            if let v = userInfoValue(m.value, key: userInfoKey, at: p / (spelling ?? userInfoKey.rawValue)) {
                decoded.notification.set(userInfoKey, v)
            }
        }
    }

    /// The userInfo key a member names (`UserInfoKey(name:)`), matched as bytes against each key's names: no
    /// String is made of the member's key and none is hashed. Names with a `UIResponder.` prefix, and any other
    /// spelling `UserInfoKey(name:)` may come to accept, are looked up by it.
    /// Also says whether the key is spelled as the key's ObjC name (`UIKeyboardFrameEndUserInfoKey`), and the
    /// key's place in `UserInfoKey.allCases`.
    func userInfoKey(_ member: JSONNodeMember) -> (key: UserInfoKey, isObjCName: Bool, place: Int)? {
        guard let range = textRange(JSONNode(member.keyIndex)) else { return nil }
        let text = text
        if let found = WireReader.userInfoKey(named: range, in: text) { return found }
        let prefix = WireReader.qualifiedPrefix
        guard range.count >= prefix.count, text.matches(at: range.lowerBound, prefix.span),
            let key = UserInfoKey(name: key(member)),
            let place = WireReader.userInfoNames.first(where: { $0.key == key })?.place
        else { return nil }
        return (key, false, place)
    }

    /// One userInfo value: a JSON value of the key's kind, or the string iOS prints for it.
    private mutating func userInfoValue(_ value: JSONNode, key: UserInfoKey, at p: @autoclosure () -> JSONPointer)
        -> UserInfoValue?
    {
        // Rects and points read their strings in place (below): no String is made of those.
        if key.kind != .rect, key.kind != .point, form(value) == .string, let s = string(value) {
            do {
                return try key.parseValue(s)
            } catch {
                fail(p(), "'\(s)': \(error.message)")
                return nil
            }
        }
        switch key.kind {
        case .rect:
            return rect(value, at: p()).map(UserInfoValue.rect)
        case .point:
            return point(value, at: p()).map(UserInfoValue.point)
        case .number:
            return number(value, at: p()).map(UserInfoValue.number)
        case .integer:
            guard let d = number(value, at: p()) else { return nil }
            guard d == d.rounded(), abs(d) < 1e15 else {
                fail(p(), "\(key.rawValue) must be an integer, not \(d.pt)")
                return nil
            }
            return .integer(Int(d))
        case .boolean:
            if let b = bool(value) { return .boolean(b) }
            switch double(value) {
            case .some(let d) where d == 0 || d == 1: return .boolean(d == 1)
            default:
                fail(p(), "\(key.rawValue) must be true, false, 0 or 1, not \(typeName(value))")
                return nil
            }
        }
    }

    /// The notification with rule 9's defaults, or the errors that keep it from being used by adjust.
    mutating func resolve(_ decoded: DecodedNotification) -> ResolvedNotification? {
        let n = decoded.notification
        var ok = true
        // A name or end frame that was given but unusable already has its error there; "required" would be false.
        func reported(_ p: JSONPointer) -> Bool { hasProblem(at: p) }
        // Pointers are made only for a problem (each is an allocation).
        var namePointer: JSONPointer { decoded.isText ? decoded.pointer : decoded.pointer / NotificationKey.name }
        if n.event == nil, decoded.isText || !reported(namePointer) {
            fail(
                namePointer,
                decoded.isText
                    ? "the text names no keyboard notification (such as UIKeyboardWillShowNotification); adjust needs one"
                    : "required")
        }
        if n.event == nil { ok = false }
        if n.endFrame == nil, decoded.isText || !reported(decoded.pointer(for: .frameEnd)) {
            fail(
                decoded.pointer(for: .frameEnd),
                decoded.isText
                    ? "the text has no UIKeyboardFrameEndUserInfoKey; adjust needs the end frame"
                    : "required: adjust needs the keyboard's end frame")
        }
        if n.endFrame == nil { ok = false }
        // Numbers in JSON form were bounded as they were read; those printed in strings and text are bounded here.
        func bound(_ key: UserInfoKey, _ numbers: Double...) {
            guard let beyond = numbers.first(where: { !WireBounds.contains($0) }) else { return }
            fail(decoded.pointer(for: key), "\(key.rawValue) \(WireBounds.message(beyond))")
            ok = false
        }
        // One value at a time, not a list of lists: the usual request has all of them in bounds, and a list
        // would be allocated for every request.
        if let r = n.endFrame, !WireBounds.contains(r) { bound(.frameEnd, r.x, r.y, r.width, r.height) }
        if let r = n.beginFrame, !WireBounds.contains(r) { bound(.frameBegin, r.x, r.y, r.width, r.height) }
        if let r = n.bounds, !WireBounds.contains(r) { bound(.bounds, r.x, r.y, r.width, r.height) }
        if let c = n.centerBegin, !WireBounds.contains(c) { bound(.centerBegin, c.x, c.y) }
        if let c = n.centerEnd, !WireBounds.contains(c) { bound(.centerEnd, c.x, c.y) }
        if let d = n.duration, !WireBounds.contains(d) { bound(.animationDuration, d) }
        if let d = n.duration, d < 0 {
            fail(decoded.pointer(for: .animationDuration), "the duration must be >= 0, not \(d.pt)")
            ok = false
        }
        if let c = n.curve, !(0...15).contains(c) {
            fail(
                decoded.pointer(for: .animationCurve),
                "curve \(c) is outside 0-15: shifted left by 16 it would spill into other UIViewAnimationOptions bits")
            ok = false
        }
        return ok ? ResolvedNotification(n) : nil
    }
}

// The names the readers match keys and values with, made once.

extension WireReader {
    /// Each event's ObjC name (`UIKeyboardWillShowNotification`), the spelling requests usually give.
    static let objCNames = KeyboardEvent.allCases.map { (name: $0.notificationName, event: $0) }

    /// The userInfo key whose ObjC or Swift name is the text at `range` of `text`, compared as bytes.
    static func userInfoKey(named range: Range<Int>, in text: [UInt8]) -> (
        key: UserInfoKey, isObjCName: Bool, place: Int
    )? {
        let names = userInfoNames
        for j in names.indices where names[j].length == range.count {
            let name = names[j].name
            if text.matches(at: range.lowerBound, name.span) {
                return (names[j].key, names[j].isObjCName, names[j].place)
            }
        }
        return nil
    }

    /// Every userInfo key's ObjC and Swift names, as bytes, with the key's place in `UserInfoKey.allCases`.
    static let userInfoNames: [(length: Int, name: [UInt8], key: UserInfoKey, isObjCName: Bool, place: Int)] =
        UserInfoKey.allCases.enumerated().flatMap { place, key in
            [(Array(key.rawValue.utf8), true), (Array(key.swiftName.utf8), false)].map {
                ($0.0.count, $0.0, key, $0.1, place)
            }
        }
    static let qualifiedPrefix = Array("UIResponder.".utf8)
}
